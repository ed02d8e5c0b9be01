/**
 * Inputs of the admin's order tools: the order list's filters, the Edit Order dialog and the
 * status change. Shared by the dialog (zodResolver) and the server (parseInput).
 */
import { z } from "zod";
import { isValidIsoDate } from "@/lib/dates";
import { optionalText, requiredText as required } from "@/lib/validation/fields";
import { adminListQuerySchema } from "@/lib/validation/list-query";
import { BOOKING_STATUSES, orderLineFields } from "./schemas";

/** GET /api/admin/bookings: search by customer, email, dish or order number; filter by status. */
export const adminBookingListQuerySchema = adminListQuerySchema.extend({
  status: z
    .string()
    .optional()
    .pipe(
      z
        .enum([...BOOKING_STATUSES, "all"], {
          error: "Status must be all, pending, confirmed, cancelled or completed",
        })
        .optional(),
    )
    .transform((v) => (v === "all" ? undefined : v)),
});
export type AdminBookingListQuery = z.input<typeof adminBookingListQuerySchema>;

/** PUT /api/admin/bookings/{id} and the admin order edit dialog. */
export const adminBookingUpdateSchema = z.object({
  customerName: required("Customer name is required", 200),
  customerEmail: z
    .string({ error: "Valid email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Valid email is required").max(254, "Valid email is required")),
  customerPhone: optionalText(50),
  eventDate: z
    .string({ error: "Event date is required" })
    .trim()
    .min(1, "Event date is required")
    .refine(isValidIsoDate, "Event date must be a valid date (YYYY-MM-DD)"),
  ...orderLineFields,
  /** Sent by the old client; the server computes the total itself. */
  totalPrice: z.unknown().optional(),
});
export type AdminBookingUpdateInput = z.input<typeof adminBookingUpdateSchema>;

/** PATCH /api/admin/bookings/{id}/status. */
export const adminBookingStatusSchema = z.object({
  status: z.enum(BOOKING_STATUSES, {
    error: "Status must be pending, confirmed, cancelled or completed",
  }),
  comments: z.string().trim().max(2000).optional().nullable(),
});
export type AdminBookingStatusInput = z.input<typeof adminBookingStatusSchema>;
