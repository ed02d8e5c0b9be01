/**
 * The error code reaches the browser the same way through both transports: a server action
 * (runAction) and a REST call (send() over a route's errorResponse) both answer an
 * ActionResult whose `code` is the AppError's, so forms branch on the code (CONTRIBUTING.md,
 * "How the browser writes").
 * @jest-environment node
 */
import { send } from "@/lib/client/write/transport";
import { codeOfStatus, ERROR_STATUS, type ErrorCode } from "@/lib/forms/action-result";
import { AppError } from "@/lib/server/errors";
import { errorResponse } from "@/lib/server/http/handle-route";
import { runAction } from "@/lib/server/http/server-action";

jest.mock("@/lib/server/auth/current-actor", () => ({ currentActor: async () => null }));
jest.mock("@/lib/server/observability/log", () => ({
  log: { error: jest.fn(), warn: jest.fn(), info: jest.fn() },
}));

const CODES = Object.keys(ERROR_STATUS) as ErrorCode[];
const realFetch = global.fetch;

/** Answers every fetch with this response, as the route would have sent it. */
function serve(response: Response) {
  global.fetch = jest.fn(async () => response) as typeof fetch;
}

afterEach(() => {
  global.fetch = realFetch;
});

describe("codeOfStatus", () => {
  it.each(CODES)("gives %s back from its own status", (code) => {
    expect(codeOfStatus(ERROR_STATUS[code])).toBe(code);
  });

  it("names every status once: no two codes share one", () => {
    expect(new Set(Object.values(ERROR_STATUS)).size).toBe(CODES.length);
  });

  it.each([500, 418, 200, 0])("calls status %i unexpected", (status) => {
    expect(codeOfStatus(status)).toBe("unexpected");
  });
});

describe("send", () => {
  it.each(CODES)("maps a route's %s refusal to the same code, message and fields", async (code) => {
    const errors =
      code === "invalid_input" ? [{ path: "name", message: "Name is required" }] : undefined;
    serve(errorResponse(new AppError(code, `refused: ${code}`, { errors })));
    const result = await send("POST", "/api/anything", { a: 1 });
    expect(result).toEqual({
      ok: false,
      code,
      message: `refused: ${code}`,
      ...(errors ? { errors } : {}),
    });
  });

  it("answers the same shape as runAction for the same AppError", async () => {
    for (const code of CODES) {
      const error = new AppError(code, `refused: ${code}`);
      serve(errorResponse(error));
      const viaRest = await send("GET", "/api/anything");
      const viaAction = await runAction(async () => {
        throw error;
      });
      expect(viaRest).toEqual(viaAction);
    }
  });

  it("maps a crash (500) to unexpected, with the route's generic message", async () => {
    serve(errorResponse(new Error("database exploded")));
    expect(await send("GET", "/api/anything")).toEqual({
      ok: false,
      code: "unexpected",
      message: "Internal server error",
    });
  });

  it("keeps a bodiless error's code (a bare 404) with an empty message", async () => {
    serve(new Response(null, { status: 404 }));
    expect(await send("GET", "/api/anything")).toEqual({
      ok: false,
      code: "not_found",
      message: "",
    });
  });

  it("answers ok with the JSON body on success", async () => {
    serve(Response.json({ id: 7 }, { status: 201 }));
    expect(await send("POST", "/api/bookings", {})).toEqual({ ok: true, data: { id: 7 } });
  });

  it("lets a network failure throw (the form's crashed toast), never a refusal", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as typeof fetch;
    await expect(send("GET", "/api/anything")).rejects.toThrow("Failed to fetch");
  });

  it("ignores an errors field that is not a list", async () => {
    serve(Response.json({ message: "Bad", errors: "nope" }, { status: 400 }));
    expect(await send("POST", "/api/anything", {})).toEqual({
      ok: false,
      code: "invalid_input",
      message: "Bad",
    });
  });
});

describe("runAction", () => {
  it("answers unexpected with its fallback for an error that is no AppError", async () => {
    const result = await runAction(async () => {
      throw new Error("boom");
    }, "Failed to save");
    expect(result).toEqual({ ok: false, code: "unexpected", message: "Failed to save" });
  });
});
