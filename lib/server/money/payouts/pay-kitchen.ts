import "server-only";
import { lineKitchenShareCents, lineSettled } from "@/lib/money/payouts";
import { db, type Tx } from "../../db";
import { getPaymentProvider } from "../payments/get-provider";
import { recordTransfer } from "../payments/ledger";
import { log } from "../../observability/log";
import { transferGroupOf, transfersAfterCharge } from "./merchant-of-record";
import { netReceivables } from "./net-receivables";
import { reverseOrRecordReceivable } from "./reverse-or-record-receivable";
import { disputeHoldsLine } from "../disputes/hold";
import { enqueueWorkFor } from "../../work/enqueue-work";

export type PayKitchenOutcome = "sent" | "reversed" | "receivable" | "failed" | "held" | "nothing";

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Brings a line's transfer in line with what its kitchen is owed (docs/product-rules.md
 * §19), after the change that caused it has committed (no provider call under a row
 * lock): the handler of a pay_kitchen work item, which the change enqueued in its
 * transaction. Safe to call any number of times, concurrently too:
 *
 * - a settled line whose kitchen can be paid gets one transfer of its share, ever: the row
 *   in kitchen_transfers is unique on the line and the provider gets the idempotency key
 *   `transfer-booking-{id}`; the ledger's transfer is written when the provider confirms;
 * - a transfer that failed answers "failed" and its work item is retried with backoff (an
 *   admin may retry it from /admin/payments too), with the same key and amount, so a transfer the provider made before a crash is not made twice;
 * - what the kitchen owes (open receivables) is kept from its transfer first, fixed once
 *   before the provider call (netReceivables), so each retry sends the same amount;
 * - when a refund left the kitchen less than it was sent, the difference is reversed, under
 *   a key that names how much was reversed before; when the kitchen's balance cannot give
 *   it back, the kitchen owes it instead (reverseOrRecordReceivable);
 * - a line an admin reopened (completed -> pending or confirmed) is owed nothing until it
 *   settles again: all of its transfer is reversed; completing it again starts a new round
 *   (round + 1) with keys of its own, `transfer-booking-{id}-r{round}`, so it is sent again,
 *   once per completion;
 * - a line with an open or lost dispute is held (docs/product-rules.md §22): nothing is
 *   sent, started again or reversed here; a lost dispute's reversal is settleDispute's.
 */
