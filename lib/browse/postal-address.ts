/**
 * A kitchen's free-text location ("Brooklyn, NY", "Austin, TX 78701", "Queens") as a
 * schema.org PostalAddress: search engines read addressLocality as the town only, so the
 * state and ZIP go to their own fields. The marketplace is in the US (prices in USD).
 */
// prettier-ignore
const STATES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California",
  CO: "Colorado", CT: "Connecticut", DE: "Delaware", DC: "District of Columbia",
  FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois", IN: "Indiana",
  IA: "Iowa", KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland",
  MA: "Massachusetts", MI: "Michigan", MN: "Minnesota", MS: "Mississippi", MO: "Missouri",
  MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey",
  NM: "New Mexico", NY: "New York", NC: "North Carolina", ND: "North Dakota", OH: "Ohio",
  OK: "Oklahoma", OR: "Oregon", PA: "Pennsylvania", PR: "Puerto Rico", RI: "Rhode Island",
  SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin",
  WY: "Wyoming",
};
const CODE_OF_NAME = new Map(
  Object.entries(STATES).map(([code, name]) => [name.toLowerCase(), code]),
);
const COUNTRY = /^(?:us|usa|u\.s\.a?\.?|united states(?: of america)?)$/i;
const ZIP = /^\d{5}(?:-\d{4})?$/;

export type PostalAddress = {
  "@type": "PostalAddress";
  addressLocality?: string;
  addressRegion?: string;
  postalCode?: string;
  addressCountry: "US";
};

/** "NY", "ny" or "New York" -> "NY"; anything else (a borough, a neighbourhood) -> null. */
function stateCode(text: string): string | null {
  if (text.length === 2) return STATES[text.toUpperCase()] ? text.toUpperCase() : null;
  return CODE_OF_NAME.get(text.toLowerCase()) ?? null;
}

/**
 * The state at the end of `words`, taken off them. After a comma the whole part must name
 * one ("NY", "ny", "New York"); without a comma only a capitalised code after the town
 * ("Brooklyn NY"), so that "West Virginia" or "New York" alone stay a town.
 */
function takeState(words: string[], afterComma: boolean): string | undefined {
  if (afterComma) {
    const code = stateCode(words.join(" "));
    if (code) words.length = 0;
    return code ?? undefined;
  }
  const last = words.at(-1) ?? "";
  if (words.length < 2 || !/^[A-Z]{2}$/.test(last) || !STATES[last]) return undefined;
  return words.pop();
}

/**
 * Splits on commas: a trailing country is dropped, a ZIP at the end is the postal code,
 * the last part is the state when it names one, and what is left is the locality. Nothing
 * is guessed: "Park Slope, Brooklyn" stays one locality. Null when nothing is left.
 */
export function postalAddressOf(location: string): PostalAddress | null {
  const parts = location
    .split(",")
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  if (parts.length > 1 && COUNTRY.test(parts.at(-1)!)) parts.pop();
  let words = (parts.pop() ?? "").split(" ").filter(Boolean);
  const postalCode = ZIP.test(words.at(-1) ?? "") ? words.pop() : undefined;
  if (!words.length && parts.length) words = parts.pop()!.split(" "); // "Austin TX, 78701"
  const region = words.length ? takeState(words, parts.length > 0) : undefined;
  if (words.length) parts.push(words.join(" "));
  const locality = parts.join(", ");
  if (!locality && !region && !postalCode) return null;
  return {
    "@type": "PostalAddress",
    ...(locality ? { addressLocality: locality } : {}),
    ...(region ? { addressRegion: region } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: "US",
  };
}
