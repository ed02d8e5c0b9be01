import { currentActor } from "@/lib/server/auth/current-actor";
import { getFeedToken } from "@/lib/server/calendar-feed/feed-token";
import { isAppError } from "@/lib/server/errors";
import { getKitchenDashboard } from "@/lib/server/kitchen-dashboard/get-kitchen-dashboard";
import { listKitchenDay } from "@/lib/server/orders/list-kitchen-day";
import { DashboardView } from "./dashboard-view";
import { KitchenDay } from "./kitchen-day";

async function loadDashboard(catererId?: number) {
  const actor = await currentActor();
  try {
    const { caterer, bookings, trayCapacity } = await getKitchenDashboard(actor, catererId);
    const { token } = await getFeedToken(actor, { catererId: caterer.id });
    const day = await listKitchenDay(actor, caterer.id);
    return { data: { caterer, bookings, trayCapacity, feedToken: token }, day };
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "forbidden")) {
      return { denied: error.code === "not_found" ? "Caterer not found" : error.message };
    }
    throw error;
  }
}

/**
 * /dashboard/caterer[/{id}]: a caterer sees only their own; admins any. `bookingId` opens
 * that order's details on arrival, if it is one of the kitchen's bookings (otherwise the
 * dashboard opens as usual).
 */
export async function DashboardPage({
  catererId,
  bookingId,
}: {
  catererId?: number;
  bookingId?: number;
}) {
  const result = await loadDashboard(catererId);
  if (!result.data) {
    return (
      <p className="py-20 text-center text-xl font-semibold" role="alert">
        {result.denied}
      </p>
    );
  }
  const initialBookingId = result.data.bookings.some((b) => b.id === bookingId)
    ? bookingId
    : undefined;
  return (
    <DashboardView
      {...result.data}
      initialBookingId={initialBookingId}
      day={<KitchenDay {...result.day} />}
    />
  );
}
