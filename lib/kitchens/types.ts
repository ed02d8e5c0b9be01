/** The public JSON shape of a caterer; rating as a one-decimal string. */
export type CatererDto = {
  id: number;
  userId: number | null;
  name: string;
  cuisine: string;
  description: string | null;
  rating: string;
  imageUrl: string | null;
  location: string | null;
  isGrandfathered: boolean;
};

/**
 * A caterer in the home search and the filtered GET /api/caterers: the spec's shape plus
 * where it delivers (docs/product-rules.md §23), additive fields only.
 */
export type CatererSearchDto = CatererDto & {
  /** False: the kitchen has not set its delivery area ("ask the kitchen"). */
  deliveryAreaSet: boolean;
  /** Miles from the searched ZIP to the kitchen's ZIP (one decimal); null without a ZIP. */
  distanceMiles: number | null;
  /** The fee to the searched ZIP (the cheapest covering zone); null: none covers it. */
  deliveryFeeCents: number | null;
  /** A ZIP was searched and the kitchen does not deliver there, but offers pickup near it. */
  pickupOnly: boolean;
};

/** A caterer in the admin console: the public shape plus the size of its menu and order book. */
export type AdminCatererDto = CatererDto & {
  dishCount: number;
  bookingCount: number;
  /**
   * The kitchen's acceptance rate over 90 days (docs/product-rules.md §20): orders it
   * confirmed of those it decided; rate null when it decided none.
   */
  acceptance: { confirmed: number; decided: number; rate: number | null };
  /**
   * Other accounts with events delivered to an address the owner used for their own
   * events (a self-dealing hint for the admin, docs/security.md); usually empty.
   */
  sharedAddressAccounts: SharedAddressAccount[];
};

export type SharedAddressAccount = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
};
