"use client";

import { useState, type ReactNode } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import {
  CalendarDays,
  ChefHat,
  Pencil,
  Plus,
  ShoppingBag,
  SlidersHorizontal,
  Star,
} from "lucide-react";
import { write } from "@/lib/client/write";
import { DishFormDialog } from "@/components/dishes/dish-form-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { todayIso } from "@/lib/dates";
import type { CatererDto } from "@/lib/kitchens/types";
import type { KitchenTermsDto } from "@/lib/kitchens/terms-types";
import type { DishDto } from "@/lib/dishes/types";
import { createDishAction, deleteDishAction, updateDishAction } from "../actions";
import { KitchenDishCard } from "./kitchen-dish-card";
import { KitchenSettingsDialog } from "./kitchen-settings-dialog";
import type { DeliveryAreaDto } from "@/lib/delivery/types";
import { ProfileDialog } from "./profile-dialog";
import { StatCard } from "@/components/stats/stat-card";
import { useOrderListView } from "@/components/kitchens/order-list-controls";
import { KitchenOrderCard } from "@/components/orders/kitchen-order-card";
import type { OrderDto } from "@/lib/orders/types";

/** Spec 02: the tab is a "Coming Soon" placeholder listing these planned features. */
const PLANNED_AVAILABILITY_FEATURES = [
  "Calendar availability",
  "Daily order limits",
  "Blocking dates",
  "Preventing overbooking",
];

/** My Kitchen Dashboard: the caterer's dishes, orders and profile. */
export function KitchenView({
  caterer,
  terms,
  delivery,
  dishes,
  orders,
  payouts,
}: {
  caterer: CatererDto;
  terms: KitchenTermsDto;
  /** Where the kitchen delivers (docs/product-rules.md §23). */
  delivery: DeliveryAreaDto;
  dishes: DishDto[];
  /** The kitchen's orders, each with its lines (docs/product-rules.md §20). */
  orders: OrderDto[];
  /** The payouts panel, rendered by the page (docs/product-rules.md §19). */
  payouts?: ReactNode;
}) {
  const router = useRouter();
  const [dishDialog, setDishDialog] = useState<{ dish: DishDto | null } | null>(null);
  const [profileOpen, setProfileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const list = useOrderListView(orders, (o) => o.lines.map((l) => l.dishName));
  const pending = orders.filter((o) => o.status === "pending").length;

  const remove = async (dish: DishDto) => {
    if (!window.confirm(`Are you sure you want to delete "${dish.name}"?`)) return;
    await write(() => deleteDishAction(dish.id), {
      success: "Dish deleted successfully",
      refused: (message) => ({ title: "Failed to delete dish", description: message }),
      crashed: () => "Failed to delete dish",
      onDone: () => router.refresh(),
    });
  };

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">My Kitchen Dashboard</h1>
          <p className="mt-1 text-muted-foreground">
            {caterer.name}
            {caterer.location ? ` · ${caterer.location}` : ""}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setProfileOpen(true)}>
            <Pencil aria-hidden className="mr-2 h-4 w-4" />
            Edit Profile
          </Button>
          <Button variant="outline" onClick={() => setSettingsOpen(true)}>
            <SlidersHorizontal aria-hidden className="mr-2 h-4 w-4" />
            Kitchen Settings
          </Button>
          <Button variant="outline" asChild>
            <Link href="/dashboard/caterer">
              <CalendarDays aria-hidden className="mr-2 h-4 w-4" />
              Dashboard
            </Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href={`/caterer/${caterer.id}`}>View Public Page</Link>
          </Button>
        </div>
      </div>

      {payouts}

      <div className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard label="My Dishes" value={dishes.length} icon={ChefHat} />
        <StatCard
          label="Total Orders"
          value={orders.length}
          hint={`${pending} pending`}
          icon={ShoppingBag}
        />
        <StatCard label="Rating" value={`${caterer.rating}/5`} icon={Star} />
      </div>

      <Tabs defaultValue="dishes" className="mt-8">
        <TabsList className="flex h-auto w-full flex-wrap justify-start">
          <TabsTrigger value="dishes">My Dishes</TabsTrigger>
          <TabsTrigger value="orders">Orders</TabsTrigger>
          <TabsTrigger value="availability">Availability</TabsTrigger>
        </TabsList>

        <TabsContent value="dishes">
          <div className="mb-4 flex items-center justify-between gap-3">
            <h2 className="text-xl font-semibold">My Dishes</h2>
            <Button onClick={() => setDishDialog({ dish: null })}>
              <Plus aria-hidden className="mr-2 h-4 w-4" />
              Add Dish
            </Button>
          </div>
          {dishes.length === 0 ? (
            <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
              No dishes yet. Add your first dish to start taking orders.
            </p>
          ) : (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {dishes.map((dish) => (
                <KitchenDishCard
                  key={dish.id}
                  dish={dish}
                  onEdit={() => setDishDialog({ dish })}
                  onDelete={() => remove(dish)}
                />
              ))}
            </div>
          )}
        </TabsContent>

        <TabsContent value="orders" className="space-y-3">
          {orders.length > 0 && list.controls}
          {list.empty && (
            <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
              No orders match.
            </p>
          )}
          {orders.length === 0 ? (
            <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
              No orders yet.
            </p>
          ) : (
            list.shown.map((o) => <KitchenOrderCard key={o.id} order={o} today={todayIso()} />)
          )}
          {list.more}
        </TabsContent>

        <TabsContent value="availability">
          <Card>
            <CardContent className="space-y-3 p-6 text-center">
              <h2 className="text-xl font-semibold">Coming Soon</h2>
              <p className="text-muted-foreground">
                Availability management in My Kitchen is on its way. Planned features:
              </p>
              <ul className="mx-auto max-w-xs list-disc space-y-1 text-left text-sm">
                {PLANNED_AVAILABILITY_FEATURES.map((f) => (
                  <li key={f}>{f}</li>
                ))}
              </ul>
              <Button asChild>
                {/* The working page already exists: the placeholder leads to it. */}
                <Link href="/availability">Manage availability now</Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>

      <DishFormDialog
        open={dishDialog !== null}
        onOpenChange={(open) => !open && setDishDialog(null)}
        dish={dishDialog?.dish ?? null}
        onSave={(values, id) =>
          id === null ? createDishAction(values) : updateDishAction(id, values)
        }
        onSaved={() => router.refresh()}
      />
      <ProfileDialog
        caterer={caterer}
        open={profileOpen}
        onOpenChange={setProfileOpen}
        onSaved={() => router.refresh()}
      />
      <KitchenSettingsDialog
        terms={terms}
        delivery={delivery}
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        onSaved={() => router.refresh()}
      />
    </>
  );
}
