/**
 * cn() merges with a cut-down tailwind-merge config (lib/class-merge-config.ts). These
 * checks hold it to the full default config on the project's own class names, so a class
 * the code never used before (a first `inline-grid`, say) cannot be merged differently
 * without a test failing: the config keeps only the literal class names the code uses.
 */
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { cn } from "@/lib/utils";
import { classMergeConfig } from "@/lib/class-merge-config";
import { groupsOf, recognizedClasses, sourceWords } from "@/scripts/tools/class-merge/class-groups";

const root = path.resolve(__dirname, "../..");
const classes = recognizedClasses(sourceWords(root));

test("the config keeps every class group the code's class names belong to", () => {
  const kept = new Set(Object.keys(classMergeConfig().classGroups));
  const missing = [...groupsOf(classes)].filter((g) => !kept.has(g));
  // On failure: npx tsx scripts/tools/class-merge/write-config.ts
  expect(missing).toEqual([]);
});

test("every pair of the code's classes merges as the full config merges it", () => {
  expect(classes.length).toBeGreaterThan(300);
  const different: string[] = [];
  for (const a of classes) {
    for (const b of classes) {
      const pair = `${a} ${b}`;
      if (cn(pair) !== twMerge(pair)) different.push(pair);
    }
  }
  // On failure: npx tsx scripts/tools/class-merge/write-config.ts
  expect(different).toEqual([]);
});

test("a later class of the same kind wins, modifiers apart", () => {
  expect(cn("p-6", "p-4")).toBe("p-4");
  expect(cn("px-2 py-1", "p-3")).toBe("p-3");
  expect(cn("text-sm text-muted-foreground", "text-lg text-primary")).toBe("text-lg text-primary");
  expect(cn("h-9 w-9", "size-11")).toBe("size-11");
  expect(cn("hover:bg-accent bg-primary", "bg-destructive")).toBe("hover:bg-accent bg-destructive");
  expect(cn("rounded-md", false, undefined, "rounded-full")).toBe("rounded-full");
});
