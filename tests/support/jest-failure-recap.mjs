/** Jest reporter: hands this run's failures to the end-of-run recap (failure-recap.mjs). */
import { writeRecap } from "./failure-recap.mjs";

/**
 * What a file-level error says. An error in an afterAll hook, or one thrown between tests
 * (a socket a test left open), reaches Jest as "unhandled": its message is empty and the
 * errors are in its stack, so the message alone would print nothing.
 * @param {{ message?: string, stack?: string }} error
 */
export function execErrorText(error) {
  const parts = [error.message, error.stack].filter((p) => typeof p === "string" && p.trim());
  // A stack starts with the message when both are set: print it once.
  if (parts.length === 2 && parts[1].includes(parts[0])) parts.shift();
  return parts.join("\n") || String(error);
}

class JestFailureRecap {
  /** @param {import("@jest/reporters").AggregatedResult} results */
  onRunComplete(_contexts, results) {
    const failures = [];
    const suites = new Set();
    for (const file of results.testResults) {
      if (file.displayName?.name) suites.add(file.displayName.name);
      const where = file.testFilePath.replace(`${process.cwd()}/`, "");
      // A file that could not run at all (a syntax error, a failing beforeAll) has no
      // failed test of its own, only this.
      if (file.testExecError) {
        failures.push({
          title: `${where}: the file did not run`,
          message: execErrorText(file.testExecError),
        });
      }
      for (const test of file.testResults) {
        if (test.status !== "failed") continue;
        failures.push({
          title: `${where} › ${test.fullName}`,
          message: test.failureMessages.join("\n"),
        });
      }
    }
    // Jest itself failing mid-run (not a test) still says so.
    if (results.runExecError) {
      failures.push({
        title: "Jest stopped outside any test",
        message: results.runExecError.message,
      });
    }
    writeRecap(`jest ${[...suites].join("+") || "tests"}`, failures);
  }
}

export default JestFailureRecap;
