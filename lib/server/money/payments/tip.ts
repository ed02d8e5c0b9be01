import "server-only";
import { maxTipCents } from "@/lib/money/amounts";
import { tipTooLarge } from "@/lib/money/schemas";
import { formatCents } from "@/lib/money/cents";
import { AppError } from "../../errors";

/**
 * The tip a customer chose for a payment (docs/product-rules.md §19), checked against what
 * is due: at most maxTipCents (the amount due itself). The schema already refused anything
 * that is not whole cents >= 0.
 */
export function checkedTip(tipCents: number | undefined, dueCents: number): number {
  const tip = tipCents ?? 0;
  const max = maxTipCents(dueCents);
  if (tip > max) {
    const message = tipTooLarge(formatCents(max));
    throw new AppError("invalid_input", message, { errors: [{ path: "tipCents", message }] });
  }
  return tip;
}
