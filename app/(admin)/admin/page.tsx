import Link from "next/link";
import type { Metadata } from "next";
import { StatCard } from "@/components/stats/stat-card";
import { BookingStatusBadge } from "@/components/lines/status-badges";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { formatEventDate } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { getAdminOverview } from "@/lib/server/overview/platform-overview";
import { requireAdminPage } from "@/lib/server/auth/require-admin-page";
import { listAdminBookings } from "@/lib/server/orders/admin-bookings";
import { listAdminCaterers } from "@/lib/server/kitchens/admin-caterers";
import { listAdminDishes } from "@/lib/server/dishes/list-admin-dishes";
import { listUsers } from "@/lib/server/users/list-users";
import { AdminTabs } from "./_components/admin-tabs";
import { CaterersPanel } from "./_components/caterers-panel";
import { DishesPanel } from "./_components/dishes-panel";
import { OrdersPanel } from "./_components/orders-panel";
import { UsersPanel } from "./_components/users-panel";
import { DeliveryAlerts } from "./_components/delivery-alerts";
import { listDeliveryAlerts } from "@/lib/server/orders/delivery-alerts";
import { ADMIN_TABS, type AdminTab } from "./_components/tabs";

export const metadata: Metadata = { title: "Admin Dashboard", robots: { index: false } };

type Search = { tab?: string; q?: string; page?: string; status?: string };

export default async function AdminDashboardPage({
  searchParams,
}: {
  searchParams: Promise<Search>;
}) {
  const actor = await requireAdminPage("/admin");
  const { tab: rawTab, q, page, status } = await searchParams;
  const tab: AdminTab = ADMIN_TABS.find((t) => t === rawTab) ?? "caterers";
  const overview = await getAdminOverview(actor);
  const deliveryAlerts = await listDeliveryAlerts(actor);
  const query = { search: q, page };
  // A hand-edited URL with a bad page shows the first page rather than an error.
  const safely = <T,>(load: (q: typeof query) => Promise<T>) =>
    load(query).catch(() => load({ search: undefined, page: undefined }));

  let panel: React.ReactNode;
  if (tab === "caterers") {
    const list = await safely((x) => listAdminCaterers(actor, x));
    panel = <CaterersPanel {...list} />;
  } else if (tab === "dishes") {
    const list = await safely((x) => listAdminDishes(actor, x));
    panel = <DishesPanel {...list} />;
  } else if (tab === "orders") {
    const list = await safely((x) => listAdminBookings(actor, { ...x, status }));
    panel = <OrdersPanel initial={list} />;
  } else {
    const list = await safely((x) => listUsers(actor, x));
    panel = <UsersPanel {...list} viewerId={actor.userId} layout="cards" />;
  }

  const { users } = overview;
  return (
    <>
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
      <p className="mt-1 text-muted-foreground">
        Run the marketplace: caterers, dishes, orders and users.{" "}
        <Link href="/admin/emails" className="font-medium text-primary hover:underline">
          Read the emails the app sent
        </Link>
      </p>

      <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Total Caterers"
          value={overview.caterers}
          hint={`${overview.activeCaterers} active caterers`}
        />
        <StatCard label="Total Dishes" value={overview.dishes} />
        <StatCard label="Total Orders" value={overview.orders} />
        <StatCard
          label="Total Users"
          value={users.total}
          hint={`${users.inactive} inactive users`}
        />
      </div>

      <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader className="pb-2">
            <CardTitle className="text-lg">Recent Orders</CardTitle>
          </CardHeader>
          <CardContent>
            {overview.recentOrders.length === 0 ? (
              <p className="text-sm text-muted-foreground">No orders yet.</p>
            ) : (
              <ul className="divide-y" data-testid="recent-orders">
                {overview.recentOrders.map((b) => (
                  <li key={b.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                    <div className="min-w-0">
                      <p className="truncate font-medium">
                        #{b.id} {b.customerName} &middot; {b.dishName}
                      </p>
                      <p className="text-muted-foreground">
                        {formatEventDate(b.eventDate)} at {b.eventTime}
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-2">
                      <span className="font-semibold">{formatCents(b.totalPrice)}</span>
                      <BookingStatusBadge status={b.status} />
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-lg">User Overview</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="space-y-2 text-sm" data-testid="user-overview">
              <div className="flex justify-between">
                <dt>Customers</dt>
                <dd className="font-semibold">{users.byRole.user}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Caterers</dt>
                <dd className="font-semibold">{users.byRole.caterer}</dd>
              </div>
              <div className="flex justify-between">
                <dt>Admins</dt>
                <dd className="font-semibold">{users.byRole.admin}</dd>
              </div>
              <div className="flex justify-between border-t pt-2">
                <dt>Active / Total</dt>
                <dd className="font-semibold">
                  {users.active} / {users.total}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
      </div>

      {overview.closedKitchenOrders.length > 0 && (
        <Card className="mt-6 border-amber-400" data-testid="closed-kitchen-orders">
          <CardHeader className="pb-2">
            <CardTitle className="text-lg">Open orders at closed kitchens</CardTitle>
            <p className="text-sm text-muted-foreground">
              These kitchens no longer take orders (owner deactivated or permit expired). Cancel
              each order with a refund, or arrange it with the customer, in the Orders tab.
            </p>
          </CardHeader>
          <CardContent>
            <ul className="divide-y">
              {overview.closedKitchenOrders.map((b) => (
                <li key={b.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="truncate font-medium">
                      #{b.id} {b.caterer?.name} &middot; {b.customerName} &middot; {b.dishName}
                    </p>
                    <p className="text-muted-foreground">
                      {formatEventDate(b.eventDate)} at {b.eventTime}
                    </p>
                  </div>
                  <BookingStatusBadge status={b.status} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}

      <DeliveryAlerts alerts={deliveryAlerts} />

      <AdminTabs
        current={tab}
        counts={{
          caterers: overview.caterers,
          dishes: overview.dishes,
          orders: overview.orders,
          users: users.total,
        }}
      >
        {panel}
      </AdminTabs>
    </>
  );
}
