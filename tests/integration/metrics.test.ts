/**
 * GET /api/metrics (docs/deploy.md, "Metrics and alerts"): Prometheus text behind
 * METRICS_TOKEN (404 without one configured, 401 without the right one), with the email
 * outbox's backlog and oldest pending age, failed emails and scheduled jobs read from the
 * database, the payment reconciliation backlog, the pool's usage and the request-duration
 * histogram that scripts/runtime/server.mjs fills.
 */
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { db } from "@/lib/server/db";
import { metrics } from "@/lib/server/observability/metrics.mjs";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const TOKEN = "metrics-token-for-tests-0123456789";
const savedToken = process.env.METRICS_TOKEN;

const scrape = (headers: Record<string, string> = {}) =>
  call(metricsRoute, "/api/metrics", { headers });

/** The value of one series in a Prometheus text body (labels as written by prom-client). */
function sample(body: string, series: string): number | null {
  const line = body.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : null;
}

beforeAll(async () => {
  await resetDatabase();
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
  const email = (fields: object) => ({
    template: "welcome",
    toAddress: "casey@example.com",
    data: {},
    ...fields,
  });
  await db.emailOutbox.createMany({
    data: [
      email({ createdAt: minutesAgo(10) }),
      email({ createdAt: minutesAgo(1), attempts: 2, lastError: "421 try later" }),
      email({ status: "failed", attempts: 10, lastError: "550 no such user" }),
      email({ status: "sent", sentAt: new Date(), createdAt: minutesAgo(60) }),
    ],
  });
  // The work queue: one item waiting, one waiting for a retry, one given up.
  await db.workItem.createMany({
    data: [
      { kind: "pay_kitchen", subjectId: 1, dedupeKey: "pay_kitchen:1" },
      { kind: "refund_line", subjectId: 2, dedupeKey: "refund_line:2", attempts: 3 },
      { kind: "refund_line", subjectId: 3, dedupeKey: "refund_line:3", status: "failed" },
      { kind: "pay_kitchen", subjectId: 4, dedupeKey: "pay_kitchen:4", status: "done" },
    ],
  });
  // The payment reconciliation backlog: a test payment that succeeded with no charge in the
  // ledger, one recorded properly, and an unmatched payment waiting for its refund.
  const intent = (id: string, status: "succeeded" | "processing") => ({
    id,
    clientSecret: `${id}_secret`,
    idempotencyKey: `key-${id}`,
    amount: 5500,
    currency: "usd",
    bookingId: 0,
    status,
  });
  await db.testPaymentIntent.createMany({
    data: [
      intent("tpi_unrecorded", "succeeded"),
      intent("tpi_recorded", "succeeded"),
      intent("tpi_pending", "processing"),
    ],
  });
  await db.moneyMovement.create({
    data: {
      kind: "charge",
      amount: 5500,
      currency: "usd",
      intentId: "tpi_recorded",
      key: "charge:tpi_recorded:0",
    },
  });
  await db.unmatchedPayment.createMany({
    data: [
      { intentId: "tpi_unmatched", amount: 9000, currency: "usd", reason: "order gone" },
      {
        intentId: "tpi_returned",
        amount: 9000,
        currency: "usd",
        reason: "order gone",
        refundedAt: new Date(),
      },
    ],
  });
  await db.scheduledJob.createMany({
    data: [
      { name: "test.fine", lastFinishedAt: minutesAgo(2) },
      { name: "test.broken", lastFinishedAt: minutesAgo(5), lastError: "refund failed" },
    ],
  });
});

afterEach(() => {
  if (savedToken === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = savedToken;
});

afterAll(() => db.$disconnect());

describe("GET /api/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    delete process.env.METRICS_TOKEN;
    expect((await scrape({ authorization: `Bearer ${TOKEN}` })).status).toBe(404);
  });

  it("answers 401 without the token or with a wrong one", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    for (const headers of [
      {} as Record<string, string>,
      { authorization: "Bearer wrong-token" },
      { authorization: `Basic ${TOKEN}` },
      { authorization: `Bearer ${TOKEN}x` },
    ]) {
      const res = await scrape(headers);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(JSON.stringify(res.json)).not.toContain("traytable_");
    }
  });

  it("serves the metrics to a scraper with the token", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    // As scripts/runtime/server.mjs records every request.
    metrics.httpRequestDuration.observe(
      { method: "GET", route: "/caterer/[id]", status: "200" },
      0.02,
    );

    const res = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = String(res.json);

    expect(sample(body, "traytable_email_outbox_pending")).toBe(2);
    expect(sample(body, "traytable_email_outbox_retrying")).toBe(1);
    expect(sample(body, "traytable_email_outbox_failed")).toBe(1);
    expect(sample(body, "traytable_work_items_pending")).toBe(2);
    expect(sample(body, "traytable_work_items_retrying")).toBe(1);
    expect(sample(body, "traytable_work_items_failed")).toBe(1);
    const oldest = sample(body, "traytable_email_outbox_oldest_pending_age_seconds")!;
    expect(oldest).toBeGreaterThanOrEqual(600);
    expect(oldest).toBeLessThan(900);
    expect(sample(body, 'traytable_scheduled_job_last_run_failed{job="test.broken"}')).toBe(1);
    expect(sample(body, 'traytable_scheduled_job_last_run_failed{job="test.fine"}')).toBe(0);
    const age = sample(
      body,
      'traytable_scheduled_job_last_finished_age_seconds{job="test.broken"}',
    )!;
    expect(age).toBeGreaterThanOrEqual(300);
    // tpi_unrecorded and tpi_unmatched.
    expect(sample(body, "traytable_payment_reconciliation_backlog")).toBe(2);
    expect(sample(body, "traytable_metrics_database_up")).toBe(1);
    expect(sample(body, "traytable_db_pool_max_connections")).toBe(10);
    expect(sample(body, 'traytable_db_pool_connections{state="active"}')).not.toBeNull();
    expect(
      sample(
        body,
        'traytable_http_request_duration_seconds_count{method="GET",route="/caterer/[id]",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(body).toContain("# TYPE traytable_process_cpu_user_seconds_total counter");
    // No personal data in metrics: the outbox's recipients stay in the database.
    expect(body).not.toContain("example.com");
  });

  it("follows the outbox as the worker drains it", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    await db.emailOutbox.updateMany({
      where: { status: "pending" },
      data: { status: "sent", sentAt: new Date() },
    });
    const body = String((await scrape({ authorization: `Bearer ${TOKEN}` })).json);
    expect(sample(body, "traytable_email_outbox_pending")).toBe(0);
    expect(sample(body, "traytable_email_outbox_oldest_pending_age_seconds")).toBe(0);
  });
});
