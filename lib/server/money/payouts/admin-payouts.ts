import "server-only";
import { lineKitchenShareCents, lineSettled, receivableReasonLabel } from "@/lib/money/payouts";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";
import { getPaymentProvider } from "../payments/get-provider";

/**
 * What the admin console shows of payouts (docs/product-rules.md §19): the platform's
 * revenue (fees net of fees given back) per month, the money held for kitchens that cannot
 * be paid yet, transfers that failed (their work items retry them with backoff), what
 * kitchens owe back (open receivables, taken from their next transfers), and how many work
 * items (refunds, transfers, reversals) the job runner gave up on.
 */
export async function getPayoutsOverview(actor: Actor | null) {
  requireRole(actor, "admin");
  const months = await db.$queryRaw<{ month: string; fees: bigint }[]>`
    SELECT to_char(date_trunc('month', "createdAt"), 'YYYY-MM') AS "month",
           SUM(CASE WHEN "kind" = 'fee' THEN "amount" ELSE -"amount" END) AS "fees"
    FROM "money_movements" WHERE "kind" IN ('fee', 'fee_refund')
    GROUP BY 1 ORDER BY 1 DESC LIMIT 24`;
  const waiting = await db.booking.findMany({
    where: {
      paymentStatus: { in: ["paid", "refunded"] },
      transfer: null,
      caterer: { payoutState: { not: "payouts_enabled" } },
    },
    include: { caterer: { select: { id: true, name: true, payoutState: true } } },
  });
  const held = new Map<
    number,
    {
      catererId: number;
      name: string;
      payoutState: string;
      heldCents: number;
      settledCents: number;
      lines: number;
    }
  >();
  for (const line of waiting) {
    const share = lineKitchenShareCents(line);
    if (share <= 0) continue;
    const row = held.get(line.catererId) ?? {
      catererId: line.caterer.id,
      name: line.caterer.name,
      payoutState: line.caterer.payoutState,
      heldCents: 0,
      settledCents: 0,
      lines: 0,
    };
    row.heldCents += share;
    if (lineSettled(line)) row.settledCents += share;
    row.lines++;
    held.set(line.catererId, row);
  }
  const failed = await db.kitchenTransfer.findMany({
    where: { status: { not: "sent" } },
    orderBy: { updatedAt: "desc" },
    take: 50,
  });
  const receivables = await db.kitchenReceivable.findMany({
    where: { status: "open" },
    orderBy: { id: "asc" },
    take: 100,
  });
  const names = new Map(
    (
      await db.caterer.findMany({
        where: { id: { in: [...new Set(receivables.map((r) => r.catererId))] } },
        select: { id: true, name: true },
      })
    ).map((c) => [c.id, c.name]),
  );
  // Test mode only: the kitchens whose test balance an admin may pay out (payOutTestBalance).
  const testBalances = getPaymentProvider().payOutTestBalance
    ? await db.caterer.findMany({
        where: { stripeAccountId: { not: null } },
        select: { id: true, name: true },
        orderBy: { name: "asc" },
        take: 200,
      })
    : null;
  const failedWork = await db.workItem.count({ where: { status: "failed" } });
  return {
    failedWork,
    feesByMonth: months.map((m) => ({ month: m.month, feeCents: Number(m.fees) })),
    heldForKitchens: [...held.values()].sort((a, b) => b.settledCents - a.settledCents),
    failedTransfers: failed.map((t) => ({
      bookingId: t.bookingId,
      catererId: t.catererId,
      amount: t.amount,
      status: t.status,
      attempts: t.attempts,
      lastError: t.lastError,
      updatedAt: t.updatedAt.toISOString(),
    })),
    openReceivables: receivables.map((r) => ({
      id: r.id,
      catererId: r.catererId,
      name: names.get(r.catererId) ?? "",
      bookingId: r.bookingId,
      amountCents: r.amount,
      recoveredCents: r.recoveredAmount,
      reason: r.reason,
      reasonLabel: receivableReasonLabel(r.reason),
      createdAt: r.createdAt.toISOString(),
    })),
    testBalances: testBalances?.map((c) => ({ catererId: c.id, name: c.name })) ?? null,
  };
}
