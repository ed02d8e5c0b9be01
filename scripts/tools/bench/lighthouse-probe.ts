/**
 * One page's Lighthouse mobile FCP, LCP and TBT (median of RUNS, default 3), optionally with
 * requests blocked and with devtools throttling (DEVTOOLS=1: a real slow link and CPU
 * instead of Lighthouse's simulation). It found where the home page's LCP goes beside the
 * floor (docs/benchmarks.md, issue 44):
 *
 *   npx tsx scripts/tools/bench/lighthouse-probe.ts http://127.0.0.1:3000/ "*.woff2" "*.js"
 */
import os from "node:os";
import { runOnce } from "./lighthouse";

const [url, ...blocked] = process.argv.slice(2);
if (!url) throw new Error("usage: lighthouse-probe.ts <url> [blocked url pattern...]");
const runs = Number(process.env.RUNS ?? 3);
const figures: number[][] = [];
for (let i = 0; i < runs; i++) {
  const f = await runOnce(url, {
    blockedUrlPatterns: blocked,
    ...(process.env.DEVTOOLS ? { throttlingMethod: "devtools" as const } : {}),
  });
  figures.push([f.fcpMs, f.lcpMs, f.tbtMs]);
}
const median = (k: number) =>
  figures.map((f) => f[k]!).sort((a, b) => a - b)[Math.floor(figures.length / 2)];
console.log(
  `${url} blocked [${blocked.join(" ")}]${process.env.DEVTOOLS ? " devtools throttling" : ""}: ` +
    `FCP ${median(0)} LCP ${median(1)} TBT ${median(2)} ms; runs ${JSON.stringify(figures)}; ` +
    `load ${os.loadavg()[0]!.toFixed(2)}`,
);
