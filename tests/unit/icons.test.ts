/**
 * Icons are CSS utilities written from lucide-react (scripts/icons/write-css.ts): a class
 * the file lacks would draw nothing, silently, since Tailwind ignores unknown classes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { ICONS, ICONS_CSS, iconsCss } from "@/scripts/icons/write-css";
import { sourceWords } from "@/scripts/class-merge/class-groups";

const root = path.resolve(__dirname, "../..");

test("app/icons.css is what the script writes from today's lucide-react", () => {
  // On failure: npx tsx scripts/icons/write-css.ts
  expect(readFileSync(ICONS_CSS, "utf8")).toBe(iconsCss());
});

test("every icon class the code uses has its utility", () => {
  const used = [...sourceWords(root)].filter((w) => /^icon-[a-z0-9-]+$/.test(w));
  expect(used.length).toBeGreaterThan(10);
  const missing = used.filter((w) => !(w.slice("icon-".length) in ICONS));
  // On failure: add the icon to ICONS in scripts/icons/write-css.ts and run it.
  expect(missing).toEqual([]);
});

test("an icon is lucide's drawing as a mask in the text colour", () => {
  const css = iconsCss();
  expect(css).toContain("@utility icon-star {");
  expect(css).toMatch(/@utility icon-star-filled \{[^}]*fill='black'/);
  expect(css).toMatch(
    /@utility icon-clock \{[^}]*background-color: currentColor;[^}]*mask: url\("data:image\/svg\+xml,%3Csvg /,
  );
});
