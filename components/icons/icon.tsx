import type { IconName } from "./sprite.generated";

/**
 * One of lucide's icons, drawn from the page's sprite (IconSprite in the root layout):
 * an `<svg>` with one `<use>`. Size it with classes (`h-4 w-4`); it takes the text colour.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden width="24" height="24" className={className}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
