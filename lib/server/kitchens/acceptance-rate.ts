import "server-only";
import { acceptanceRate } from "@/lib/orders/change-rules";
import { db } from "../db";

/** The window of the acceptance rate (docs/product-rules.md §20). */
export const ACCEPTANCE_WINDOW_DAYS = 90;

/**
 * Each kitchen's acceptance rate over the last 90 days: orders it confirmed of the orders
 * it decided (confirmed, declined, or let expire without an answer). Admins see it.
 */
export async function acceptanceRates(
  catererIds: number[],
  now: Date = new Date(),
): Promise<Map<number, { confirmed: number; decided: number; rate: number | null }>> {
  const since = new Date(now.getTime() - ACCEPTANCE_WINDOW_DAYS * 86_400_000);
  const rows = await db.order.groupBy({
    by: ["catererId", "decision"],
    where: { catererId: { in: catererIds }, decidedAt: { gte: since }, decision: { not: null } },
    _count: { _all: true },
  });
  const rates = new Map<number, { confirmed: number; decided: number; rate: number | null }>();
  for (const id of catererIds) {
    const mine = rows.filter((r) => r.catererId === id);
    const decided = mine.reduce((s, r) => s + r._count._all, 0);
    const confirmed = mine.find((r) => r.decision === "confirmed")?._count._all ?? 0;
    rates.set(id, { confirmed, decided, rate: acceptanceRate({ confirmed, decided }) });
  }
  return rates;
}
