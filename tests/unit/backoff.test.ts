import { BACKOFF_MAX_MS, retryDelayMs } from "@/lib/server/retry-backoff";

describe("retryDelayMs", () => {
  it("doubles from 30 seconds after each failed attempt", () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n, 0))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
  });

  it("is capped at an hour", () => {
    expect(retryDelayMs(8, 0)).toBe(BACKOFF_MAX_MS);
    expect(retryDelayMs(40, 0)).toBe(BACKOFF_MAX_MS);
  });

  it("spreads retries by at most 10%", () => {
    expect(retryDelayMs(1, 1)).toBe(33_000);
    expect(retryDelayMs(1, 0.5)).toBe(31_500);
  });
});
