/**
 * Playwright reporter: hands the tests that failed (after their retry) to the end-of-run
 * recap (failure-recap.mjs). A test that passed on its retry is listed as flaky, since CI
 * passes it but a reader should know.
 */
import { writeRecap } from "./failure-recap.mjs";

class PlaywrightFailureRecap {
  constructor() {
    /** @type {import("@playwright/test/reporter").TestCase[]} */
    this.tests = [];
  }
  onTestEnd(test) {
    if (!this.tests.includes(test)) this.tests.push(test);
  }
  onEnd(result) {
    const failures = [];
    for (const test of this.tests) {
      const outcome = test.outcome();
      if (outcome !== "unexpected" && outcome !== "flaky") continue;
      const title = `${outcome === "flaky" ? "(flaky, passed on retry) " : ""}${test.titlePath().filter(Boolean).join(" › ")}`;
      const failed = test.results.find((r) => r.status !== "passed" && r.status !== "skipped");
      const message =
        failed?.errors.map((e) => e.message ?? e.value ?? "").join("\n") || failed?.status || "";
      failures.push({ title, message });
    }
    if (failures.length === 0 && result.status !== "passed") {
      failures.push({
        title: `the run ended ${result.status} outside any test`,
        message: "see Playwright's output above (global setup, web server or time limit)",
      });
    }
    writeRecap("playwright", failures);
  }
  printsToStdio() {
    return false;
  }
}

export default PlaywrightFailureRecap;
