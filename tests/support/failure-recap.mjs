/**
 * The failures of a whole `npm test`, printed again at its very end.
 *
 * `npm test` runs the integration suite, then the e2e suite, and CI shows only the tail of
 * its output: a failure in the suite that finished first scrolls out of sight, leaving just
 * "test:integration exited with 1". Each suite's reporter writes its failures here as it
 * ends; the wrapper (tests/support/with-database.ts) clears the folder before the run and
 * prints what it holds after it.
 */
import fs from "node:fs";
import path from "node:path";

const RECAP_ROOT = path.resolve(import.meta.dirname, "../../.test-recap");
/** This run's folder: the wrapper's, or a shared one for a suite run on its own. */
const recapDir = () => process.env.TEST_RECAP_DIR ?? path.join(RECAP_ROOT, "last");
/** Enough of each message to say what went wrong; the full text is higher up in the log. */
const MESSAGE_LINES = 12;

/** @param {string} text */
function clip(text) {
  // Reporters' messages carry terminal colours; a log file or CI page shows them as noise.
  const plain = text.replace(/\u001b\[[0-9;]*m/g, "");
  // Stack frames inside the test runners and Node say nothing about our code.
  const lines = plain
    .split("\n")
    .filter(
      (line) =>
        line.trim() !== "" && !/^\s*at .*(node_modules|node:internal|<anonymous>)/.test(line),
    );
  const shown = lines.slice(0, MESSAGE_LINES).map((line) => `      ${line}`);
  if (lines.length > MESSAGE_LINES)
    shown.push(`      ... (${lines.length - MESSAGE_LINES} more lines above in the log)`);
  return shown.join("\n");
}

/**
 * @param {string} suite a name for the heading, e.g. "integration"
 * @param {{ title: string, message: string }[]} failures
 */
function writeRecap(suite, failures) {
  if (failures.length === 0) return;
  fs.mkdirSync(recapDir(), { recursive: true });
  const body = failures.map((f) => `  ✘ ${f.title}\n${clip(f.message)}`).join("\n");
  const file = path.join(recapDir(), `${suite.replace(/[^\w.-]+/g, "_")}-${process.pid}.txt`);
  fs.writeFileSync(file, `${suite}: ${failures.length} failed\n${body}\n`);
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Makes a fresh folder for this run and points the suites' reporters to it. */
function startRecap() {
  // Earlier runs' folders go, unless their run is still going.
  for (const name of fs.existsSync(RECAP_ROOT) ? fs.readdirSync(RECAP_ROOT) : []) {
    const pid = Number(/^run-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && isAlive(pid)) continue;
    fs.rmSync(path.join(RECAP_ROOT, name), { recursive: true, force: true });
  }
  const dir = path.join(RECAP_ROOT, `run-${process.pid}`);
  process.env.TEST_RECAP_DIR = dir;
}

/** The recap's text, or null when no suite wrote one. */
function readRecap() {
  const dir = recapDir();
  if (!fs.existsSync(dir)) return null;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".txt"))
    .sort();
  if (files.length === 0) return null;
  return files.map((f) => fs.readFileSync(path.join(dir, f), "utf8")).join("\n");
}

export { writeRecap, startRecap, readRecap, clip };
