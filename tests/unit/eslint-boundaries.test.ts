/**
 * The boundary rules of eslint/boundaries.mjs, checked on the snippets they exist for,
 * with ESLint's own engine and the project's config.
 */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { createInterface } from "node:readline";

// ESLint loads its flat config with import(), which Jest's module system refuses: one
// child process loads the project's ESLint and config once (a few seconds) and lints each
// snippet sent to it, one JSON line in, one out.
const LINTER = `
import { createInterface } from "node:readline";
import { ESLint } from "eslint";
const eslint = new ESLint();
for await (const line of createInterface({ input: process.stdin })) {
  const { code, filePath } = JSON.parse(line);
  const [result] = await eslint.lintText(code, { filePath });
  process.stdout.write(JSON.stringify(result.messages.map((m) => m.ruleId)) + "\\n");
}
`;
let linter: ChildProcessWithoutNullStreams;
let answers: AsyncIterator<string>;

beforeAll(() => {
  linter = spawn(process.execPath, ["--input-type=module", "-e", LINTER]);
  linter.stderr.pipe(process.stderr);
  answers = createInterface({ input: linter.stdout })[Symbol.asyncIterator]();
});
afterAll(() => {
  linter.stdin.end();
});

async function problems(code: string, filePath: string): Promise<(string | null)[]> {
  linter.stdin.write(`${JSON.stringify({ code, filePath })}\n`);
  const answer = await answers.next();
  if (answer.done) throw new Error("the ESLint process ended");
  return JSON.parse(answer.value) as (string | null)[];
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
    const typeOnly = `"use client";\nimport type { Actor } from "@/lib/server/actor";\nexport type X = Actor;\n`;
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

describe("forms", () => {
  it("refuses a <form> without a method or an action: before hydration it would GET its fields", async () => {
    const bare = `export const F = () => <form onSubmit={() => {}}><input name="password" /></form>;\n`;
    expect(await problems(bare, "components/example/sign-in.tsx")).toContain(
      "no-restricted-syntax",
    );
    for (const form of [
      `<form method="post" onSubmit={() => {}} />`,
      `<form method="get" role="search" />`,
      `<form action={save} />`,
    ]) {
      const code = `const save = async () => {};\nexport const F = () => ${form};\n`;
      expect(await problems(code, "components/example/sign-in.tsx")).not.toContain(
        "no-restricted-syntax",
      );
    }
  });
});

describe("late parts", () => {
  it("refuses next/dynamic (its loader joins the first load) and allows lazyComponent", async () => {
    const dynamicImport = `"use client";\nimport dynamic from "next/dynamic";\nexport const D = dynamic(() => import("./d"));\n`;
    expect(await problems(dynamicImport, "components/example/widget.tsx")).toContain(
      "no-restricted-syntax",
    );
    const lazy = `"use client";\nimport { lazyComponent } from "@/lib/client/lazy-component";\nexport const D = lazyComponent(() => import("./d").then((m) => m.D));\n`;
    expect(await problems(lazy, "components/example/widget.tsx")).not.toContain(
      "no-restricted-syntax",
    );
  });
});
