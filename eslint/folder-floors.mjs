/**
 * No arrows back up between lib's feature folders (the picture farm-studio draws): a folder
 * may import another only if that one does not reach it back, through any chain of
 * imports. The graph of folders is read once per lint run from lib/ on disk, so the rule
 * sees both ends of a pair though ESLint lints one file at a time.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const LIB = path.join(ROOT, "lib");
const IMPORT = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/** The feature folder a lib path belongs to: lib/server/<x> or lib/<x>; null for files at the top. */
export function folderOf(file) {
  const parts = path.relative(LIB, file).split(path.sep);
  if (parts[0] === "..") return null;
  if (parts[0] === "server") return parts.length > 2 ? `server/${parts[1]}` : null;
  return parts.length > 1 ? parts[0] : null;
}

function resolve(fromFile, source) {
  if (source.startsWith("@/")) return path.join(ROOT, source.slice(2));
  if (source.startsWith(".")) return path.resolve(path.dirname(fromFile), source);
  return null;
}

function* sources(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "generated") yield* sources(full);
    } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) yield full;
  }
}

let graph = null;
function folderGraph() {
  if (graph) return graph;
  graph = new Map();
  for (const file of sources(LIB)) {
    const from = folderOf(file);
    if (!from) continue;
    for (const [, source] of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolve(file, source);
      const to = target && folderOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  return graph;
}

function reaches(from, to) {
  const g = folderGraph();
  const seen = new Set([from]);
  const queue = [from];
  while (queue.length) {
    const next = queue.shift();
    for (const n of g.get(next) ?? []) {
      if (n === to) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      queue.push(n);
    }
  }
  return false;
}

export const noImportBackUp = {
  meta: {
    type: "problem",
    docs: { description: "lib's feature folders never import each other in a loop" },
    messages: {
      backUp:
        "lib/{{from}} imports lib/{{to}}, which imports lib/{{from}} back (directly or through other folders): move what both need down a floor.",
    },
    schema: [{ type: "array", items: { type: "array", items: { type: "string" } } }],
  },
  create(context) {
    const file = context.filename;
    const from = folderOf(file);
    // Folders still being untangled from each other (eslint.config.mjs says why).
    const pending = context.options[0] ?? [];
    if (!from) return {};
    return {
      ImportDeclaration(node) {
        const target = resolve(file, String(node.source.value));
        const to = target && folderOf(target);
        if (!to || to === from || !reaches(to, from)) return;
        if (pending.some((group) => group.includes(from) && group.includes(to))) return;
        context.report({ node, messageId: "backUp", data: { from, to } });
      },
    };
  },
};
