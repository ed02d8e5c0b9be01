/**
 * The table of every email (lib/server/jobs/emails.ts): each definition beside a domain
 * verb (lib/server/<feature>/emails/) is in it under its own template name, and every
 * one renders each of its samples (tests/support/email-samples.ts) read back from JSON,
 * as the worker reads an outbox row.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { EMAILS } from "@/lib/server/jobs/emails";
import { EMAIL_SAMPLES } from "../support/email-samples";

const root = path.join(__dirname, "../..");

/** Every module of an `emails/` folder under lib/server. */
const emailModules = readdirSync(path.join(root, "lib/server"), { recursive: true })
  .map(String)
  .filter((file) => /(^|\/)emails\/[^/]+\.ts$/.test(file))
  .sort();

const isDefinition = (value: unknown): value is { template: string } =>
  typeof value === "object" &&
  value !== null &&
  "template" in value &&
  typeof value.template === "string" &&
  "render" in value &&
  typeof value.render === "function";

const definitions = Object.values(EMAILS);

describe("the email table", () => {
  beforeAll(() => {
    process.env.APP_URL = "https://traytable.example";
    process.env.AUTH_SECRET = "unit-secret-unit-secret-unit-secret-unit";
  });
  afterAll(() => {
    delete process.env.APP_URL;
    delete process.env.AUTH_SECRET;
  });

  it("holds every definition of every emails/ folder, under its own template name", async () => {
    const found: string[] = [];
    for (const file of emailModules) {
      const exports: Record<string, unknown> = await import(path.join(root, "lib/server", file));
      for (const [name, value] of Object.entries(exports)) {
        if (!isDefinition(value)) continue;
        found.push(value.template);
        const inTable = definitions.some((d) => d === value);
        expect({ file, name, inTable }).toEqual({
          file,
          name,
          inTable: true,
        });
      }
    }
    expect(found.sort()).toEqual(definitions.map((d) => d.template).sort());
  });

  it.each(definitions.map((d) => [d.template, d] as const))(
    "renders %s from each of its samples, read back from JSON",
    async (template, definition) => {
      const samples: readonly unknown[] = EMAIL_SAMPLES[template];
      expect(samples.length).toBeGreaterThan(0);
      for (const sample of samples) {
        const email = await definition.render(JSON.parse(JSON.stringify(sample)));
        expect(email.subject).not.toBe("");
        expect(email.html).toContain('<html lang="en"');
        expect(email.text).toContain("https://traytable.example/");
      }
    },
  );
});
