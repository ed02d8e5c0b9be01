/**
 * A real SMTP server for the email tests (the smtp-server package), on a free localhost
 * port, that keeps every message it accepts, parsed with mailparser.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type TestSmtp = {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Waits until `count` messages have arrived (and fails after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<ParsedMail[]>;
  close: () => Promise<void>;
};

export async function startSmtp(
  options: { port?: number; delayMs?: number } = {},
): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The address of a mail's first recipient. */
export function recipient(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  return to?.value[0]?.address ?? "";
}
