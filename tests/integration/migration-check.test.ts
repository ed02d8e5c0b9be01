/** `npm run db:check` fails when schema.prisma changes without a migration. */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

function check(schemaPath?: string) {
  return spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/runtime/db/cli.ts", "check"],
    {
      encoding: "utf8",
      env: { ...process.env, ...(schemaPath ? { PRISMA_SCHEMA_PATH: schemaPath } : {}) },
    },
  );
}

describe("migration check", () => {
  it("passes for the committed schema and migrations", () => {
    const result = check();
    expect(result.stdout).toContain("Migrations match schema.prisma.");
    expect(result.status).toBe(0);
  });

  it("fails and shows the missing SQL when a field has no migration", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "schema-"));
    const schemaPath = path.join(dir, "schema.prisma");
    const schema = readFileSync("prisma/schema.prisma", "utf8").replace(
      "  profileImageUrl String?\n",
      "  profileImageUrl String?\n  nickname        String?\n",
    );
    writeFileSync(schemaPath, schema);
    const result = check(schemaPath);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('ALTER TABLE "users" ADD COLUMN');
    expect(result.stderr).toContain('"nickname" TEXT');
  });
});
