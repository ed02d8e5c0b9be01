/** A home-kitchen permit as its holder and admins see it (docs/product-rules.md §14). */
export type PermitDto = {
  userId: number;
  permitType: "cottage_food_registration" | "home_kitchen_operation_permit" | "other";
  permitNumber: string;
  issuingAuthority: string;
  /** YYYY-MM-DD */
  expiresOn: string;
  hasDocument: boolean;
  documentType: string | null;
  documentSize: number | null;
  /** The URL its holder and admins read the document at. */
  documentUrl: string | null;
  verifiedAt: string | null;
};
