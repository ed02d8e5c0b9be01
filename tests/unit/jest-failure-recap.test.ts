/**
 * The end-of-run recap (tests/support/failure-recap.mjs) is what CI shows of a failure. A
 * file whose afterAll failed, or that an error thrown between tests stopped, reaches Jest
 * with an empty message and the errors in the stack; the recap must print the stack then.
 */
import { execErrorText } from "@/tests/support/jest-failure-recap.mjs";

describe("a file-level error in the recap", () => {
  it("prints the stack of an error Jest reports as unhandled (empty message)", () => {
    const text = execErrorText({
      message: "",
      stack: "Error: Exceeded timeout of 120000 ms for a hook.\n    at afterAll (x.test.ts:1:1)",
    });
    expect(text).toContain("Exceeded timeout of 120000 ms for a hook.");
  });

  it("prints the message once when the stack repeats it", () => {
    const text = execErrorText({
      message: "Cannot find module 'x'",
      stack: "Error: Cannot find module 'x'\n    at require (y.ts:2:2)",
    });
    expect(text.match(/Cannot find module 'x'/g)).toHaveLength(1);
    expect(text).toContain("at require");
  });

  it("prints the message when there is no stack", () => {
    expect(execErrorText({ message: "SyntaxError: Unexpected token" })).toBe(
      "SyntaxError: Unexpected token",
    );
  });
});
