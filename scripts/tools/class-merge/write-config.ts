/**
 * Writes lib/class-merge-config.ts: tailwind-merge's default config cut down to the class
 * groups the project's class names use. `cn()` runs in the browser on every page, and the
 * full default config is most of tailwind-merge's 8.3 KiB (gzip) there.
 *
 *   npx tsx scripts/tools/class-merge/write-config.ts
 *
 * Run it after using a class the code never used before (a first `skew-3` or `inline-grid`);
 * tests/unit/class-merge.test.ts fails until then and names the classes or groups missing.
 */
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getDefaultConfig, validators } from "tailwind-merge";
import { baseClasses, groupsOf, recognizedClasses, sourceWords } from "./class-groups";

const root = path.resolve(import.meta.dirname, "../../..");
export const CONFIG_FILE = path.join(root, "lib/class-merge-config.ts");

const validatorNames = new Map<unknown, string>(
  Object.entries(validators).map(([name, fn]) => [fn, name]),
);

function source(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "function") {
    const name = validatorNames.get(value);
    if (name) return `v.${name}`;
    const themeKey = (value as { themeKey?: string }).themeKey;
    if (themeKey) return `t(${JSON.stringify(themeKey)})`;
    throw new Error(`unknown function in tailwind-merge's config: ${String(value)}`);
  }
  if (Array.isArray(value)) return `[${value.map(source).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${source(v)}`)
      .join(",")}}`;
  }
  throw new Error(`cannot write ${String(value)}`);
}

function themeKeysIn(value: unknown, keys: Set<string>) {
  if (typeof value === "function") {
    const key = (value as { themeKey?: string }).themeKey;
    if (key) keys.add(key);
  } else if (Array.isArray(value)) value.forEach((v) => themeKeysIn(v, keys));
  else if (value && typeof value === "object")
    Object.values(value).forEach((v) => themeKeysIn(v, keys));
}

type Definition = unknown;

/** The class a string of a definition stands for under `prefix` (tailwind-merge's own rule). */
const classOf = (prefix: string, value: string) =>
  !prefix ? value : value === "" ? prefix : `${prefix}-${value}`;

/**
 * `definition` without the literal class names no class of the code is: a string leaf only
 * ever matches its own class, so dropping unused ones changes no classification of the
 * code's classes (validators and theme scales stay, for the classes they match). Theme
 * scales are pruned with every prefix that refers to them (`themePrefixes`).
 */
function pruned(
  definition: Definition,
  prefix: string,
  used: Set<string>,
  themePrefixes?: Map<string, Set<string>>,
): Definition {
  if (typeof definition === "string")
    return used.has(classOf(prefix, definition)) ? definition : undefined;
  if (typeof definition === "function") {
    const key = (definition as { themeKey?: string }).themeKey;
    if (key && themePrefixes) {
      const prefixes = themePrefixes.get(key) ?? new Set<string>();
      themePrefixes.set(key, prefixes.add(prefix));
    }
    return definition;
  }
  if (Array.isArray(definition)) {
    const kept = definition
      .map((d) => pruned(d, prefix, used, themePrefixes))
      .filter((d) => d !== undefined);
    return kept.length ? kept : undefined;
  }
  if (definition && typeof definition === "object") {
    const entries = Object.entries(definition)
      .map(([k, d]) => [k, pruned(d, classOf(prefix, k), used, themePrefixes)] as const)
      .filter(([, d]) => d !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return definition;
}

/** The cut-down config's source for the given groups, in the default config's order. */
export function configSource(groups: Set<string>, used: Set<string>): string {
  const d = getDefaultConfig();
  const themePrefixes = new Map<string, Set<string>>();
  const classGroups = Object.fromEntries(
    Object.entries(d.classGroups)
      .filter(([k]) => groups.has(k))
      .map(([k, definition]) => [k, pruned(definition, "", used, themePrefixes) ?? []]),
  );
  const themeKeys = new Set<string>();
  themeKeysIn(classGroups, themeKeys);
  // A theme scale may refer to another (rare, but the default's do): keep following.
  for (let size = -1; size !== themeKeys.size;) {
    size = themeKeys.size;
    for (const key of [...themeKeys]) themeKeysIn(d.theme[key as keyof typeof d.theme], themeKeys);
  }
  // A scale's strings stay if a class of the code is one of them under any prefix that
  // refers to the scale (a scale that refers to another keeps the other whole).
  const theme = Object.fromEntries(
    Object.entries(d.theme)
      .filter(([k]) => themeKeys.has(k))
      .map(([k, scale]) => {
        const prefixes = themePrefixes.get(k);
        if (!prefixes) return [k, scale];
        const kept = (scale as readonly Definition[]).filter(
          (value) =>
            typeof value !== "string" || [...prefixes].some((p) => used.has(classOf(p, value))),
        );
        return [k, kept];
      }),
  );
  const conflicts = (record: Record<string, readonly string[]>) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([k]) => groups.has(k))
        .map(([k, list]) => [k, list.filter((g) => groups.has(g))] as const)
        .filter(([, list]) => list.length > 0),
    );
  const config = {
    cacheSize: d.cacheSize,
    theme,
    classGroups,
    conflictingClassGroups: conflicts(d.conflictingClassGroups),
    conflictingClassGroupModifiers: conflicts(d.conflictingClassGroupModifiers ?? {}),
    postfixLookupClassGroups: (d.postfixLookupClassGroups ?? []).filter((g) => groups.has(g)),
    orderSensitiveModifiers: d.orderSensitiveModifiers ?? [],
  };
  return `// Written by scripts/tools/class-merge/write-config.ts: do not edit. tailwind-merge's default
// config, only the class groups the code's class names belong to (${groups.size} of ${Object.keys(d.classGroups).length}),
// and of their literal class names only the code's (validators and scales stay), so cn()
// ships a fraction of it to the browser and merges the code's classes exactly as the full
// config would.
import { fromTheme as t, validators as v } from "tailwind-merge";
import type { Config } from "tailwind-merge";

export function classMergeConfig(): Config<string, string> {
  return ${source(config)} as unknown as Config<string, string>;
}
`;
}

export function currentGroups(): Set<string> {
  return groupsOf(recognizedClasses(sourceWords(root)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const classes = recognizedClasses(sourceWords(root));
  const groups = groupsOf(classes);
  writeFileSync(
    CONFIG_FILE,
    await format(configSource(groups, baseClasses(classes)), {
      ...(await resolveConfig(CONFIG_FILE)),
      filepath: CONFIG_FILE,
    }),
  );
  console.log(`wrote ${path.relative(root, CONFIG_FILE)}: ${groups.size} class groups`);
}
