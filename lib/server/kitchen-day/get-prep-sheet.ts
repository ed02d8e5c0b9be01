import "server-only";
import { allergenSummary } from "@/lib/dishes/allergen-words";
import { isoToUtcDate } from "@/lib/dates";
import { isOnPrepSheet } from "@/lib/kitchen-day/rules";
import { kitchenDaySchema, type KitchenDayInput } from "@/lib/kitchen-day/schemas";
import { trayTotals, type TrayCount } from "@/lib/kitchen-day/tray-totals";
import type { PrepOrder, PrepSheet } from "@/lib/kitchen-day/types";
import type { Actor } from "../actor";
import { CATERER_NOT_FOUND } from "../kitchens/get-caterer";
import { kitchenFor, requireKitchenManager } from "../kitchens/kitchen-access";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";

/**
 * The kitchen's day (docs/product-rules.md "The kitchen's day"): the trays to make per dish
 * and each order with its dishes, allergens and requests, for one kitchen and one date. The
 * caterer who runs the kitchen gets their own (naming another is 404); admins name one.
 */
export async function getPrepSheet(
  actor: Actor | null,
  input: KitchenDayInput,
): Promise<PrepSheet> {
  const a = requireKitchenManager(actor);
  const { date, catererId } = parseInput(kitchenDaySchema, input);
  const kitchenId = kitchenFor(a, catererId);
  const kitchen = await db.caterer.findUnique({
    where: { id: kitchenId },
    select: { id: true, name: true },
  });
  if (!kitchen) throw new AppError("not_found", CATERER_NOT_FOUND);
  const rows = await db.order.findMany({
    where: { catererId: kitchen.id, eventDate: isoToUtcDate(date) },
    include: {
      lines: {
        include: {
          dish: { select: { allergens: true, majorAllergens: true, allergensDeclared: true } },
        },
        orderBy: { id: "asc" },
      },
    },
    orderBy: [{ eventTime: "asc" }, { id: "asc" }],
  });
  const orders: PrepOrder[] = [];
  const counts: TrayCount[] = [];
  for (const order of rows) {
    const lines = order.lines.filter(isOnPrepSheet);
    if (lines.length === 0) continue;
    orders.push({
      id: order.id,
      eventTime: order.eventTime,
      firstName: order.customerName.trim().split(/\s+/)[0] ?? "",
      guestCount: order.guestCount,
      lines: lines.map((line) => ({
        bookingId: line.id,
        // The name as ordered (the table groups a renamed dish by its id).
        dishName: line.dishName,
        traySize: line.traySize,
        quantity: line.quantity,
        // Today's declaration: the kitchen cooks today's recipe. A deleted dish has none.
        allergens: allergenSummary({
          majorAllergens: line.dish?.allergensDeclared ? line.dish.majorAllergens : null,
          allergens: line.dish?.allergens ?? [],
        }),
        specialRequests: line.specialRequests?.trim() || null,
      })),
    });
    for (const line of lines) {
      counts.push({
        dishKey: line.dishId === null ? `name:${line.dishName}` : `dish:${line.dishId}`,
        dishName: line.dishName,
        traySize: line.traySize,
        quantity: line.quantity,
      });
    }
  }
  return { kitchen, date, ...trayTotals(counts), orders };
}
