import { LARGE_CHEAPER_WARNING, trayPriceWarning } from "@/lib/dishes/price-check";

describe("the dish form's tray price check", () => {
  it.each([
    ["48", "82.5", null],
    ["48", "48", null],
    ["48", "40", LARGE_CHEAPER_WARNING],
    [48, 30, LARGE_CHEAPER_WARNING],
    ["", "40", null],
    ["48", "", null],
    ["abc", "40", null],
  ])("medium %j, large %j", (medium, large, expected) => {
    expect(trayPriceWarning(medium, large)).toBe(expected);
  });
});
