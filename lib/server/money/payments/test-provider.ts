import "server-only";
import { randomBytes } from "node:crypto";
import type {
  TestConnectedAccount,
  TestDispute,
  TestPaymentIntent,
} from "@/lib/generated/prisma/client";
import { DISPUTE_FEE_CENTS } from "@/lib/money/disputes/rules";
import { CARD_ERRORS, cardInputError, digitsOnly, testCardOutcome } from "@/lib/money/test-cards";
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import {
  BalanceShortError,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderDispute,
  type ProviderIntent,
} from "./provider";
import { TEST_ONBOARDING_PATH } from "@/lib/money/test-onboarding";

const token = (bytes: number) => randomBytes(bytes).toString("hex");

function toIntent(row: TestPaymentIntent): ProviderIntent {
  const status: ProviderIntent["status"] =
    row.status === "requires_payment_method" ? (row.lastErrorCode ? "failed" : "open") : row.status;
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    bookingId: row.eventId === null && row.changeId === null ? row.bookingId : null,
    eventId: row.eventId,
    changeId: row.changeId,
    status,
    // Like a Stripe charge: refunded once all of it went back.
    refunded: row.amountRefunded >= row.amount,
    lastError: row.lastErrorMessage,
  };
}

const toAccount = (row: TestConnectedAccount): ProviderAccount => ({
  id: row.id,
  detailsSubmitted: row.detailsSubmitted,
  chargesEnabled: row.detailsSubmitted,
  payoutsEnabled: row.payoutsEnabled,
  requirementsDue: row.detailsSubmitted ? 0 : 1,
});

const toDispute = (row: TestDispute): ProviderDispute => ({
  id: row.id,
  intentId: row.intentId,
  chargeId: null,
  amount: row.amount,
  currency: row.currency,
  reason: row.reason,
  status: row.status,
  // Like Stripe's: the fee is taken with the disputed money, whatever the outcome.
  feeCents: DISPUTE_FEE_CENTS,
  evidenceDueBy: null,
});

async function dispute(id: string): Promise<TestDispute> {
  const row = await db.testDispute.findUnique({ where: { id } });
  if (!row) throw new AppError("not_found", "Dispute not found");
  return row;
}

/**
 * A transfer, like Stripe's: funded by a succeeded charge, never more than that charge,
 * one per idempotency key, to an account that can be paid.
 */
async function transfer(input: {
  amount: number;
  currency: string;
  destination: string;
  sourceIntentId: string;
  fromBalance?: boolean;
  transferGroup: string;
  idempotencyKey: string;
}): Promise<{ transferId: string }> {
  const { fromBalance, ...data } = input;
  const same = await db.testTransfer.findUnique({
    where: { idempotencyKey: input.idempotencyKey },
  });
  if (same) return { transferId: same.id };
  const account = await db.testConnectedAccount.findUnique({ where: { id: input.destination } });
  if (!account?.payoutsEnabled) {
    throw new AppError("conflict", "The destination account cannot receive transfers yet");
  }
  const source = await db.testPaymentIntent.findUnique({ where: { id: input.sourceIntentId } });
  // A line several charges paid is funded by the balance, which is at least the charges
  // that paid it (the caller's ledger says so); one charge funds at most its own amount.
  if (
    source?.status !== "succeeded" ||
    input.amount < 1 ||
    (!fromBalance && input.amount > source.amount)
  ) {
    throw new AppError("conflict", "The transfer's source charge cannot fund it");
  }
  const id = `ttr_${token(12)}`;
  await db.testTransfer.createMany({
    data: [{ id, ...data }],
    skipDuplicates: true,
  });
  const row = await db.testTransfer.findUniqueOrThrow({
    where: { idempotencyKey: input.idempotencyKey },
  });
  return { transferId: row.id };
}

/**
 * A test account's balance: what was transferred to it, less reversals, less what it paid
 * out (payOutTestBalance), as Stripe keeps a connected account's balance.
 */
async function accountBalance(tx: Tx, accountId: string): Promise<number> {
  const account = await tx.testConnectedAccount.findUnique({ where: { id: accountId } });
  const [row] = await tx.$queryRaw<{ net: bigint | null }[]>`
    SELECT SUM("amount" - "amountReversed") AS "net" FROM "test_transfers"
    WHERE "destination" = ${accountId}`;
  return Number(row?.net ?? 0) - (account?.paidOutAmount ?? 0);
}

