/**
 * Writes components/icons/sprite.generated.ts: lucide-react's own drawings of the icons the
 * public pages use, as one hidden SVG of `<symbol>`s (the root layout renders it once, see
 * components/icons/icon-sprite.tsx), and their names. An icon is then
 * `<Icon name="clock" className="h-4 w-4" />`: an `<svg>` with one `<use>`, instead of
 * lucide's `<svg>` with its paths behind two components to hydrate. Icons were a third of
 * the caterer page's elements. Not CSS masks: Chromium builds an isolated SVG document
 * per distinct image during the first style pass, before the first paint (177 ms for 12
 * icons in Chromium here).
 *
 *   npx tsx scripts/tools/icons/write-sprite.ts
 *
 * Add an icon to ICONS and run it; tests/unit/icons.test.ts fails while the file is out of
 * date, and TypeScript refuses a name it lacks.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";

const root = path.resolve(import.meta.dirname, "../../..");
export const SPRITE_FILE = path.join(root, "components/icons/sprite.generated.ts");

type Svg = ComponentType<Record<string, unknown>>;

/** Icon name -> lucide-react icon, and props that change its drawing. */
export const ICONS: Record<string, [Svg, Record<string, unknown>?]> = {
  calculator: [lucide.Calculator],
  "calendar-plus": [lucide.CalendarPlus],
  "chef-hat": [lucide.ChefHat],
  "chevron-down": [lucide.ChevronDown],
  clock: [lucide.Clock],
  flame: [lucide.Flame],
  info: [lucide.Info],
  "map-pin": [lucide.MapPin],
  menu: [lucide.Menu],
  "message-square": [lucide.MessageSquare],
  "party-popper": [lucide.PartyPopper],
  search: [lucide.Search],
  "shield-check": [lucide.ShieldCheck],
  "shopping-bag": [lucide.ShoppingBag],
  "sliders-horizontal": [lucide.SlidersHorizontal],
  star: [lucide.Star],
  // The rating's filled star (lucide's star with `fill`, as `fill-amber-400` drew it).
  "star-filled": [lucide.Star, { fill: "currentColor" }],
  truck: [lucide.Truck],
  users: [lucide.Users],
  "utensils-crossed": [lucide.UtensilsCrossed],
  x: [lucide.X],
};

/** lucide's `<svg ...>children</svg>` as `<symbol id="icon-name" ...>children</symbol>`. */
function symbol(name: string, svg: string): string {
  const open = svg.slice(0, svg.indexOf(">") + 1);
  const body = svg.slice(open.length, -"</svg>".length).replace(/><\/\w+>/g, "/>");
  const keep = ["viewBox", "fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin"];
  const attrs = keep
    .map((a) => new RegExp(` ${a}="([^"]*)"`).exec(open))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => m[0])
    .join("");
  return `<symbol id="icon-${name}"${attrs}>${body}</symbol>`;
}

/** The module's text, laid out as Prettier lays it out (`npm run format` keeps it). */
export function spriteModule(): string {
  const pkg = path.join(root, "node_modules/lucide-react/package.json");
  const { version } = JSON.parse(readFileSync(pkg, "utf8")) as { version: string };
  const symbols = Object.entries(ICONS).map(([name, [Icon, props]]) =>
    symbol(name, renderToStaticMarkup(createElement(Icon, props ?? {}))),
  );
  const names = Object.keys(ICONS);
  const joined = symbols.join("");
  if (joined.includes("'")) throw new Error("a symbol holds a single quote");
  return [
    `// Written by scripts/tools/icons/write-sprite.ts from lucide-react ${version}: do not edit.`,
    "",
    "export const ICON_NAMES = [",
    ...names.map((name) => `  ${JSON.stringify(name)},`),
    "] as const;",
    "",
    "export type IconName = (typeof ICON_NAMES)[number];",
    "",
    "export const ICON_SYMBOLS =",
    `  '${joined}';`,
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(SPRITE_FILE, spriteModule());
  console.log(`wrote ${path.relative(root, SPRITE_FILE)}: ${Object.keys(ICONS).length} icons`);
}
