import type { ReactElement } from "react";
import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { arrangeMenu, plural } from "@/lib/browse/menu";
import type { DishDto } from "@/lib/dishes/types";
import { DishCard } from "./dish-card";

function DishGrid({ dishes, cards }: { dishes: DishDto[]; cards: Map<number, ReactElement> }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {dishes.map((dish) => (
        <li key={dish.id}>{cards.get(dish.id)}</li>
      ))}
    </ul>
  );
}

/**
 * "Our Menu": badges, tabs "All (n)" + one per category, dish cards. `filtered`: the dishes
 * are what a "Free from" choice left, so an empty menu says that instead.
 */
export function Menu({
  dishes,
  filtered = false,
  takingOrders = true,
}: {
  dishes: DishDto[];
  filtered?: boolean;
  takingOrders?: boolean;
}) {
  const menu = arrangeMenu(dishes);
  // Every dish sits in two tabs ("All" and its category). One element per dish, used in
  // both: React writes an element it meets twice into the page's RSC payload once and
  // refers to it the second time, which keeps each card out of the payload twice (a
  // quarter of the caterer page's HTML; tests/e2e/browse.spec.ts counts them).
  const cards = new Map(
    dishes.map((dish) => [
      dish.id,
      <DishCard key={dish.id} dish={dish} takingOrders={takingOrders} />,
    ]),
  );
  return (
    <section aria-labelledby="menu-heading" className="mt-12">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="menu-heading" className="text-2xl font-bold">
          Our Menu
        </h2>
        {dishes.length > 0 && (
          <>
            <Badge>{plural(menu.signatureCount, "Signature Dish", "Signature Dishes")}</Badge>
            <Badge variant="outline" className="border-amber-400 text-amber-700">
              {plural(menu.popularCount, "Popular Item", "Popular Items")}
            </Badge>
          </>
        )}
      </div>
      {dishes.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed py-16 text-center">
          <p className="text-lg font-medium">No dishes available</p>
          <p className="mt-2 text-muted-foreground">
            {filtered
              ? "No dish on this menu is declared free from the allergens you chose."
              : "This caterer hasn't added their menu yet."}
          </p>
        </div>
      ) : (
        <Tabs defaultValue="all" className="mt-6">
          <TabsList className="h-auto flex-wrap justify-start">
            {menu.tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="all" className="space-y-10">
            {menu.allGroups.map((group) => (
              <section key={group.key} aria-labelledby={`group-${group.key}`}>
                <h3 id={`group-${group.key}`} className="mb-4 text-xl font-semibold">
                  {group.title}
                </h3>
                <DishGrid dishes={group.dishes} cards={cards} />
              </section>
            ))}
          </TabsContent>
          {menu.tabs.slice(1).map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              <DishGrid dishes={tab.dishes} cards={cards} />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </section>
  );
}
