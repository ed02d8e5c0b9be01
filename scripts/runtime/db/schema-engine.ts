/**
 * Prisma's schema engine, run as WebAssembly. The Prisma CLI would download a native
 * schema-engine binary, which these offline machines cannot reach, so `prisma migrate *`
 * fails here. The same engine ships on npm as @prisma/schema-engine-wasm; driven through
 * @prisma/adapter-pg it diffs schemas and applies migrations exactly like
 * `prisma migrate deploy` (same _prisma_migrations rows, checksums and advisory lock).
 *
 * adapter-pg 7.10 has four bugs on this path, worked around below (see
 * ../shared/notes/toolchain.md): "char" columns, scripts split on ';', the shadow database
 * dropped before its pool closes, and a shadow pool that reconnects to the main database.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";

type Engine = {
  diff(params: unknown): Promise<{ exitCode: number; stdout: string | null }>;
  applyMigrations(input: unknown): Promise<{ appliedMigrationNames: string[] }>;
  devDiagnostic(input: unknown): Promise<unknown>;
  createMigration(input: unknown): Promise<{ generatedMigrationName: string | null }>;
  free(): void;
};

type Adapter = {
  executeScript(script: string): Promise<void>;
  dispose(): Promise<void>;
  onError(e: unknown): never;
  underlyingDriver(): pg.Pool;
};

const CHAR_OID = 18;
const TEXT_OID = 25;
const CHARACTER_COLUMN = 6; // ColumnTypeEnum.Character in @prisma/driver-adapter-utils
const charColumns = Symbol("charColumns");
let patched = false;

/**
 * Makes adapter-pg report PostgreSQL's internal "char" type (pg_catalog's contype and
 * friends) as the Character column type the engine's introspection expects.
 */
function patchCharColumns(adapter: object) {
  if (patched) return;
  let proto = Object.getPrototypeOf(adapter);
  while (proto && !Object.prototype.hasOwnProperty.call(proto, "performIO")) {
    proto = Object.getPrototypeOf(proto);
  }
  if (!proto) throw new Error("adapter-pg changed: performIO not found");
  const performIO = proto.performIO;
  const queryRaw = proto.queryRaw;
  proto.performIO = async function (this: unknown, query: unknown) {
    const result = await performIO.call(this, query);
    const indexes: number[] = [];
    (result?.fields ?? []).forEach((field: { dataTypeID: number }, i: number) => {
      if (field.dataTypeID === CHAR_OID) {
        field.dataTypeID = TEXT_OID;
        indexes.push(i);
      }
    });
    if (indexes.length && result.rows) result.rows[charColumns] = indexes;
    return result;
  };
  proto.queryRaw = async function (this: unknown, query: unknown) {
    const result = await queryRaw.call(this, query);
    for (const i of result.rows?.[charColumns] ?? []) result.columnTypes[i] = CHARACTER_COLUMN;
    return result;
  };
  patched = true;
}

async function connectFixed(pool: pg.Pool): Promise<Adapter> {
  const adapter = (await new PrismaPg(pool).connect()) as unknown as Adapter;
  patchCharColumns(adapter);
  // One round trip for the whole script, so that $$-quoted bodies survive.
  adapter.executeScript = async (script: string) => {
    try {
      await pool.query(script);
    } catch (error) {
      adapter.onError(error);
    }
  };
  return adapter;
}

function withDatabase(url: string, database: string) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A driver-adapter factory whose shadow database really is a separate database. */
function adapterFactory(url: string) {
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    async connect() {
      return connectFixed(new pg.Pool({ connectionString: url, max: 2 }));
    },
    async connectToShadowDb() {
      const name = `prisma_shadow_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      await admin.end();
      const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 });
      const adapter = await connectFixed(pool);
      adapter.dispose = async () => {
        await pool.end();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await dropper.end();
      };
      return adapter;
    },
  };
}

let wasmModule: Promise<{ SchemaEngine: { new: (...a: unknown[]) => Promise<Engine> } }> | null =
  null;

async function loadWasm() {
  const dir = path.join(process.cwd(), "node_modules/@prisma/schema-engine-wasm");
  const bg = await import(path.join(dir, "schema_engine_bg.js"));
  const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown };
  let panicMessage = "";
  g.PRISMA_WASM_PANIC_REGISTRY ??= {
    set_message: (m: string) => {
      panicMessage = m;
      console.error(`schema engine panic: ${m}`);
    },
    get: () => panicMessage,
  };
  return bg;
}

export async function openEngine(schema: string, url?: string): Promise<Engine> {
  wasmModule ??= loadWasm();
  const { SchemaEngine } = await wasmModule;
  const log = (line: string) => {
    if (process.env.SCHEMA_ENGINE_DEBUG) console.error(line);
  };
  const factory = url ? adapterFactory(url) : adapterFactory("postgresql://unused@127.0.0.1:1/x");
  // The engine expects the Result-wrapped adapter that Prisma's own runtime builds.
  return SchemaEngine.new(
    { datamodels: [["schema.prisma", schema]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory as never),
  );
}
