import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { classMergeConfig } from "./class-merge-config";

// tailwind-merge with only the class groups our code uses
// (scripts/tools/class-merge/write-config.ts): it merges exactly as the full default config
// does and ships about a third of it.
const merge = createTailwindMerge(classMergeConfig);

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
