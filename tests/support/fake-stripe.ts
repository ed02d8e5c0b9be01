/**
 * A small local fake of the Stripe HTTP API, only the endpoints TrayTable uses, so that the
 * real `stripe` SDK can be tested offline (the fake is only at the HTTP boundary):
 *
 *   POST /v1/payment_intents        (Idempotency-Key: same key + same params = same intent)
 *   GET  /v1/payment_intents/{id}   (?expand[]=latest_charge)
 *   POST /v1/payment_intents/{id}/cancel (refused once the intent succeeded or is processing)
 *   GET  /v1/payment_intents        (created[gte], limit, starting_after; newest first)
 *   POST /v1/refunds                (payment_intent, amount?; Idempotency-Key; until all is refunded)
 *   POST /v1/accounts               (type=express; Idempotency-Key)
 *   GET  /v1/accounts/{id}
 *   POST /v1/account_links          (account, return_url, refresh_url, type)
 *   POST /v1/transfers              (destination with payouts enabled, source_transaction = a
 *                                    succeeded charge it may not exceed, transfer_group)
 *   POST /v1/transfers/{id}/reversals (amount; never more than is left of the transfer, nor
 *                                    than the destination's balance: 400 balance_insufficient)
 *   GET  /v1/disputes/{id}
 *   POST /v1/disputes/{id}          (evidence[...], submit=true; only while it needs a response)
 *
 * Tests drive what happens in the "browser" (succeed, decline, processing) through the
 * helper methods, and sign webhook events with the SDK's own test header helper.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

type Json = Record<string, unknown>;
type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: Json | null;
  latest_charge: string | null;
  created: number;
  livemode: false;
};
type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  currency: string;
  payment_intent: string;
  refunded: boolean;
  status: "succeeded";
};

type Account = {
  id: string;
  object: "account";
  type: "express";
  email: string | null;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: { currently_due: string[] };
  metadata: Record<string, string>;
};
type Transfer = {
  id: string;
  object: "transfer";
  amount: number;
  amount_reversed: number;
  currency: string;
  destination: string;
  source_transaction: string | null;
  transfer_group: string | null;
  reversed: boolean;
};

type Dispute = {
  id: string;
  object: "dispute";
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string;
  status: "needs_response" | "under_review" | "won" | "lost";
  /** The withdrawal (with Stripe's 1500-cent fee) and, once won, the reinstatement. */
  balance_transactions: {
    id: string;
    object: "balance_transaction";
    amount: number;
    fee: number;
  }[];
  evidence: Record<string, unknown>;
  evidence_details: { due_by: number; submission_count: number; has_evidence: boolean };
  created: number;
  livemode: false;
};

const rid = (prefix: string) => `${prefix}_${randomBytes(10).toString("hex")}`;

