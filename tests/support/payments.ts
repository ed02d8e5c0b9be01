/** Shared set-up for the payment tests: a kitchen, a dish and a customer's booking. */
import { addDaysIso, todayIso } from "@/lib/dates";
import { createBooking } from "@/lib/server/lines/create-booking";
import { db } from "@/lib/server/db";
import { makeDish, signedIn, signedInCaterer } from "./fixtures";

export const STRIPE_ENV_KEYS = [
  "STRIPE_SECRET_KEY",
  "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
] as const;

/** Sets (or with undefined values, removes) env vars; returns a function that restores them. */
export function setEnv(values: Partial<Record<(typeof STRIPE_ENV_KEYS)[number], string>>) {
  const saved = Object.fromEntries(STRIPE_ENV_KEYS.map((k) => [k, process.env[k]]));
  for (const k of STRIPE_ENV_KEYS) {
    if (values[k] === undefined) delete process.env[k];
    else process.env[k] = values[k];
  }
  return () => {
    for (const k of STRIPE_ENV_KEYS) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  };
}

export async function paymentWorld() {
  const kitchen = await signedInCaterer("Rosa");
  const customer = await signedIn("user", "Casey");
  const stranger = await signedIn("user", "Sam");
  const admin = await signedIn("admin", "Ava");
  const dish = await makeDish(kitchen.caterer.id, "55.00", "95.00");
  let day = 10;
  /** A pending, unpaid booking: 2 large trays = $190.00 = 19000 cents. */
  const book = async (who = customer) => {
    const booking = await createBooking(who.actor, {
      catererId: kitchen.caterer.id,
      dishId: dish.id,
      customerName: "Casey Morgan",
      customerEmail: "casey@example.com",
      eventDate: addDaysIso(todayIso(), day++),
      eventTime: "18:00",
      traySize: "large",
      quantity: 2,
    });
    return booking;
  };
  const row = (id: number) => db.booking.findUniqueOrThrow({ where: { id } });
  return { kitchen, customer, stranger, admin, dish, book, row };
}

/** The payment columns of a booking, to compare before and after a refused call. */
export async function paymentColumns(id: number) {
  const b = await db.booking.findUniqueOrThrow({ where: { id } });
  return {
    status: b.status,
    paymentStatus: b.paymentStatus,
    stripePaymentIntentId: b.stripePaymentIntentId,
    paymentAmount: b.paymentAmount,
    paidAt: b.paidAt,
    refundRequestedAt: b.refundRequestedAt,
    refundedAt: b.refundedAt,
    refundId: b.refundId,
    updatedAt: b.updatedAt,
  };
}
