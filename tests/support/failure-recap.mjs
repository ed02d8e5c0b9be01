/**
 * The failures of a whole `npm test`, printed again at its very end.
 *
 * `npm test` runs the integration and e2e suites side by side, and CI shows only the tail of
 * its output: a failure in the suite that finished first scrolls out of sight, leaving just
 * "test:integration exited with 1". Each suite's reporter writes its failures here as it
 * ends; the wrapper (tests/support/with-database.ts) clears the folder before the run and
 * prints what it holds after it.
 */
import fs from "node:fs";
import path from "node:path";

const RECAP_DIR = path.resolve(import.meta.dirname, "../../.test-recap");
/** Enough of each message to say what went wrong; the full text is higher up in the log. */
const MESSAGE_LINES = 12;

/** @param {string} text */
function clip(text) {
  // Reporters' messages carry terminal colours; a log file or CI page shows them as noise.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, "");
  // Stack frames inside the test runners and Node say nothing about our code.
  const lines = plain
    .split("\n")
    .filter((line) => line.trim() !== "" && !/^\s*at .*(node_modules|node:internal|<anonymous>)/.test(line));
  const shown = lines.slice(0, MESSAGE_LINES).map((line) => `      ${line}`);
  if (lines.length > MESSAGE_LINES) shown.push(`      ... (${lines.length - MESSAGE_LINES} more lines above in the log)`);
  return shown.join("\n");
}

/**
 * @param {string} suite a name for the heading, e.g. "integration"
 * @param {{ title: string, message: string }[]} failures
 */
function writeRecap(suite, failures) {
  if (failures.length === 0) return;
  fs.mkdirSync(RECAP_DIR, { recursive: true });
  const body = failures.map((f) => `  ✘ ${f.title}\n${clip(f.message)}`).join("\n");
  const file = path.join(RECAP_DIR, `${suite.replace(/[^\w.-]+/g, "_")}-${process.pid}.txt`);
  fs.writeFileSync(file, `${suite}: ${failures.length} failed\n${body}\n`);
}

function clearRecap() {
  fs.rmSync(RECAP_DIR, { recursive: true, force: true });
}

/** The recap's text, or null when no suite wrote one. */
function readRecap() {
  if (!fs.existsSync(RECAP_DIR)) return null;
  const files = fs.readdirSync(RECAP_DIR).filter((f) => f.endsWith(".txt")).sort();
  if (files.length === 0) return null;
  return files.map((f) => fs.readFileSync(path.join(RECAP_DIR, f), "utf8")).join("\n");
}

export { RECAP_DIR, writeRecap, clearRecap, readRecap, clip };
