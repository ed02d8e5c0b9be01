import { cn } from "@/lib/utils";
import type { BookingDto } from "@/lib/lines/types";

const STATUS_STYLES: Record<BookingDto["status"], string> = {
  pending: "border-amber-300 bg-amber-50 text-amber-800",
  confirmed: "border-green-300 bg-green-50 text-green-800",
  cancelled: "border-red-300 bg-red-50 text-red-800",
  completed: "border-indigo-300 bg-indigo-50 text-indigo-800",
};

const PAYMENT_STYLES: Record<BookingDto["paymentStatus"], string> = {
  pending: "border-slate-300 bg-slate-50 text-slate-700",
  processing: "border-sky-300 bg-sky-50 text-sky-800",
  paid: "border-green-300 bg-green-50 text-green-800",
  failed: "border-red-300 bg-red-50 text-red-800",
  refunded: "border-purple-300 bg-purple-50 text-purple-800",
};

const base =
  "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold capitalize";

export function BookingStatusBadge({ status }: { status: BookingDto["status"] }) {
  return (
    <span
      className={cn(base, STATUS_STYLES[status])}
      data-testid="booking-status"
      title="Order status"
    >
      {status}
    </span>
  );
}

export function PaymentStatusBadge({ status }: { status: BookingDto["paymentStatus"] }) {
  return (
    <span
      className={cn(base, PAYMENT_STYLES[status])}
      data-testid="payment-status"
      title="Payment status"
    >
      {status}
    </span>
  );
}