async function payOutBalance(accountId: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "test_connected_accounts" WHERE "id" = ${accountId} FOR UPDATE`;
    if (!locked.length) throw new AppError("not_found", "Account not found");
    const balance = await accountBalance(tx, accountId);
    if (balance > 0) {
      await tx.testConnectedAccount.update({
        where: { id: accountId },
        data: { paidOutAmount: { increment: balance } },
      });
    }
  });
}

async function reverse(input: {
  transferId: string;
  amount: number;
  idempotencyKey: string;
}): Promise<{ reversalId: string }> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "test_transfers" WHERE "id" = ${input.transferId} FOR UPDATE`;
    if (!locked.length) throw new AppError("not_found", "Transfer not found");
    const same = await tx.testTransferReversal.findUnique({
      where: { idempotencyKey: input.idempotencyKey },
    });
    if (same) return { reversalId: same.id };
    const t = await tx.testTransfer.findUniqueOrThrow({ where: { id: input.transferId } });
    if (input.amount < 1 || input.amount > t.amount - t.amountReversed) {
      throw new AppError("invalid_input", "The reversal exceeds what is left of the transfer");
    }
    // Like Stripe: the money comes back from the account's balance, refused when short.
    await tx.$queryRaw`
      SELECT "id" FROM "test_connected_accounts" WHERE "id" = ${t.destination} FOR UPDATE`;
    if (input.amount > (await accountBalance(tx, t.destination))) throw new BalanceShortError();
    const id = `ttrr_${token(12)}`;
    await tx.testTransferReversal.create({
      data: { id, transferId: t.id, idempotencyKey: input.idempotencyKey, amount: input.amount },
    });
    await tx.testTransfer.update({
      where: { id: t.id },
      data: { amountReversed: { increment: input.amount } },
    });
    return { reversalId: id };
  });
}

/**
 * Refunds an intent in full or in part, as Stripe does: several partial refunds of one
 * payment may be made (an event's lines, a policy's share), each idempotency key refunds
 * once, all refunds together never exceed the amount paid, and once everything is back
 * another refund gets nothing. The refund row and the intent's running total are written in
 * one transaction under the intent's row lock. The first refund is also kept on the intent's
 * own columns (refundId, refundAmount), where the admin's tools look.
 */
