/** One date of a caterer's calendar as its kitchen and admins see it. */
export type AvailabilityDto = {
  id: number;
  catererId: number;
  date: string;
  isAvailable: boolean;
  maxOrders: number;
  /** Non-cancelled bookings on this date, kept by the server. */
  currentOrders: number;
  /** This date's tray capacity; null = the kitchen's default (docs/product-rules.md §11). */
  maxTrays?: number | null;
  /** Tray units of the non-cancelled bookings on this date, kept by the server. */
  currentTrays?: number;
  notes: string | null;
  createdAt: string;
};

/** What anyone may know about a date: whether it can still be booked. */
export type PublicAvailabilityDto = { date: string; isAvailable: boolean; isFull: boolean };
