// @ts-check
/**
 * `npm run audit:prod`: `npm audit --omit=dev` that fails on any high or critical advisory
 * of a production dependency, except the ones docs/security.md accepts (each named there by
 * its GHSA id under "Accepted advisories", with the reason).
 *
 * When the registry's advisory service cannot be asked (no network, or a registry mirror
 * without the audit endpoints: this project's offline machines answer 405), the audit did
 * not run: that is reported loudly and, unless AUDIT_REQUIRED=1, does not fail the tests.
 * CI with access to registry.npmjs.org sets AUDIT_REQUIRED=1.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const FAILING = new Set(["high", "critical"]);
const GHSA = /GHSA-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}/g;
const root = fileURLToPath(new URL("../..", import.meta.url));

/** The GHSA ids listed under "Accepted advisories" in docs/security.md. */
function acceptedAdvisories() {
  const doc = readFileSync(new URL("../../docs/security.md", import.meta.url), "utf8");
  const start = doc.indexOf("### Accepted advisories");
  if (start === -1) return new Set();
  const rest = doc.slice(start + 1);
  const end = rest.search(/\n#{1,3} /);
  return new Set((end === -1 ? rest : rest.slice(0, end)).match(GHSA) ?? []);
}

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], {
  cwd: root,
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
/** @type {any} */
let report = null;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}

if (!report || !report.vulnerabilities) {
  const why = report?.message ?? (run.stderr || "no answer").trim().split("\n").pop();
  console.warn(`\n*** npm audit did NOT run: the advisory service could not be asked (${why}).`);
  console.warn("*** Production dependencies were not checked for known vulnerabilities.\n");
  process.exit(process.env.AUDIT_REQUIRED === "1" ? 1 : 0);
}

const accepted = acceptedAdvisories();
/** @type {{ pkg: string, id: string, severity: string, title: string }[]} */
const failing = [];
const excused = [];
for (const [pkg, vuln] of Object.entries(report.vulnerabilities)) {
  for (const via of /** @type {any[]} */ (vuln.via ?? [])) {
    // A string names the vulnerable dependency that is the real source; it is listed too.
    if (typeof via !== "object" || !FAILING.has(via.severity)) continue;
    const id = String(via.url ?? "").match(GHSA)?.[0] ?? String(via.source ?? "unknown");
    const entry = { pkg, id, severity: via.severity, title: via.title ?? "" };
    (accepted.has(id) ? excused : failing).push(entry);
  }
}

const counts = report.metadata?.vulnerabilities ?? {};
console.log(
  `npm audit --omit=dev: ${counts.total ?? 0} advisories ` +
    `(critical ${counts.critical ?? 0}, high ${counts.high ?? 0}, moderate ${counts.moderate ?? 0}, low ${counts.low ?? 0})`,
);
for (const e of excused) {
  console.log(`  accepted in docs/security.md: ${e.severity} ${e.id} ${e.pkg} ${e.title}`);
}
for (const e of failing) {
  console.error(`  NOT ACCEPTED: ${e.severity} ${e.id} ${e.pkg} ${e.title}`);
}
if (failing.length) {
  console.error(
    "\nUpgrade the package (npm audit fix, or a newer version), or explain the exception in " +
      'docs/security.md under "Accepted advisories" with its GHSA id.',
  );
  process.exit(1);
}
