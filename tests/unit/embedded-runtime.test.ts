import type { statSync } from "node:fs";
import { reachableByOthers } from "@/scripts/runtime/db/embedded-runtime";

/** A fake file system: folder -> mode; anything else does not exist. */
function fakeStat(folders: Record<string, number>) {
  return ((p: string) =>
    p in folders
      ? { isDirectory: () => true, mode: 0o040000 | folders[p]! }
      : undefined) as unknown as typeof statSync;
}

describe("reachableByOthers", () => {
  it("is true when every folder down to the target can be traversed by others", () => {
    const stat = fakeStat({ "/": 0o755, "/work": 0o755, "/work/app": 0o755 });
    expect(reachableByOthers("/work/app/node_modules/x", stat)).toBe(true);
  });

  it("is false under a private folder such as /root or a 0700 clone", () => {
    expect(reachableByOthers("/root/app", fakeStat({ "/": 0o755, "/root": 0o700 }))).toBe(false);
    const stat = fakeStat({ "/": 0o755, "/srv": 0o755, "/srv/app": 0o700 });
    expect(reachableByOthers("/srv/app/.data", stat)).toBe(false);
  });

  it("skips folders that do not exist yet (a first start creates .data)", () => {
    const stat = fakeStat({ "/": 0o755, "/work": 0o755 });
    expect(reachableByOthers("/work/.data/postgres", stat)).toBe(true);
  });
});
