/**
 * Probes GET /api/ready (or any route) until its answer matches `expected`, as a load
 * balancer probes again, for at most `timeoutMs`; returns the matching answer and how long
 * that one probe took. A probe gets 1 s for a fresh connection and `SELECT 1` (lib/server/
 * observability/readiness.ts): on a machine loaded by the e2e suite running beside these
 * tests, one probe can miss that budget and answer "timeout", which is the probe working as
 * designed. An answer that stays wrong still fails the test, with the last answer seen.
 */
export async function probeUntil<R>(
  probe: () => Promise<R>,
  expected: Record<string, unknown>,
  timeoutMs = 15_000,
): Promise<{ res: R; ms: number }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const started = Date.now();
    const res = await probe();
    const ms = Date.now() - started;
    try {
      expect(res).toMatchObject(expected);
      return { res, ms };
    } catch (mismatch) {
      if (Date.now() > deadline) throw mismatch;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
