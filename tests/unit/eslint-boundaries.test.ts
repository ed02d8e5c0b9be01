/**
 * The boundary rules of eslint/boundaries.mjs, checked on the snippets they exist for,
 * with ESLint's own engine and the project's config.
 */
import { spawnSync } from "node:child_process";

// ESLint loads its flat config with import(), which Jest's module system refuses: run the
// project's own eslint binary on stdin instead.
async function problems(code: string, filePath: string): Promise<(string | null)[]> {
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/eslint/bin/eslint.js",
      "--format",
      "json",
      "--stdin",
      "--stdin-filename",
      filePath,
    ],
    { input: code, encoding: "utf8" },
  );
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null }[] }[];
  return result!.messages.map((m) => m.ruleId);
}

jest.setTimeout(60_000);

describe("browser/server boundary", () => {
  it("refuses a value from lib/server in a client module", async () => {
    const code = `"use client";\nimport { db } from "@/lib/server/db";\nexport const x = db;\n`;
    expect(await problems(code, "components/example/widget.tsx")).toContain(
      "boundaries/no-server-values-in-client",
    );
  });

  it("allows types from lib/server in a client module, and values on the server", async () => {
    const typeOnly = `"use client";\nimport type { Actor } from "@/lib/server/auth/actor";\nexport type X = Actor;\n`;
    expect(await problems(typeOnly, "components/example/widget.tsx")).not.toContain(
      "boundaries/no-server-values-in-client",
    );
    const server = `import { db } from "@/lib/server/db";\nexport const x = db;\n`;
    expect(await problems(server, "app/example/page.tsx")).not.toContain(
      "boundaries/no-server-values-in-client",
    );
  });

  it("refuses imports from app/ in components/ and lib/", async () => {
    const code = `import { signInAction } from "@/app/(auth)/auth/actions";\nexport const x = signInAction;\n`;
    expect(await problems(code, "components/example/widget.tsx")).toContain(
      "no-restricted-imports",
    );
    expect(await problems(code, "lib/example.ts")).toContain("no-restricted-imports");
    expect(await problems(code, "app/example/page.tsx")).not.toContain("no-restricted-imports");
  });

  it('requires import "server-only" in every lib/server module, and only there', async () => {
    const bare = `export const answer = 42;\n`;
    expect(await problems(bare, "lib/server/example/answer.ts")).toContain(
      "boundaries/server-only-marker",
    );
    const marked = `import "server-only";\nexport const answer = 42;\n`;
    expect(await problems(marked, "lib/server/example/answer.ts")).not.toContain(
      "boundaries/server-only-marker",
    );
    expect(await problems(bare, "lib/example/answer.ts")).not.toContain(
      "boundaries/server-only-marker",
    );
  });
});
