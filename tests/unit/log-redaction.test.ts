/**
 * Logs carry no secrets, card data or personal data (lib/server/observability/redact.mjs,
 * docs/security.md "Logs"), whatever a call site passes, and every line is one JSON object
 * with its level, message and the request id of the request being handled.
 */
import { Writable } from "node:stream";
import { createLogger } from "@/lib/server/observability/logger.mjs";
import { redactValue, scrubText } from "@/lib/server/observability/redact.mjs";
import { requestContext } from "@/lib/server/observability/request-context.mjs";

function capture(level = "debug") {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ level, destination }), lines };
}

const CARD = "4242 4242 4242 4242";

describe("log redaction", () => {
  it("redacts personal data and secrets by field name, at any depth", () => {
    const { logger, lines } = capture();
    logger.info(
      {
        booking: {
          id: 41,
          customerName: "Casey Morgan",
          customerEmail: "casey@example.com",
          customerPhone: "555-0100",
          deliveryAddress: "12 Elm Street",
          eventDate: "2026-12-01",
          trayCapacity: 12,
        },
        headers: { authorization: "Bearer abc.def", cookie: "authjs.session-token=xyz" },
        card: { number: CARD, expiry: "12/30", cvc: "123" },
        token: "t0k3n",
        password: "hunter2",
        emailNotifications: true,
      },
      "booking created",
    );
    const [line] = lines;
    const text = JSON.stringify(line);
    for (const secret of [
      "Casey",
      "casey@example.com",
      "555-0100",
      "Elm Street",
      "abc.def",
      "xyz",
      "4242",
      "123",
      "t0k3n",
      "hunter2",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(line).toMatchObject({
      level: "info",
      msg: "booking created",
      booking: {
        id: 41,
        customerName: "[redacted]",
        customerEmail: "[redacted]",
        eventDate: "2026-12-01",
        trayCapacity: 12,
      },
      headers: { authorization: "[redacted]", cookie: "[redacted]" },
      card: "[redacted]",
      emailNotifications: true,
    });
  });

  it("scrubs emails, card numbers, phones, credentials and bearer tokens inside text", () => {
    const { logger, lines } = capture();
    logger.error(
      `Email to casey@example.com failed: 535 auth failed for smtp://mailer:s3cret@smtp.example.com:587; card ${CARD}; call +1 (555) 010-0199; Authorization: Bearer eyJhbGciOi.payload.sig`,
    );
    const msg = String(lines[0]!.msg);
    expect(msg).toBe(
      "Email to [email] failed: 535 auth failed for smtp://[redacted]@smtp.example.com:587; card [card-number]; call [phone]; Authorization: Bearer [redacted]",
    );
  });

  it("keeps numbers that are not card numbers (ids, timestamps, amounts)", () => {
    expect(scrubText("booking 1700000000001 for 12500 cents")).toBe(
      "booking 1700000000001 for 12500 cents",
    );
    expect(scrubText("card 4000 0000 0000 0002 declined")).toBe("card [card-number] declined");
  });

  it("logs errors as type, message and stack, scrubbed, with their cause", () => {
    const { logger, lines } = capture();
    const cause = Object.assign(
      new Error("connect ECONNREFUSED for postgresql://app:pw@db:5432/x"),
      {
        code: "ECONNREFUSED",
      },
    );
    const error = new Error("Refund for casey@example.com failed", { cause });
    logger.error({ err: error, bookingId: 7 }, "Refund of booking 7 failed");
    const line = lines[0] as { err: Record<string, unknown>; bookingId: number };
    expect(line.bookingId).toBe(7);
    expect(line.err).toMatchObject({
      type: "Error",
      message: "Refund for [email] failed",
      cause: {
        code: "ECONNREFUSED",
        message: "connect ECONNREFUSED for postgresql://[redacted]@db:5432/x",
      },
    });
    expect(String(line.err.stack)).not.toContain("casey@example.com");
    // An Error passed first becomes `err`, and its message the line's message.
    logger.warn(new Error("mail to casey@example.com bounced"));
    expect(lines[1]).toMatchObject({
      level: "warn",
      msg: "mail to [email] bounced",
      err: { message: "mail to [email] bounced" },
    });
  });

  it("leaves the caller's objects untouched and survives cycles", () => {
    const input: Record<string, unknown> = { email: "casey@example.com" };
    input.self = input;
    expect(redactValue(input)).toEqual({ email: "[redacted]", self: "[circular]" });
    expect(input.email).toBe("casey@example.com");
  });

  it("puts the request id of the request being handled on every line", () => {
    const { logger, lines } = capture();
    requestContext.run({ requestId: "req-123" }, () => logger.info("inside"));
    logger.info("outside");
    expect(lines[0]).toMatchObject({ msg: "inside", requestId: "req-123" });
    expect(lines[1]).not.toHaveProperty("requestId");
  });

  it("honours the level", () => {
    const { logger, lines } = capture("warn");
    logger.info("quiet");
    logger.warn("loud");
    expect(lines.map((l) => l.msg)).toEqual(["loud"]);
  });
});
