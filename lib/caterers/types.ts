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
