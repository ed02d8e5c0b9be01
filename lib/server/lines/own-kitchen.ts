import "server-only";
import { AppError } from "../errors";

/**
 * Self-dealing (docs/security.md): a kitchen's owner paying their own kitchen (much of it
 * as a fee-free tip) and reviewing it as "verified" would launder money and ratings, so
 * the owner is never a customer of their own kitchen.
 */
export const OWN_KITCHEN_ORDER = "You cannot order from your own kitchen.";
export const OWN_KITCHEN_REVIEW = "You cannot review your own kitchen.";
export const OWN_KITCHEN_MESSAGE = "You cannot message your own kitchen about an order.";

/** True when the account `userId` owns the kitchen. */
export function ownsKitchen(userId: number, kitchen: { userId: number | null }): boolean {
  return kitchen.userId !== null && kitchen.userId === userId;
}

/** Refuses (403) an order, review or message of the owner as their own kitchen's customer. */
export function assertNotOwnKitchen(
  userId: number,
  kitchen: { userId: number | null },
  message: string = OWN_KITCHEN_ORDER,
): void {
  if (ownsKitchen(userId, kitchen)) throw new AppError("forbidden", message);
}
