/**
 * A kitchen's location as a schema.org PostalAddress (lib/browse/postal-address.ts): the
 * town in addressLocality, the state and ZIP in their own fields, nothing guessed.
 */
import { postalAddressOf } from "@/lib/browse/postal-address";

const address = (fields: Record<string, string>) => ({
  "@type": "PostalAddress",
  ...fields,
  addressCountry: "US",
});

describe("postalAddressOf", () => {
  it.each([
    ["Brooklyn, NY", { addressLocality: "Brooklyn", addressRegion: "NY" }],
    ["Austin, TX 78701", { addressLocality: "Austin", addressRegion: "TX", postalCode: "78701" }],
    ["Queens", { addressLocality: "Queens" }],
    ["  Brooklyn ,   ny  ", { addressLocality: "Brooklyn", addressRegion: "NY" }],
    ["Jersey  City,NJ", { addressLocality: "Jersey City", addressRegion: "NJ" }],
    ["Brooklyn, New York", { addressLocality: "Brooklyn", addressRegion: "NY" }],
    [
      "New York, NY 10001-2345",
      { addressLocality: "New York", addressRegion: "NY", postalCode: "10001-2345" },
    ],
    [
      "Brooklyn NY 11201",
      { addressLocality: "Brooklyn", addressRegion: "NY", postalCode: "11201" },
    ],
    ["Austin TX, 78701", { addressLocality: "Austin", addressRegion: "TX", postalCode: "78701" }],
    ["Hoboken, NJ, USA", { addressLocality: "Hoboken", addressRegion: "NJ" }],
    ["Washington, DC", { addressLocality: "Washington", addressRegion: "DC" }],
    ["78701", { postalCode: "78701" }],
  ])("%j", (location, fields) => {
    expect(postalAddressOf(location)).toEqual(address(fields));
  });

  it("takes no town or neighbourhood for a state", () => {
    for (const town of ["New York", "Washington", "West Virginia", "Portland or"]) {
      expect(postalAddressOf(town)).toEqual(address({ addressLocality: town }));
    }
    expect(postalAddressOf("Park Slope, Brooklyn")).toEqual(
      address({ addressLocality: "Park Slope, Brooklyn" }),
    );
  });

  it("is null when nothing is left", () => {
    expect(postalAddressOf("")).toBeNull();
    expect(postalAddressOf(" ,  , ")).toBeNull();
  });
});
