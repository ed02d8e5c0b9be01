/** Business constants of the specs (01 section 9, 02 section 9), shared by server and browser. */

export const HOME_CUISINES = [
  "Italian",
  "Mexican",
  "Indian",
  "Thai",
  "Mediterranean",
  "Southern",
] as const;

export const DIETARY_OPTIONS = [
  { value: "vegetarian", label: "Vegetarian" },
  { value: "vegan", label: "Vegan" },
  { value: "gluten-free", label: "Gluten-Free" },
] as const;

export const DISH_CATEGORIES = ["appetizer", "main", "dessert", "side"] as const;
export type DishCategoryValue = (typeof DISH_CATEGORIES)[number];

/** Spice levels as the API spells them; the database enum says extra_hot. */
export const SPICE_LEVELS = ["mild", "medium", "hot", "extra-hot"] as const;
export type SpiceLevelValue = (typeof SPICE_LEVELS)[number];

export const TRAY_SIZES = {
  medium: { label: "Medium Tray", serves: "6-8 people", startingFrom: 50 },
  large: { label: "Large Tray", serves: "10-12 people", startingFrom: 75 },
} as const;

export const MAX_TRAYS_PER_ORDER = 10;
/** How long an unpaid order keeps its date's slot (it never outlasts the 24-hour cut-off). */
export const UNPAID_HOLD_HOURS = 24;
/** An order placed inside the event's last day still gets this long to pay. */
export const LAST_MINUTE_HOLD_MINUTES = 60;
/**
 * What one customer may hold with unpaid orders (docs/product-rules.md §16, §20): an order
 * takes one of its kitchen's daily slots whatever its number of lines, and its trays count
 * against the kitchen's tray capacity. At most this many unpaid orders in all...
 */
export const MAX_UNPAID_ORDERS = 10;
/** ...at most this many of one kitchen's slots on one date (a kitchen has 5 by default)... */
export const MAX_UNPAID_ORDERS_PER_KITCHEN_DATE = 3;
/** ...and at most this many tray units in all (a 500-guest event needs about 75). */
export const MAX_UNPAID_TRAY_UNITS = 100;
/** Orders are taken for event dates up to this many days ahead. */
export const BOOKING_WINDOW_DAYS = 365;
export const DEFAULT_MAX_ORDERS_PER_DAY = 5;
export const MAX_ORDERS_PER_DAY_LIMIT = 20;
export const DEFAULT_PREP_TIME_MINUTES = 30;
export const MIN_PASSWORD_LENGTH = 8;
export const CUSTOMER_CANCEL_MIN_HOURS = 24;
export const TOAST_DURATION_MS = 5000;
export const HOME_PAGE_SIZE = 24;
export const SUPPORT_EMAIL = "support@traytable.example";

export const APPLICATION_STATUSES = [
  "draft",
  "submitted",
  "under_review",
  "changes_requested",
  "approved",
  "rejected",
] as const;
export type ApplicationStatusValue = (typeof APPLICATION_STATUSES)[number];

/** Lines one event cart holds (docs/product-rules.md §15). */
export const MAX_CART_LINES = 20;
/** Guests one event may have (the planner plans up to this many too). */
export const MAX_EVENT_GUESTS = 500;
