/**
 * The order (booking) input, shared by the order dialog and
 * POST /api/bookings. The server ignores the client's totalPrice and computes its own.
 */
import { z } from "zod";
import { optionalPhone } from "@/lib/validation/fields";
import { BOOKING_WINDOW_DAYS, MAX_TRAYS_PER_ORDER } from "@/lib/constants";
import { addDaysIso, isValidIsoDate, todayIso } from "@/lib/dates";
import { idField } from "@/lib/validation/id";
import { strictDecimal, strictInteger } from "@/lib/validation/number";

export const EVENT_DATE_IN_PAST = "Event date must be after today";
export const EVENT_DATE_TOO_FAR = `Event date must be within the next ${BOOKING_WINDOW_DAYS} days`;

/**
 * The order fields every order form shares (the customer's order dialog and the admin's
 * order edit form): one rule for time, tray size, quantity and special requests.
 */
export const orderLineFields = {
  eventTime: z
    .string({ error: "Event time is required" })
    .trim()
    .min(1, "Event time is required")
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Event time must be a valid time (HH:mm)"),
  traySize: z.enum(["medium", "large"], { error: "Tray size must be medium or large" }),
  quantity: z.preprocess(
    strictInteger,
    z
      // Anything that is not a number gets "Quantity must be at least 1".
      .number({ error: "Quantity must be at least 1" })
      .int("Quantity must be a whole number")
      .min(1, "Quantity must be at least 1")
      .max(MAX_TRAYS_PER_ORDER, "Maximum 10 trays per order"),
  ),
  specialRequests: z
    .string()
    .trim()
    .max(2000, "Special requests must be at most 2000 characters")
    .optional()
    .nullable()
    .transform((v) => v || null),
};

export const bookingSchema = z.object({
  catererId: idField("Caterer is required"),
  dishId: idField("Dish is required"),
  customerName: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name must be at most 200 characters"),
  customerEmail: z
    .string({ error: "Valid email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Valid email is required")),
  customerPhone: optionalPhone,
  eventDate: z
    .string({ error: "Event date is required" })
    .trim()
    .min(1, "Event date is required")
    .refine(isValidIsoDate, "Event date must be a valid date (YYYY-MM-DD)")
    .refine((d) => !isValidIsoDate(d) || d > todayIso(), EVENT_DATE_IN_PAST)
    .refine(
      (d) => !isValidIsoDate(d) || d <= addDaysIso(todayIso(), BOOKING_WINDOW_DAYS),
      EVENT_DATE_TOO_FAR,
    ),
  ...orderLineFields,
  /** Sent by the old client; checked for shape, never used. */
  totalPrice: z
    .preprocess(
      strictDecimal,
      z.number({ error: "Total price must be a number" }).min(1, "Total price is required"),
    )
    .optional(),
});
export type BookingInput = z.input<typeof bookingSchema>;

export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled", "completed"] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

/** PATCH /api/bookings/{id}/status. */
export const statusChangeSchema = z.object({
  status: z.enum(BOOKING_STATUSES, {
    error: "Status must be pending, confirmed, cancelled or completed",
  }),
  comments: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => v || null),
});

/** The booking list filters (GET /api/bookings). */
export const bookingListQuerySchema = z.object({
  catererId: idField("Invalid caterer id").optional(),
  userId: idField("Invalid user id").optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
});
