import { ICON_SYMBOLS } from "./sprite.generated";

/**
 * The `<symbol>`s every `<Icon>` points at, once per page (the root layout renders it).
 * As inner HTML, React neither hydrates nor compares its content.
 */
export function IconSprite() {
  return (
    <svg
      aria-hidden
      className="hidden"
      data-testid="icon-sprite"
      dangerouslySetInnerHTML={{ __html: ICON_SYMBOLS }}
    />
  );
}
