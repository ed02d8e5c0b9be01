/** Types of ./metrics.mjs (plain ESM shared with scripts/runtime/server.mjs). */
import type { Gauge, Histogram, Registry } from "prom-client";

export const metrics: {
  registry: Registry;
  httpRequestDuration: Histogram<"method" | "route" | "status">;
  outboxPending: Gauge;
  outboxRetrying: Gauge;
  outboxOldestPendingAge: Gauge;
  outboxFailed: Gauge;
  workPending: Gauge;
  workRetrying: Gauge;
  workFailed: Gauge;
  jobLastRunFailed: Gauge<"job">;
  jobLastFinishedAge: Gauge<"job">;
  paymentReconciliationBacklog: Gauge;
  databaseGaugesUp: Gauge;
  poolConnections: Gauge<"state">;
  poolMax: Gauge;
  poolWaiting: Gauge;
};
