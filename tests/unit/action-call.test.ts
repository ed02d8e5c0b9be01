/**
 * The server-action bodies the server lets through to Next.js (lib/server/http/action-call.mjs):
 * everything React's encodeReply sends from our pages (the encoder of the Next.js we ship,
 * run here), and none of the bodies Next's decoder failed on with a 500.
 */
import { actionCallProblem, multipartParts } from "@/lib/server/http/action-call.mjs";

// The browser's encoder, from the Next.js build in node_modules.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { encodeReply } = require("next/dist/compiled/react-server-dom-webpack/client.node.js") as {
  encodeReply: (value: unknown) => Promise<string | FormData>;
};

const BOUNDARY = "----testBoundary42";

/** A body as the browser sends it: the text, or the FormData as multipart. */
async function sent(args: unknown[]): Promise<[Buffer, string | null]> {
  const encoded = await encodeReply(args);
  if (typeof encoded === "string") return [Buffer.from(encoded), null];
  const body = new Response(encoded);
  const type = body.headers.get("content-type")!;
  const boundary = /boundary=(.+)$/.exec(type)![1]!;
  return [Buffer.from(await body.arrayBuffer()), boundary];
}

const multipart = (fields: [string, string][], boundary = BOUNDARY) =>
  Buffer.from(
    fields
      .map(
        ([n, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${n}"\r\n\r\n${v}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`,
  );

describe("server-action calls the server hands on to Next.js", () => {
  const form = () => {
    const data = new FormData();
    data.set("email", "customer@example.com");
    data.set("password", "$tarts with a dollar");
    return data;
  };
  it.each<[string, () => unknown[]]>([
    ["no arguments", () => []],
    [
      "plain values and encodeReply's markers",
      () => [
        1,
        "x",
        "$5.00",
        undefined,
        -0,
        Infinity,
        -Infinity,
        NaN,
        new Date(0),
        10n,
        null,
        true,
      ],
    ],
    ["nested objects", () => [{ id: 3, lines: [{ size: "large", quantity: 2, note: "$$" }] }]],
    ["a form with the previous state", () => [{ ok: false, message: "Try again" }, form()]],
    ["a Map, a Set and a form", () => [new Map([["a", 1]]), new Set(["b"]), form()]],
    [
      "a file in a form",
      () => {
        const data = form();
        data.set("document", new Blob(["%PDF-1.4"], { type: "application/pdf" }), "permit.pdf");
        return [data];
      },
    ],
  ])("%s", async (_, args) => {
    const [body, boundary] = await sent(args());
    expect(actionCallProblem(body, boundary)).toBeNull();
  });
});

describe("server-action calls refused before Next.js (its decoder answered 500)", () => {
  it.each<[string, string]>([
    ["not JSON", "^"],
    ["cut JSON", "[1,2"],
    ["a string, not an argument list", '"x"'],
    ["an object, not an argument list", '{"a":1}'],
    ["a reference with no parts", '["$1"]'],
    ["a Map with no parts", '["$Q1"]'],
    ["a form with no parts", '["$K1","$B1"]'],
    ["an unknown marker", '["$S"]'],
    ["a malformed reference", '["$0:a:b"]'],
    ["a bigint that is not a number", '["$n12a"]'],
    ["bytes", "\u0002\u00ff"],
  ])("text: %s", (_, text) => {
    expect(actionCallProblem(Buffer.from(text), null)).not.toBeNull();
  });

  it.each<[string, [string, string][]]>([
    ["no part 0", [["1", "[]"]]],
    ["part 0 not a list", [["0", '{"a":1}']]],
    [
      "a reference to a missing part",
      [
        ["0", '["$2"]'],
        ["1", "[]"],
      ],
    ],
    [
      "a referenced part that is not JSON",
      [
        ["0", '["$1"]'],
        ["1", "{x"],
      ],
    ],
    [
      "a Set whose part is no list",
      [
        ["0", '["$W1"]'],
        ["1", "5"],
      ],
    ],
    [
      "a part that refers to itself",
      [
        ["0", '["$1"]'],
        ["1", '["$1"]'],
      ],
    ],
    [
      "a marker in a referenced part",
      [
        ["0", '["$1"]'],
        ["1", '["$S"]'],
      ],
    ],
  ])("multipart: %s", (_, fields) => {
    expect(actionCallProblem(multipart(fields), BOUNDARY)).not.toBeNull();
  });

  it("refuses a form whose parts cannot be split", () => {
    const body = Buffer.from(`--${BOUNDARY}\r\nno headers here--${BOUNDARY}--\r\n`);
    expect(multipartParts(body, BOUNDARY)).toBeNull();
    expect(actionCallProblem(body, BOUNDARY)).toBe("the form's parts cannot be read");
    expect(actionCallProblem(multipart([["0", "[]"]], "other"), BOUNDARY)).not.toBeNull();
  });

  it("refuses arguments nested deeper than any form of ours", () => {
    expect(actionCallProblem(Buffer.from("[".repeat(70) + "]".repeat(70)), null)).toBe(
      "arguments nested too deep",
    );
  });
});
