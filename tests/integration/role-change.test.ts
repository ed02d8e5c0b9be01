/**
 * A role change takes effect at the user's next request, for a kitchen's powers too: a
 * caterer an admin demotes to customer can no longer see or move their kitchen's bookings.
 */
import { PATCH as userPatch } from "@/app/api/admin/users/[id]/route";
import { GET as bookingGet } from "@/app/api/bookings/[id]/route";
import { PATCH as statusPatch } from "@/app/api/bookings/[id]/status/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { actorForToken } from "@/lib/server/auth/sessions";
import { createBooking } from "@/lib/server/lines/create-booking";
import { db } from "@/lib/server/db";
import { makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

afterAll(() => db.$disconnect());

it("a caterer demoted to customer loses their kitchen's bookings at the next request", async () => {
  await resetDatabase();
  const kitchen = await signedInCaterer("Rosa");
  const admin = await signedIn("admin", "Ava");
  const customer = await signedIn("user", "Casey");
  const dish = await makeDish(kitchen.caterer.id);
  const booking = await createBooking(customer.actor, {
    catererId: kitchen.caterer.id,
    dishId: dish.id,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: addDaysIso(todayIso(), 10),
    eventTime: "18:00",
    traySize: "medium",
    quantity: 1,
  });
  const params = { id: String(booking.id) };
  const read = () =>
    call(bookingGet, `/api/bookings/${booking.id}`, { token: kitchen.token, params });
  const confirm = () =>
    call(statusPatch, `/api/bookings/${booking.id}/status`, {
      method: "PATCH",
      body: { status: "confirmed" },
      token: kitchen.token,
      params,
    });

  expect((await read()).status).toBe(200);

  const demoted = await call(userPatch, `/api/admin/users/${kitchen.user.id}`, {
    method: "PATCH",
    body: { role: "user" },
    token: admin.token,
    params: { id: String(kitchen.user.id) },
  });
  expect(demoted.status).toBe(200);

  expect(await actorForToken(kitchen.token)).toMatchObject({ role: "user", catererId: null });
  expect([403, 404]).toContain((await read()).status);
  expect([403, 404]).toContain((await confirm()).status);
  const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
  expect(row.status).toBe("pending");
  // The profile stays: its bookings' history is not lost.
  expect(await db.caterer.count({ where: { id: kitchen.caterer.id } })).toBe(1);
});
