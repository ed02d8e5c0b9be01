/** What the prep sheet and the tray labels print (docs/product-rules.md "The kitchen's day"). */

export type TraySizeValue = "medium" | "large";

/** One dish of the day with how many trays of each size to make. */
export type DishTrays = { dishName: string; medium: number; large: number };

export type PrepLine = {
  bookingId: number;
  dishName: string;
  traySize: TraySizeValue;
  quantity: number;
  /** The dish card's allergen line: "Contains: Milk, Wheat", "Contains none of the nine
   * major allergens" or "Allergens not declared". */
  allergens: string;
  specialRequests: string | null;
};

export type PrepOrder = {
  id: number;
  /** HH:mm, the marketplace's time zone (event times are local). */
  eventTime: string;
  /** The customer's first name only: the sheet hangs on a kitchen wall. */
  firstName: string;
  guestCount: number | null;
  lines: PrepLine[];
};

export type PrepSheet = {
  kitchen: { id: number; name: string };
  date: string;
  trays: DishTrays[];
  totals: { medium: number; large: number };
  orders: PrepOrder[];
};

/** One label for one tray. */
export type TrayLabel = {
  dishName: string;
  allergens: string;
  /** "Medium Tray · Serves 6-8 people". */
  serves: string;
  orderId: number;
  date: string;
  eventTime: string;
  /** This tray's place among its line's trays: 1 of 2. */
  tray: number;
  of: number;
  reheat: string;
};
