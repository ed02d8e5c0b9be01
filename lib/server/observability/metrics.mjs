// @ts-check
/**
 * The process's Prometheus metrics (prom-client), served at GET /api/metrics behind
 * METRICS_TOKEN (app/api/metrics/route.ts). Every metric the app exports is declared here,
 * in one registry kept on globalThis, so the Node server (request durations, measured in
 * scripts/runtime/server.mjs) and Next's bundled route handlers (the database gauges, set on each
 * scrape by ./database-gauges.ts) fill the same registry.
 *
 * Names and what to alert on: docs/deploy.md, "Metrics and alerts".
 */
import client from "prom-client";

const KEY = Symbol.for("traytable.metrics");

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: "traytable_" });
  const registers = [registry];
  return {
    registry,
    httpRequestDuration: new client.Histogram({
      name: "traytable_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its response, by route pattern.",
      labelNames: /** @type {const} */ (["method", "route", "status"]),
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    outboxPending: new client.Gauge({
      name: "traytable_email_outbox_pending",
      help: "Emails in the outbox waiting to be sent (including those waiting for a retry).",
      registers,
    }),
    outboxRetrying: new client.Gauge({
      name: "traytable_email_outbox_retrying",
      help: "Pending emails whose earlier attempts failed (waiting for a retry).",
      registers,
    }),
    outboxOldestPendingAge: new client.Gauge({
      name: "traytable_email_outbox_oldest_pending_age_seconds",
      help: "Age of the oldest pending email (0 when none is pending).",
      registers,
    }),
    outboxFailed: new client.Gauge({
      name: "traytable_email_outbox_failed",
      help: "Emails given up after their last attempt (kept in the outbox with their error).",
      registers,
    }),
    workPending: new client.Gauge({
      name: "traytable_work_items_pending",
      help: "Work items (refunds, transfers, reversals) waiting to run, including those waiting for a retry.",
      registers,
    }),
    workRetrying: new client.Gauge({
      name: "traytable_work_items_retrying",
      help: "Pending work items whose earlier attempts failed (waiting for a retry).",
      registers,
    }),
    workFailed: new client.Gauge({
      name: "traytable_work_items_failed",
      help: "Work items given up after their last attempt (kept with their error).",
      registers,
    }),
    jobLastRunFailed: new client.Gauge({
      name: "traytable_scheduled_job_last_run_failed",
      help: "1 when a scheduled job's last run failed, else 0.",
      labelNames: /** @type {const} */ (["job"]),
      registers,
    }),
    jobLastFinishedAge: new client.Gauge({
      name: "traytable_scheduled_job_last_finished_age_seconds",
      help: "Seconds since a scheduled job last finished (grows when no worker runs).",
      labelNames: /** @type {const} */ (["job"]),
      registers,
    }),
    paymentReconciliationBacklog: new client.Gauge({
      name: "traytable_payment_reconciliation_backlog",
      help: "Succeeded payments not settled yet: test payments without a ledger charge, unmatched payments not refunded.",
      registers,
    }),
    databaseGaugesUp: new client.Gauge({
      name: "traytable_metrics_database_up",
      help: "1 when this scrape could read the database gauges (outbox, jobs, payments), else 0.",
      registers,
    }),
    poolConnections: new client.Gauge({
      name: "traytable_db_pool_connections",
      help: "Connections of this process's PostgreSQL pool, by state.",
      labelNames: /** @type {const} */ (["state"]),
      registers,
    }),
    poolMax: new client.Gauge({
      name: "traytable_db_pool_max_connections",
      help: "Size limit of this process's PostgreSQL pool (DATABASE_POOL_SIZE).",
      registers,
    }),
    poolWaiting: new client.Gauge({
      name: "traytable_db_pool_waiting_requests",
      help: "Queries of this process waiting for a free pool connection.",
      registers,
    }),
  };
}

/** @returns {ReturnType<typeof createMetrics>} */
function processMetrics() {
  const holder = /** @type {Record<symbol, ReturnType<typeof createMetrics>>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[KEY] ??= createMetrics();
  return holder[KEY];
}

export const metrics = processMetrics();