export async function payKitchenForLine(bookingId: number): Promise<PayKitchenOutcome> {
  if (!transfersAfterCharge()) return "nothing";
  const line = await db.booking.findUnique({
    where: { id: bookingId },
    include: { caterer: { select: { stripeAccountId: true, payoutState: true } }, transfer: true },
  });
  if (!line?.stripePaymentIntentId) return "nothing";
  if (await disputeHoldsLine(line.id)) return "held";
  // What the kitchen is owed now: its share once the line is settled, else nothing.
  const owed = lineSettled(line) ? lineKitchenShareCents(line) : 0;
  let transfer = line.transfer;
  const { stripeAccountId, payoutState } = line.caterer;
  const payable = !!stripeAccountId && payoutState === "payouts_enabled";
  if (
    transfer?.status === "sent" &&
    transfer.reversedAmount >= transfer.amount &&
    owed > 0 &&
    payable
  ) {
    // Reopened, reversed in full, and settled again: a new round pays it again.
    await db.kitchenTransfer.updateMany({
      where: { id: transfer.id, round: transfer.round, reversedAmount: transfer.amount },
      data: {
        round: transfer.round + 1,
        destination: stripeAccountId!,
        amount: owed,
        status: "pending",
        providerRef: null,
        reversedAmount: 0,
        receivableAmount: 0,
        recoveredAmount: 0,
        nettedAt: null,
        sentAt: null,
        attempts: 0,
        lastError: null,
      },
    });
    transfer = await db.kitchenTransfer.findUniqueOrThrow({ where: { id: transfer.id } });
  }
  if (!transfer) {
    if (owed <= 0) return "nothing";
    // The money waits on the platform's balance until the kitchen can be paid.
    if (!payable) return "held";
    await db.kitchenTransfer.createMany({
      data: [
        {
          bookingId: line.id,
          catererId: line.catererId,
          destination: stripeAccountId,
          amount: lineKitchenShareCents(line),
          currency: line.paymentCurrency,
          intentId: line.stripePaymentIntentId,
          transferGroup: transferGroupOf(line),
        },
      ],
      skipDuplicates: true,
    });
    transfer = await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: line.id } });
  }

  let outcome: PayKitchenOutcome = "nothing";
  // A transfer not sent yet waits while its line is reopened (owed nothing).
  if (transfer.status !== "sent" && owed <= 0) return "nothing";
  if (transfer.status !== "sent") {
    transfer = await netReceivables(transfer.id);
    // Netted to 0: paying what the kitchen owed was the whole transfer.
    if (transfer.status === "sent") outcome = "sent";
  }
  if (transfer.status !== "sent") {
    try {
      // A line its order's change paid more for has charges on two intents: no one charge
      // funds its share, so it comes from the platform's balance (docs/product-rules.md §20).
      const charges = await db.moneyMovement.findMany({
        where: { bookingId: line.id, kind: "charge" },
        distinct: ["intentId"],
        select: { intentId: true },
      });
      const { transferId } = await getPaymentProvider().createTransfer({
        amount: transfer.amount - transfer.recoveredAmount,
        currency: transfer.currency,
        destination: transfer.destination,
        sourceIntentId: transfer.intentId,
        fromBalance: charges.length > 1,
        transferGroup: transfer.transferGroup,
        idempotencyKey: `transfer-booking-${line.id}${transfer.round ? `-r${transfer.round}` : ""}`,
      });
      const t = transfer;
      await db.$transaction(async (tx) => {
        const { count } = await tx.kitchenTransfer.updateMany({
          where: { id: t.id, status: { not: "sent" } },
          data: {
            status: "sent",
            providerRef: transferId,
            sentAt: new Date(),
            attempts: { increment: 1 },
            lastError: null,
          },
        });
        if (count) {
          await recordTransfer(tx, {
            intentId: t.intentId,
            amount: t.amount - t.recoveredAmount,
            currency: t.currency,
            bookingId: line.id,
            eventId: line.eventId,
            providerRef: transferId,
            round: t.round,
          });
        }
      });
      outcome = "sent";
    } catch (error) {
      log.error(`Transfer for booking ${line.id} failed; its work item retries it`, error);
      await db.kitchenTransfer.updateMany({
        where: { id: transfer.id, status: { not: "sent" } },
        data: { status: "failed", attempts: { increment: 1 }, lastError: message(error) },
      });
      return "failed";
    }
    transfer = await db.kitchenTransfer.findUniqueOrThrow({ where: { id: transfer.id } });
  }

  const over = transfer.amount - transfer.reversedAmount - owed;
  if (over > 0 && transfer.status === "sent") {
    const round = transfer.round ? `r${transfer.round}-` : "";
    const { outcome: taken } = await reverseOrRecordReceivable({
      catererId: transfer.catererId,
      bookingId: line.id,
      amount: over,
      key: `reverse-booking-${line.id}-${round}${transfer.reversedAmount}`,
    });
    if (taken !== "nothing") outcome = taken;
  }
  return outcome;
}

/**
 * Enqueues, in the caller's transaction, a pay_kitchen item for each line of an intent
 * whose payout may have changed (paid late, refunded at the provider). Returns their ids.
 */
export async function enqueuePayoutsOfIntent(tx: Tx, intentId: string): Promise<number[]> {
  const lines = await tx.booking.findMany({
    where: {
      stripePaymentIntentId: intentId,
      OR: [{ status: { in: ["completed", "cancelled"] } }, { transfer: { isNot: null } }],
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return enqueueWorkFor(
    tx,
    "pay_kitchen",
    lines.map((l) => l.id),
  );
}
