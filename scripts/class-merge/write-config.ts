/**
 * Writes lib/class-merge-config.ts: tailwind-merge's default config cut down to the class
 * groups the project's class names use. `cn()` runs in the browser on every page, and the
 * full default config is most of tailwind-merge's 8.3 KiB (gzip) there.
 *
 *   npx tsx scripts/class-merge/write-config.ts
 *
 * Run it after using a kind of class the code never used before (a first `skew-*`, say);
 * tests/unit/class-merge.test.ts fails until then and names the missing groups.
 */
import { writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getDefaultConfig, validators } from "tailwind-merge";
import { groupsOf, recognizedClasses, sourceWords } from "./class-groups";

const root = path.resolve(import.meta.dirname, "../..");
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

/** The cut-down config's source for the given groups, in the default config's order. */
export function configSource(groups: Set<string>): string {
  const d = getDefaultConfig();
  const pick = <T>(record: Record<string, T>) =>
    Object.fromEntries(Object.entries(record).filter(([k]) => groups.has(k)));
  const classGroups = pick(d.classGroups);
  const themeKeys = new Set<string>();
  themeKeysIn(classGroups, themeKeys);
  // A theme scale may refer to another (rare, but the default's do): keep following.
  for (let size = -1; size !== themeKeys.size;) {
    size = themeKeys.size;
    for (const key of [...themeKeys]) themeKeysIn(d.theme[key as keyof typeof d.theme], themeKeys);
  }
  const theme = Object.fromEntries(Object.entries(d.theme).filter(([k]) => themeKeys.has(k)));
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
  return `// Written by scripts/class-merge/write-config.ts: do not edit. tailwind-merge's default
// config, only the class groups the code's class names belong to (${groups.size} of ${Object.keys(d.classGroups).length}),
// so cn() ships a fraction of it to the browser and merges exactly as the full config would.
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
  const groups = currentGroups();
  writeFileSync(
    CONFIG_FILE,
    await format(configSource(groups), {
      ...(await resolveConfig(CONFIG_FILE)),
      filepath: CONFIG_FILE,
    }),
  );
  console.log(`wrote ${path.relative(root, CONFIG_FILE)}: ${groups.size} class groups`);
}
