/**
 * A large tray (serves 10-12) priced under the medium one (6-8) is almost always a typo; the
 * form says so but still saves it (issue 46: it saved without a word). Prices as typed.
 */
export const LARGE_CHEAPER_WARNING =
  "The large tray costs less than the medium one. Check the prices before saving.";

export function trayPriceWarning(medium: unknown, large: unknown): string | null {
  const m = Number(medium);
  const l = Number(large);
  if (medium === "" || large === "" || !Number.isFinite(m) || !Number.isFinite(l)) return null;
  return l < m ? LARGE_CHEAPER_WARNING : null;
}
