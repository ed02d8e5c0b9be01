/** Jest reporter: hands this run's failures to the end-of-run recap (failure-recap.mjs). */
import { writeRecap } from "./failure-recap.mjs";

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
          message: file.testExecError.message ?? String(file.testExecError),
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
