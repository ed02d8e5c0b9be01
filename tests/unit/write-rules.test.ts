/**
 * The one rule by which every write tells its outcome (lib/client/write, CONTRIBUTING.md,
 * "How the browser writes"), the same for a form and a button.
 * @jest-environment node
 */
import { settle, write } from "@/lib/client/write/write";
import { toast } from "@/lib/client/toast";

jest.mock("@/lib/client/toast", () => ({
  toast: { success: jest.fn(), error: jest.fn(), dismiss: jest.fn() },
}));

const success = toast.success as jest.Mock;
const error = toast.error as jest.Mock;
const rules = {
  success: (n: number) => `saved ${n}`,
  refused: (message: string) => ({ title: "Refused", description: message }),
  crashed: () => "Crashed",
};

beforeEach(() => jest.clearAllMocks());

describe("write", () => {
  it("toasts a success and hands the data on", async () => {
    const onDone = jest.fn();
    const result = await write(async () => ({ ok: true, data: 3 }), { ...rules, onDone });
    expect(result).toEqual({ ok: true, data: 3 });
    expect(success).toHaveBeenCalledWith("saved 3");
    expect(onDone).toHaveBeenCalledWith(3);
    expect(error).not.toHaveBeenCalled();
  });

  it("toasts a refusal with the server's message, and no success", async () => {
    const onDone = jest.fn();
    await write(async () => ({ ok: false, code: "conflict", message: "Taken" }), {
      ...rules,
      onDone,
    });
    expect(error).toHaveBeenCalledWith("Refused", { description: "Taken" });
    expect(onDone).not.toHaveBeenCalled();
  });

  it("says a crash with `crashed` and answers null", async () => {
    const result = await write(async () => {
      throw new TypeError("Failed to fetch");
    }, rules);
    expect(result).toBeNull();
    expect(error).toHaveBeenCalledWith("Crashed");
  });

  it("hands a refusal named in `on` to its handler, untoasted", async () => {
    const unauthenticated = jest.fn();
    await write(async () => ({ ok: false, code: "unauthenticated", message: "Sign in" }), {
      ...rules,
      on: { unauthenticated },
    });
    expect(unauthenticated).toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe("settle with a form", () => {
  const refusal = {
    ok: false as const,
    code: "invalid_input" as const,
    message: "Name is required",
    errors: [{ path: "name", message: "Name is required" }],
  };

  it("puts field errors under their fields instead of toasting", async () => {
    await settle(async () => refusal, rules, { place: () => true });
    expect(error).not.toHaveBeenCalled();
  });

  it("toasts when no field took the error, or when the form always says refusals", async () => {
    await settle(async () => refusal, rules, { place: () => false });
    await settle(async () => refusal, rules, { place: () => true, alwaysSayRefusal: true });
    expect(error).toHaveBeenCalledTimes(2);
  });

  it("says refusals and crashes where the form shows them (the account forms' alert)", async () => {
    const sayError = jest.fn();
    await settle(async () => refusal, rules, { place: () => false, sayError });
    await settle(async () => Promise.reject(new Error("down")), rules, { sayError });
    expect(sayError.mock.calls).toEqual([
      [{ title: "Refused", description: "Name is required" }],
      ["Crashed"],
    ]);
    expect(error).not.toHaveBeenCalled();
  });
});
