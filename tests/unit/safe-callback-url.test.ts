import { safeCallbackUrl } from "@/lib/auth/schemas";

describe("safeCallbackUrl", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeCallbackUrl("/caterer/1")).toBe("/caterer/1");
    expect(safeCallbackUrl("/checkout?booking_id=4#pay")).toBe("/checkout?booking_id=4#pay");
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "/\t/evil.com",
    "/\n/evil.com",
    "/%09/evil.com/..",
    "https://evil.com",
    "evil.com",
    "javascript:alert(1)",
    "",
    // Normalised by dot segments into "//host": the check must be on the result.
    "/.//evil.example/phish",
    "/..//x",
    "/%2e//x",
    "/%2e%2e//x",
    "/a/../..//evil.example",
    "/./\\evil.example",
  ])("falls back for %j", (value) => {
    const result = safeCallbackUrl(value, "/");
    expect(result.startsWith("/") && !result.startsWith("//")).toBe(true);
    expect(new URL(result, "https://traytable.test").origin).toBe("https://traytable.test");
  });

  it("falls back for anything that is not a string", () => {
    expect(safeCallbackUrl(undefined, "/home")).toBe("/home");
    expect(safeCallbackUrl(["/x"], "/home")).toBe("/home");
  });
});
