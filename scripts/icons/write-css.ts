/**
 * Writes app/icons.css: one Tailwind utility per icon (`icon-clock`, `icon-star-filled`, ...),
 * drawing lucide-react's own SVG as a CSS mask in the text colour. A page then shows an icon
 * as one `<span aria-hidden className="icon-clock h-4 w-4" />`: one element instead of an
 * `<svg>` with its paths and two components to hydrate. Icons were a third of the caterer
 * page's elements. Tailwind emits a utility only where the code uses its class.
 *
 *   npx tsx scripts/icons/write-css.ts
 *
 * Add an icon to ICONS and run it; tests/unit/icons.test.ts fails while app/icons.css is
 * out of date or the code uses an `icon-*` class it lacks.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";

const root = path.resolve(import.meta.dirname, "../..");
export const ICONS_CSS = path.join(root, "app/icons.css");

type Svg = ComponentType<Record<string, unknown>>;

/** Class name (after `icon-`) -> lucide-react icon, and props that change its drawing. */
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
  "star-filled": [lucide.Star, { fill: "black" }],
  truck: [lucide.Truck],
  users: [lucide.Users],
  "utensils-crossed": [lucide.UtensilsCrossed],
  x: [lucide.X],
};

/** The SVG as a CSS url(): quotes and the characters a data URL must escape. */
function dataUrl(svg: string): string {
  const text = svg
    .replace(/><\/\w+>/g, "/>")
    .replace(/ class="[^"]*"/, "")
    .replace(/ aria-hidden="true"/, "")
    .replace(/currentColor/g, "black")
    .replace(/"/g, "'")
    .replace(/%/g, "%25")
    .replace(/#/g, "%23")
    .replace(/</g, "%3C")
    .replace(/>/g, "%3E");
  return `url("data:image/svg+xml,${text}")`;
}

export function iconsCss(): string {
  const pkg = path.join(root, "node_modules/lucide-react/package.json");
  const { version } = JSON.parse(readFileSync(pkg, "utf8")) as { version: string };
  const blocks = Object.entries(ICONS).map(([name, [Icon, props]]) => {
    const svg = renderToStaticMarkup(createElement(Icon, props ?? {}));
    return [
      `@utility icon-${name} {`,
      "  display: inline-block;",
      "  flex-shrink: 0;",
      "  background-color: currentColor;",
      `  mask: ${dataUrl(svg)} center / 100% 100% no-repeat;`,
      "}",
    ].join("\n");
  });
  return [
    `/* Written by scripts/icons/write-css.ts from lucide-react ${version}: do not edit. */`,
    "",
    blocks.join("\n\n"),
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  writeFileSync(ICONS_CSS, iconsCss());
  console.log(`wrote ${path.relative(root, ICONS_CSS)}: ${Object.keys(ICONS).length} icons`);
}
