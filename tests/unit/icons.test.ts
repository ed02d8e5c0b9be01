/**
 * Icons come from a sprite written from lucide-react (scripts/tools/icons/write-sprite.ts): one
 * `<symbol>` per icon, rendered once per page, and `<Icon>` pointing at it.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Clock, Star } from "lucide-react";
import { ICONS, SPRITE_FILE, spriteModule } from "@/scripts/tools/icons/write-sprite";
import { ICON_NAMES, ICON_SYMBOLS } from "@/components/icons/sprite.generated";
import { Icon } from "@/components/icons/icon";

test("the sprite is what the script writes from today's lucide-react", () => {
  // On failure: npx tsx scripts/tools/icons/write-sprite.ts
  expect(readFileSync(SPRITE_FILE, "utf8")).toBe(spriteModule());
  expect([...ICON_NAMES]).toEqual(Object.keys(ICONS));
});

test("a symbol is lucide's drawing, with its viewBox and stroke", () => {
  const clock = /<symbol id="icon-clock"([^>]*)>(.*?)<\/symbol>/.exec(ICON_SYMBOLS);
  expect(clock).not.toBeNull();
  expect(clock![1]).toBe(
    ' viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
  );
  const lucideClock = renderToStaticMarkup(createElement(Clock));
  for (const shape of (clock![2] ?? "").match(/<(circle|path)[^>]*\/>/g)!) {
    expect(lucideClock).toContain(shape.slice(0, -2));
  }
  // The rating's filled star is lucide's star, filled.
  expect(ICON_SYMBOLS).toMatch(/<symbol id="icon-star-filled"[^>]* fill="currentColor"/);
  const star = /d="([^"]+)"/.exec(renderToStaticMarkup(createElement(Star)))![1]!;
  expect(ICON_SYMBOLS.split(star).length - 1).toBe(2);
});

test("an icon is an svg that uses its symbol, hidden from assistive technology", () => {
  expect(renderToStaticMarkup(createElement(Icon, { name: "clock", className: "h-4 w-4" }))).toBe(
    '<svg aria-hidden="true" width="24" height="24" class="h-4 w-4"><use href="#icon-clock"></use></svg>',
  );
});
