/**
 * Which of tailwind-merge's class groups the project's own class names belong to. The
 * generator (scripts/tools/class-merge/write-config.ts) writes the merge config from this, and the
 * unit test (tests/unit/class-merge.test.ts) checks with it that the written config still
 * covers every class the code uses. Node-only: it reads the source tree.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { createTailwindMerge, getDefaultConfig, twMerge } from "tailwind-merge";

const SOURCE_DIRS = ["app", "components", "lib"];
const SKIP_DIRS = new Set(["generated", "node_modules"]);
/**
 * The written config names every group it keeps, and the icon sprite's SVG attributes
 * read like classes (`stroke-linecap`): their words are no evidence of use.
 */
const SKIP_FILES = new Set(["class-merge-config.ts", "sprite.generated.ts"]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      if (!SKIP_DIRS.has(name)) sourceFiles(file, out);
    } else if (/\.(tsx?|mjs)$/.test(name) && !name.endsWith(".d.ts") && !SKIP_FILES.has(name)) {
      out.push(file);
    }
  }
  return out;
}

/**
 * Every whitespace-separated word inside a string or template literal of the source tree,
 * which includes every class name (Tailwind itself finds them the same way). Copy texts come
 * along; words that are no class are dropped by `recognizedClasses`.
 */
export function sourceWords(root: string): Set<string> {
  const words = new Set<string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const text = readFileSync(file, "utf8");
      for (const literal of text.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
        const body = literal[1] ?? literal[2] ?? literal[3] ?? "";
        for (const word of body.split(/[\s${}]+/)) if (word) words.add(word);
      }
    }
  }
  return words;
}

/** The words tailwind-merge's full config knows as a class (it drops the second of a pair). */
export function recognizedClasses(words: Iterable<string>): string[] {
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w).sort();
}

/**
 * The default config's class groups that hold at least one of `classes`. A group is tested
 * alone, so a class that two groups could take lists both: a superset is safe, because a
 * merge config with more of the default's groups, in the default's order, classifies every
 * class of a listed group exactly as the full config does.
 */
export function groupsOf(classes: string[]): Set<string> {
  const defaults = getDefaultConfig();
  const used = new Set<string>();
  // Arbitrary properties (`[overflow-wrap:anywhere]`) merge by their property name whatever
  // the config holds: they need no group.
  const none = createTailwindMerge(() => ({
    ...defaults,
    classGroups: {},
    conflictingClassGroups: {},
  }));
  classes = classes.filter((c) => none(`${c} ${c}`) !== c);
  for (const [group, definition] of Object.entries(defaults.classGroups)) {
    const alone = createTailwindMerge(() => ({
      ...defaults,
      classGroups: { [group]: definition },
      conflictingClassGroups: {},
      conflictingClassGroupModifiers: {},
    }));
    if (classes.some((c) => alone(`${c} ${c}`) === c)) used.add(group);
  }
  return used;
}

/**
 * The classes as tailwind-merge looks them up: without variants (`md:hover:`), the important
 * mark and a leading minus, and both with and without a `/` postfix (an opacity or a line
 * height; tailwind-merge tries the class without it first). A superset is safe: it only
 * keeps more of the config.
 */
export function baseClasses(classes: string[]): Set<string> {
  const bases = new Set<string>();
  for (const c of classes) {
    // Variants end at the last colon outside brackets (`[&:hover]:x`, `data-[state=open]:x`).
    let depth = 0;
    let start = 0;
    for (let i = 0; i < c.length; i++) {
      if (c[i] === "[" || c[i] === "(") depth++;
      else if (c[i] === "]" || c[i] === ")") depth--;
      else if (c[i] === ":" && depth === 0) start = i + 1;
    }
    const base = c.slice(start).replace(/^!|!$/g, "").replace(/^-/, "");
    bases.add(base);
    const slash = base.lastIndexOf("/");
    if (slash > 0) bases.add(base.slice(0, slash));
  }
  return bases;
}