/** "metadata[bookingId]=1&expand[0]=x" -> { metadata: { bookingId: "1" }, expand: ["x"] } */
function parseForm(text: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/[[\]]+/).filter(Boolean);
    let node = out as Record<string, unknown>;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
      } else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const accounts = new Map<string, Account>();
  const transfers = new Map<string, Transfer>();
  /** What each connected account paid out to its bank (payOut); its balance is the rest. */
  const paidOut = new Map<string, number>();
  const disputes = new Map<string, Dispute>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const requests: { method: string; path: string; idempotencyKey: string | null }[] = [];
  let down = false;
  /** Only requests whose path matches are down (e.g. reversals alone). */
  let downFor: RegExp | null = null;
  /** When set, only requests whose path starts with it fail while down. */
  let downPrefix = "";

  function expandIntent(intent: Intent, expand: unknown) {
    const list = Array.isArray(expand) ? expand : Object.values((expand as Json) ?? {});
    if (list.includes("latest_charge") && intent.latest_charge) {
      return { ...intent, latest_charge: charges.get(intent.latest_charge) };
    }
    return intent;
  }

  /** A connected account's balance: transfers to it, less reversals, less its payouts. */
  function balanceOf(accountId: string) {
    const net = [...transfers.values()]
      .filter((t) => t.destination === accountId)
      .reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
    return net - (paidOut.get(accountId) ?? 0);
  }

  function handle(method: string, path: string, params: Json): { status: number; body: unknown } {
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) {
        return stripeError(
          400,
          "invalid_request_error",
          "Amount must be at least $0.50 usd",
          "amount_too_small",
        );
      }
      const id = rid("pi");
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount,
        currency: String(params.currency),
        status: "requires_payment_method",
        client_secret: `${id}_secret_${randomBytes(8).toString("hex")}`,
        metadata: (params.metadata as Record<string, string>) ?? {},
        description: (params.description as string) ?? null,
        last_payment_error: null,
        latest_charge: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    const retrieve = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && retrieve) {
      const intent = intents.get(retrieve[1]!);
      if (!intent) {
        return stripeError(
          404,
          "invalid_request_error",
          `No such payment_intent: '${retrieve[1]}'`,
          "resource_missing",
        );
      }
      return { status: 200, body: expandIntent(intent, params.expand) };
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === "POST" && cancel) {
      const intent = intents.get(cancel[1]!);
      if (!intent) {
        return stripeError(
          404,
          "invalid_request_error",
          `No such payment_intent: '${cancel[1]}'`,
          "resource_missing",
        );
      }
      if (
        intent.status === "succeeded" ||
        intent.status === "processing" ||
        intent.status === "canceled"
      ) {
        return stripeError(
          400,
          "invalid_request_error",
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          "payment_intent_unexpected_state",
        );
      }
      intent.status = "canceled";
      return { status: 200, body: intent };
    }
    if (method === "GET" && path === "/v1/payment_intents") {
      const created = (params.created as Json | undefined) ?? {};
      const gte = created.gte !== undefined ? Number(created.gte) : 0;
      const limit = Math.min(Number(params.limit ?? 10), 100);
      // Newest first, like Stripe; ties keep creation order reversed.
      let all = [...intents.values()].filter((i) => i.created >= gte).reverse();
      if (params.starting_after) {
        const at = all.findIndex((i) => i.id === params.starting_after);
        all = all.slice(at + 1);
      }
      const page = all.slice(0, limit);
      return {
        status: 200,
        body: {
          object: "list",
          url: "/v1/payment_intents",
          has_more: all.length > limit,
          data: page.map((i) => expandIntent(i, ["latest_charge"])),
        },
      };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(String(params.payment_intent));
      if (!intent) {
        return stripeError(
          404,
          "invalid_request_error",
          `No such payment_intent: '${params.payment_intent}'`,
          "resource_missing",
        );
      }
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (intent.status !== "succeeded" || !charge) {
        return stripeError(
          400,
          "invalid_request_error",
          `PaymentIntent ${intent.id} does not have a successful charge to refund.`,
        );
      }
      if (charge.refunded) {
        return stripeError(
          400,
          "invalid_request_error",
          `Charge ${charge.id} has already been refunded.`,
          "charge_already_refunded",
        );
      }
      // A partial refund (amount) like Stripe's: the charge counts as refunded once all is back.
      const amount =
        params.amount !== undefined
          ? Number(params.amount)
          : charge.amount - charge.amount_refunded;
      if (!(amount >= 1 && amount <= charge.amount - charge.amount_refunded)) {
        return stripeError(400, "invalid_request_error", `Invalid refund amount: ${amount}`);
      }
      charge.amount_refunded += amount;
      charge.refunded = charge.amount_refunded >= charge.amount;
      return {
        status: 200,
        body: {
          id: rid("re"),
          object: "refund",
          amount,
          charge: charge.id,
          currency: charge.currency,
          payment_intent: intent.id,
          status: "succeeded",
        },
      };
    }
    if (method === "POST" && path === "/v1/accounts") {
      const account: Account = {
        id: rid("acct"),
        object: "account",
        type: "express",
        email: (params.email as string) ?? null,
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        requirements: { currently_due: ["external_account", "individual.dob.day"] },
        metadata: (params.metadata as Record<string, string>) ?? {},
      };
      accounts.set(account.id, account);
      return { status: 200, body: account };
    }
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === "GET" && account) {
      const found = accounts.get(account[1]!);
      if (!found) {
        return stripeError(
          404,
          "invalid_request_error",
          `No such account: '${account[1]}'`,
          "resource_missing",
        );
      }
      return { status: 200, body: found };
    }
    if (method === "POST" && path === "/v1/account_links") {
      if (!accounts.has(String(params.account))) {
        return stripeError(
          404,
          "invalid_request_error",
          `No such account: '${params.account}'`,
          "resource_missing",
        );
      }
      return {
        status: 200,
        body: {
          object: "account_link",
          url: `https://connect.stripe.com/setup/e/${params.account}/${randomBytes(6).toString("hex")}`,
          return_url: params.return_url,
          refresh_url: params.refresh_url,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    if (method === "POST" && path === "/v1/transfers") {
      const destination = accounts.get(String(params.destination));
      if (!destination?.payouts_enabled) {
        return stripeError(
          400,
          "invalid_request_error",
          "Your destination account needs to have at least one of the following capabilities enabled: transfers",
        );
      }
      const amount = Number(params.amount);
      if (params.source_transaction === undefined) {
        // From the platform's balance: what succeeded charges took in, less refunds and
        // what transfers sent on (reversals come back).
        const balance =
          [...charges.values()]
            .filter((c) => c.status === "succeeded")
            .reduce((sum, c) => sum + c.amount - c.amount_refunded, 0) -
          [...disputes.values()].reduce(
            (sum, d) => sum - d.balance_transactions.reduce((s, t) => s + t.amount - t.fee, 0),
            0,
          ) -
          [...transfers.values()].reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
        if (!(amount >= 1 && amount <= balance)) {
          return stripeError(400, "invalid_request_error", "Insufficient available balance");
        }
        const transfer: Transfer = {
          id: rid("tr"),
          object: "transfer",
          amount,
          amount_reversed: 0,
          currency: String(params.currency),
          destination: destination.id,
          source_transaction: null,
          transfer_group: (params.transfer_group as string) ?? null,
          reversed: false,
        };
        transfers.set(transfer.id, transfer);
        return { status: 200, body: transfer };
      }
      const charge = charges.get(String(params.source_transaction));
      if (!charge || charge.status !== "succeeded") {
        return stripeError(
          400,
          "invalid_request_error",
          `No such charge: '${params.source_transaction}'`,
        );
      }
      const transferredFrom = [...transfers.values()]
        .filter((t) => t.source_transaction === charge.id)
        .reduce((sum, t) => sum + t.amount - t.amount_reversed, 0);
      if (!(amount >= 1 && transferredFrom + amount <= charge.amount)) {
        return stripeError(
          400,
          "invalid_request_error",
          "Insufficient funds in the source transaction",
        );
      }
      const transfer: Transfer = {
        id: rid("tr"),
        object: "transfer",
        amount,
        amount_reversed: 0,
        currency: String(params.currency),
        destination: destination.id,
        source_transaction: charge.id,
        transfer_group: (params.transfer_group as string) ?? null,
        reversed: false,
      };
      transfers.set(transfer.id, transfer);
      return { status: 200, body: transfer };
    }
    const reversal = /^\/v1\/transfers\/([^/]+)\/reversals$/.exec(path);
    if (method === "POST" && reversal) {
      const transfer = transfers.get(reversal[1]!);
      if (!transfer) {
        return stripeError(
          404,
          "invalid_request_error",
          `No such transfer: '${reversal[1]}'`,
          "resource_missing",
        );
      }
      const left = transfer.amount - transfer.amount_reversed;
      const amount = params.amount !== undefined ? Number(params.amount) : left;
      if (!(amount >= 1 && amount <= left)) {
        return stripeError(400, "invalid_request_error", `Invalid reversal amount: ${amount}`);
      }
      if (amount > balanceOf(transfer.destination)) {
        // Stripe's answer when the connected account was paid out and cannot give it back.
        return stripeError(
          400,
          "invalid_request_error",
          "Insufficient funds in Stripe account. In test mode, you can add funds to your available balance (bypassing your pending balance) by creating a charge with 4000 0000 0000 0077 as the card number.",
          "balance_insufficient",
        );
      }
      transfer.amount_reversed += amount;
      transfer.reversed = transfer.amount_reversed >= transfer.amount;
      return {
        status: 200,
        body: {
          id: rid("trr"),
          object: "transfer_reversal",
          amount,
          currency: transfer.currency,
          transfer: transfer.id,
        },
      };
    }
    const disputePath = /^\/v1\/disputes\/([^/]+)$/.exec(path);
    if (disputePath) {
      const d = disputes.get(disputePath[1]!);
      if (!d) {
        return stripeError(
          404,
          "invalid_request_error",
          `No such dispute: '${disputePath[1]}'`,
          "resource_missing",
        );
      }
      if (method === "GET") return { status: 200, body: d };
      if (method === "POST") {
        if (d.status !== "needs_response") {
          return stripeError(
            400,
            "invalid_request_error",
            "This dispute is already closed or under review",
          );
        }
        Object.assign(d.evidence, (params.evidence as Json) ?? {});
        d.evidence_details.has_evidence = true;
        if (params.submit === "true") {
          d.status = "under_review";
          d.evidence_details.submission_count += 1;
        }
        return { status: 200, body: d };
      }
    }
    return stripeError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}).`,
    );
  }

  const server = http.createServer((req, res) => {
    let text = "";
    req.on("data", (chunk) => (text += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://localhost");
      const method = req.method ?? "GET";
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      requests.push({ method, path: url.pathname, idempotencyKey: key });
      const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, {
          "content-type": "application/json",
          "request-id": rid("req"),
          ...headers,
        });
        res.end(JSON.stringify(body));
      };
      if (!req.headers.authorization?.startsWith("Bearer sk_test_")) {
        return send(401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided" },
        });
      }
      if ((down && url.pathname.startsWith(downPrefix)) || downFor?.test(url.pathname)) {
        return send(
          500,
          { error: { type: "api_error", message: "Stripe is down (fake)" } },
          { "stripe-should-retry": "false" },
        );
      }
      const params = parseForm(method === "GET" ? url.search.slice(1) : text);
      if (method === "POST" && key) {
        const fingerprint = `${url.pathname} ${JSON.stringify(params)}`;
        const seen = idempotent.get(key);
        if (seen && seen.fingerprint !== fingerprint) {
          return send(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
        }
        if (seen) return send(seen.status, seen.body, { "idempotent-replayed": "true" });
        const result = handle(method, url.pathname, params);
        if (result.status < 500) idempotent.set(key, { fingerprint, ...result });
        return send(result.status, result.body);
      }
      const result = handle(method, url.pathname, params);
      send(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;

  const mustGet = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`fake Stripe has no intent ${id}`);
    return intent;
  };
  const signer = new Stripe("sk_test_signer");

  return {
    port,
    requests,
    intents,
    charges,
    accounts,
    transfers,
    disputes,
    /**
     * The customer's bank disputes an intent's charge (all of it unless `amount`): Stripe
     * withdraws the amount and its 1500-cent fee. Returns the dispute (for the webhook).
     */
    openDispute(intentId: string, options: { amount?: number; reason?: string } = {}) {
      const intent = mustGet(intentId);
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge) throw new Error(`fake Stripe: intent ${intentId} has no charge to dispute`);
      const amount = options.amount ?? charge.amount;
      const d: Dispute = {
        id: rid("dp"),
        object: "dispute",
        amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: intentId,
        reason: options.reason ?? "fraudulent",
        status: "needs_response",
        balance_transactions: [
          { id: rid("txn"), object: "balance_transaction", amount: -amount, fee: 1500 },
        ],
        evidence: {},
        evidence_details: {
          due_by: Math.floor(Date.now() / 1000) + 7 * 86400,
          submission_count: 0,
          has_evidence: false,
        },
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      disputes.set(d.id, d);
      return d;
    },
    /** The card network decides: won gives the amount back (Stripe keeps its fee). */
    closeDispute(id: string, outcome: "won" | "lost") {
      const d = disputes.get(id);
      if (!d) throw new Error(`fake Stripe has no dispute ${id}`);
      d.status = outcome;
      if (outcome === "won") {
        d.balance_transactions.push({
          id: rid("txn"),
          object: "balance_transaction",
          amount: d.amount,
          fee: 0,
        });
      }
      return d;
    },
    /** What Stripe's hosted onboarding does when the kitchen finishes it; the account after. */
    completeOnboarding(id: string) {
      const a = accounts.get(id);
      if (!a) throw new Error(`fake Stripe has no account ${id}`);
      Object.assign(a, {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [] },
      });
      return a;
    },
    /** Stripe's automatic payout: the account's whole balance goes to the kitchen's bank. */
    payOut(accountId: string) {
      paidOut.set(accountId, (paidOut.get(accountId) ?? 0) + balanceOf(accountId));
    },
    balanceOf,
    /** Env for getPaymentProvider(): Stripe mode against this fake. */
    env(webhookSecret: string) {
      return {
        STRIPE_SECRET_KEY: "sk_test_fake",
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: String(port),
        STRIPE_API_PROTOCOL: "http",
      };
    },
    /** The customer's card went through (what Stripe.js confirmPayment does). */
    succeed(id: string) {
      const intent = mustGet(id);
      const charge: Charge = {
        id: rid("ch"),
        object: "charge",
        amount: intent.amount,
        amount_refunded: 0,
        currency: intent.currency,
        payment_intent: id,
        refunded: false,
        status: "succeeded",
      };
      charges.set(charge.id, charge);
      Object.assign(intent, {
        status: "succeeded",
        latest_charge: charge.id,
        last_payment_error: null,
      });
      return intent;
    },
    decline(id: string) {
      Object.assign(mustGet(id), {
        status: "requires_payment_method",
        last_payment_error: {
          type: "card_error",
          code: "card_declined",
          message: "Your card was declined.",
        },
      });
    },
    process(id: string) {
      mustGet(id).status = "processing";
    },
    /** Changes an intent behind the app's back (to test the amount checks). */
    tamper(id: string, changes: Partial<Intent>) {
      Object.assign(mustGet(id), changes);
    },
    refundedCharges() {
      return [...charges.values()].filter((c) => c.refunded).length;
    },
    count(method: string, pathPrefix: string) {
      return requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length;
    },
    /** Forgets everything (between tests). */
    reset() {
      intents.clear();
      charges.clear();
      accounts.clear();
      transfers.clear();
      paidOut.clear();
      disputes.clear();
      idempotent.clear();
      requests.length = 0;
      down = false;
      downFor = null;
      downPrefix = "";
    },
    /** Every request fails with a 500 while down, or only those under `pathPrefix`. */
    setDown(value: boolean, pathPrefix = "") {
      down = value;
      downPrefix = pathPrefix;
    },
    /** Stripe answers 500 to the requests whose path matches, until set back to null. */
    setDownFor(pattern: RegExp | null) {
      downFor = pattern;
    },
    /** A webhook delivery: the JSON body and its Stripe-Signature header. */
    event(type: string, object: unknown, secret: string, id = rid("evt")) {
      const payload = JSON.stringify({
        id,
        object: "event",
        api_version: "2026-10-28.endive",
        created: Math.floor(Date.now() / 1000),
        type,
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
      return { id, payload, signature };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
