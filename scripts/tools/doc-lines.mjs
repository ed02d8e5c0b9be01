// @ts-check
/**
 * The last step of `npm run lint`: prints the line counts of the docs a newcomer reads first
 * (README.md, CONTRIBUTING.md, docs/architecture.md) and of docs/benchmarks.md, and fails
 * when the first three together reach LIMIT lines (issue 45): shorten before adding.
 */
import { readFileSync } from "node:fs";

const LIMIT = 600;
const NEWCOMER_DOCS = ["README.md", "CONTRIBUTING.md", "docs/architecture.md"];
const OTHER_DOCS = ["docs/benchmarks.md"];

/**
 * Lines as `wc -l` counts them: newline characters.
 * @param {string} file a path from the repository root
 */
function lineCount(file) {
  const text = readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
  return text.split("\n").length - 1;
}

/** @param {string} name @param {number} lines */
const row = (name, lines) => `  ${name.padEnd(22)}${String(lines).padStart(5)}`;

let total = 0;
console.log("Doc line counts:");
for (const file of NEWCOMER_DOCS) {
  const lines = lineCount(file);
  total += lines;
  console.log(row(file, lines));
}
console.log(row(`together (limit ${LIMIT})`, total));
for (const file of OTHER_DOCS) console.log(row(file, lineCount(file)));

if (total >= LIMIT) {
  console.error(
    `${NEWCOMER_DOCS.join(", ")} have ${total} lines together; keep them under ${LIMIT}.`,
  );
  process.exit(1);
}
