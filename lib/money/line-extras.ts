/**
 * A line's extras: amounts charged with its price that are not its food (today its tip,
 * docs/product-rules.md §19, and its share of the delivery fee, §23). The one list of them:
 * the amounts (./amounts.ts), the ledger's kinds and words (./ledger-totals.ts) and the
 * ledger rows of a paid line (record-line-charge.ts) go through it, so a new extra is its
 * column on bookings, its MoneyMovementKind value and one entry here
 * (docs/architecture.md, "A new kind of line item"). Every extra is charged with its line
 * and goes back in full when the line is refunded (nothing was delivered).
 */
import type { MoneyMovementKind } from "@/lib/generated/prisma/enums";

export type LineExtra = {
  /** The line's column (bookings): integer cents, 0 when none. */
  field: string;
  /** The ledger row written for it when its line is paid (money_movements.kind). */
  kind: MoneyMovementKind;
  /** The admin lookup's word for that row. */
  label: string;
  /** Whether the platform's fee is taken on it as on the line's price. */
  commissioned: boolean;
  /**
   * "checkout": fixed before payment, part of what the line owes (the delivery fee);
   * "payment": chosen with the intent, on top of what is due (the tip).
   */
  due: "checkout" | "payment";
};

/** In the order the ledger rows of a paid line are written. */
export const LINE_EXTRAS = [
  {
    field: "tipCents",
    kind: "tip",
    label: "Charged (tip)",
    commissioned: false,
    due: "payment",
  },
  {
    field: "deliveryFeeCents",
    kind: "delivery_fee",
    label: "Charged (delivery fee)",
    commissioned: false,
    due: "checkout",
  },
] as const satisfies readonly LineExtra[];

export type LineExtraEntry = (typeof LINE_EXTRAS)[number];
/** The bookings columns of the extras ("tipCents" | "deliveryFeeCents"). */
export type LineExtraField = LineExtraEntry["field"];
/** The ledger kinds of the extras ("tip" | "delivery_fee"). */
export type LineExtraKind = LineExtraEntry["kind"];

/** A Prisma select of every extra's column, for queries that load a line's money. */
export const LINE_EXTRA_COLUMNS = Object.fromEntries(
  LINE_EXTRAS.map((e) => [e.field, true]),
) as Record<LineExtraField, true>;
