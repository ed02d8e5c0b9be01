/**
 * @jest-environment node
 */
import { defang } from "@/lib/server/email/parts";

describe("defang (docs/security.md, no open mail relay)", () => {
  it("makes addresses unlinkable and keeps them readable", () => {
    expect(defang("Verify at https://evil.example/login")).toBe(
      "Verify at https[:]//evil[.]example/login",
    );
    expect(defang("see www.evil.example or mail me@evil.example")).toBe(
      "see www[.]evil[.]example or mail me@evil[.]example",
    );
  });
  it("leaves ordinary text alone", () => {
    for (const text of ["Total $55.00, e.g. 6 p.m.", "Please cut into 24 pieces.", "Hi: 10:30"]) {
      expect(defang(text)).toBe(text);
    }
  });
});
