/**
 * Whether a kitchen takes orders (docs/product-rules.md §14, "Closed kitchens"), pure so that
 * the caterer page and the server give the same answer. A kitchen is closed while its owner's
 * account is deactivated or the owner's home-kitchen permit has expired (a permit is valid
 * through its expiry date). A kitchen no account runs yet, or whose owner has no permit
 * record, stays open.
 */
export const KITCHEN_CLOSED = "This kitchen is not taking orders right now";

export type KitchenOwnerState = {
  isActive: boolean;
  /** YYYY-MM-DD, or null without a permit record. */
  permitExpiresOn: string | null;
} | null;

export function kitchenTakesOrders(owner: KitchenOwnerState, today: string): boolean {
  if (!owner) return true;
  if (!owner.isActive) return false;
  return owner.permitExpiresOn === null || owner.permitExpiresOn >= today;
}