async function refundIntent(
  intentId: string,
  idempotencyKey: string,
  amount: number | undefined,
): Promise<{ refundId: string | null }> {
  return db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT "id" FROM "test_payment_intents" WHERE "id" = ${intentId} FOR UPDATE`;
    if (!locked.length) throw new AppError("not_found", "Payment not found");
    const same = await tx.testPaymentRefund.findUnique({ where: { idempotencyKey } });
    if (same) return { refundId: same.id };
    const now = await tx.testPaymentIntent.findUniqueOrThrow({ where: { id: intentId } });
    if (now.status !== "succeeded") {
      throw new AppError("conflict", "Only a succeeded payment can be refunded");
    }
    const left = now.amount - now.amountRefunded;
    if (left === 0) return { refundId: null }; // refunded already, under other keys
    const cents = amount ?? left;
    if (!Number.isInteger(cents) || cents < 1 || cents > left) {
      throw new AppError(
        "invalid_input",
        "The refund amount must be from 1 cent to the amount paid",
      );
    }
    const refundId = `tre_${token(12)}`;
    await tx.testPaymentRefund.create({
      data: { id: refundId, intentId, idempotencyKey, amount: cents },
    });
    const full = now.amountRefunded + cents >= now.amount;
    await tx.testPaymentIntent.update({
      where: { id: intentId },
      data: {
        amountRefunded: { increment: cents },
        ...(full ? { refundedAt: new Date() } : {}),
        ...(now.refundId === null
          ? { refundId, refundIdempotencyKey: idempotencyKey, refundAmount: cents }
          : {}),
      },
    });
    return { refundId };
  });
}

/**
 * The built-in test payment provider, used when no Stripe keys are set, so that a fresh
 * install can take a whole order through checkout (docs/product-rules.md §5). It keeps its
 * intents in PostgreSQL (test_payment_intents), so it works with several app processes and
 * survives restarts, and it mirrors Stripe's semantics: idempotency keys, an intent that
 * stays open after a decline, full refunds made once per key. No money moves.
 */
export function createTestProvider(): PaymentProvider {
  return {
    checkout: { kind: "test" },

    async createIntent({ amount, currency, bookingId = 0, eventId, changeId, idempotencyKey }) {
      const id = `tpi_${token(12)}`;
      await db.testPaymentIntent.createMany({
        data: [
          {
            id,
            clientSecret: `${id}_secret_${token(16)}`,
            idempotencyKey,
            amount,
            currency,
            bookingId,
            eventId: eventId ?? null,
            changeId: changeId ?? null,
          },
        ],
        skipDuplicates: true,
      });
      const row = await db.testPaymentIntent.findUniqueOrThrow({ where: { idempotencyKey } });
      if (
        row.amount !== amount ||
        row.currency !== currency ||
        row.bookingId !== bookingId ||
        row.eventId !== (eventId ?? null) ||
        row.changeId !== (changeId ?? null)
      ) {
        // What Stripe answers when a key is reused with other parameters.
        throw new Error(`Idempotency key ${idempotencyKey} was used with other parameters`);
      }
      return toIntent(row);
    },

    async retrieveIntent(id) {
      const row = await db.testPaymentIntent.findUnique({ where: { id } });
      if (!row) throw new AppError("not_found", "Payment not found");
      return toIntent(row);
    },

    async refund({ intentId, idempotencyKey, amount }) {
      return refundIntent(intentId, idempotencyKey, amount);
    },

    async cancelIntent(id) {
      await db.testPaymentIntent.updateMany({
        where: { id, status: "requires_payment_method" },
        data: { status: "canceled" },
      });
      const row = await db.testPaymentIntent.findUnique({ where: { id } });
      if (!row) throw new AppError("not_found", "Payment not found");
      return toIntent(row);
    },

    async listSucceededIntents(since) {
      const rows = await db.testPaymentIntent.findMany({
        where: { status: "succeeded", createdAt: { gte: since } },
        orderBy: { createdAt: "asc" },
      });
      return rows.map(toIntent);
    },

    parseWebhook() {
      throw new AppError("not_found", "Stripe webhooks are not configured");
    },

    async createConnectedAccount({ catererId, email, idempotencyKey }) {
      await db.testConnectedAccount.createMany({
        data: [{ id: `tacct_${token(8)}`, idempotencyKey, catererId, email }],
        skipDuplicates: true,
      });
      return toAccount(
        await db.testConnectedAccount.findUniqueOrThrow({ where: { idempotencyKey } }),
      );
    },

    async retrieveAccount(id) {
      const row = await db.testConnectedAccount.findUnique({ where: { id } });
      if (!row) throw new AppError("not_found", "Account not found");
      return toAccount(row);
    },

    async createAccountLink({ accountId }) {
      // The local stand-in for Stripe's hosted onboarding (same origin, so a relative URL).
      return { url: `${TEST_ONBOARDING_PATH}?account=${encodeURIComponent(accountId)}` };
    },

    createTransfer: transfer,
    reverseTransfer: reverse,
    payOutTestBalance: payOutBalance,

    async retrieveDispute(id) {
      return toDispute(await dispute(id));
    },

    async submitDisputeEvidence(id, evidence) {
      // Like Stripe: evidence is taken while the dispute needs a response; then it is reviewed.
      await db.testDispute.updateMany({
        where: { id, status: "needs_response" },
        data: { evidence, evidenceSubmittedAt: new Date(), status: "under_review" },
      });
      const row = await dispute(id);
      if (!row.evidenceSubmittedAt) {
        throw new AppError("conflict", "This dispute no longer takes evidence");
      }
      return toDispute(row);
    },

    async openTestDispute({ intentId, reason, amount }) {
      const intent = await db.testPaymentIntent.findUnique({ where: { id: intentId } });
      if (intent?.status !== "succeeded") {
        throw new AppError("conflict", "Only a succeeded payment can be disputed");
      }
      const cents = amount ?? intent.amount;
      if (!Number.isInteger(cents) || cents < 1 || cents > intent.amount) {
        throw new AppError(
          "invalid_input",
          "The disputed amount must be from 1 cent to the charge",
        );
      }
      const row = await db.testDispute.create({
        data: {
          id: `tdp_${token(12)}`,
          intentId,
          amount: cents,
          currency: intent.currency,
          reason,
        },
      });
      return toDispute(row);
    },

    async decideTestDispute(id, outcome) {
      await db.testDispute.updateMany({
        where: { id, status: { in: ["needs_response", "under_review"] } },
        data: { status: outcome },
      });
      const row = await dispute(id);
      if (row.status !== outcome) {
        throw new AppError("conflict", "This dispute is decided already");
      }
      return toDispute(row);
    },

    async completeTestOnboarding(accountId) {
      const { count } = await db.testConnectedAccount.updateMany({
        where: { id: accountId },
        data: { detailsSubmitted: true, payoutsEnabled: true },
      });
      if (!count) throw new AppError("not_found", "Account not found");
      return this.retrieveAccount(accountId);
    },

    async confirmTestCard({ clientSecret, number, expiry, cvc }) {
      const row = await db.testPaymentIntent.findUnique({ where: { clientSecret } });
      if (!row) throw new AppError("not_found", "Payment not found");
      if (row.status === "succeeded") {
        throw new AppError("conflict", "This payment has already succeeded.");
      }
      if (row.status !== "requires_payment_method") {
        throw new AppError("conflict", `This payment is ${row.status} and cannot be confirmed.`);
      }
      // What Stripe Elements refuses before anything reaches Stripe: nothing is recorded.
      const inputError = cardInputError({ number, expiry, cvc });
      if (inputError) throw new AppError("invalid_input", CARD_ERRORS[inputError]);

      const outcome = testCardOutcome({ number, expiry, cvc });
      const cardLast4 = digitsOnly(number).slice(-4);
      const { count } = await db.testPaymentIntent.updateMany({
        where: { id: row.id, status: "requires_payment_method" },
        data: outcome
          ? { lastErrorCode: outcome, lastErrorMessage: CARD_ERRORS[outcome], cardLast4 }
          : { status: "succeeded", lastErrorCode: null, lastErrorMessage: null, cardLast4 },
      });
      if (count === 0) throw new AppError("conflict", "This payment has already succeeded.");
      return toIntent(await db.testPaymentIntent.findUniqueOrThrow({ where: { id: row.id } }));
    },
  };
}
