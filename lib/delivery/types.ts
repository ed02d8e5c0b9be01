/** A kitchen's delivery area as My Kitchen and the caterer page show it (product-rules §23). */
export type DeliveryZoneDto = {
  id: number;
  /** The ZIP codes of a list zone; empty for a radius zone. */
  zipCodes: string[];
  /** The radius of a radius zone, in miles; null for a list zone. */
  radiusMiles: number | null;
  feeCents: number;
};

export type DeliveryAreaDto = {
  catererId: number;
  /** Null: the kitchen has not set where it delivers. */
  zipCode: string | null;
  /** The ZIP's town, "Brooklyn, NY": where pickup happens (never a street address). */
  town: string | null;
  minOrderCents: number | null;
  offersPickup: boolean;
  pickupNote: string | null;
  zones: DeliveryZoneDto[];
};
