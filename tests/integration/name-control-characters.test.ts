/**
 * Names with line breaks or control characters are refused through the API (issue "Trust
 * and web standards, round three"): 400 with the field's message, the row unchanged.
 */
import { PATCH as patchMeRoute } from "@/app/api/auth/me/route";
import { POST as dishesRoute } from "@/app/api/dishes/route";
import { db } from "@/lib/server/db";
import { signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const MESSAGE = "Name cannot contain line breaks or control characters";

beforeEach(() => resetDatabase());
afterAll(() => db.$disconnect());

it("PATCH /api/auth/me with a CR LF in the first name -> 400, the name unchanged", async () => {
  const casey = await signedIn("user", "Casey");
  const res = await call(patchMeRoute, "/api/auth/me", {
    token: casey.token,
    method: "PATCH",
    body: { firstName: "Casey\r\nBcc: victim@example.com", lastName: "Morgan" },
  });
  expect(res.status).toBe(400);
  expect(res.json.message).toBe(MESSAGE);
  expect(res.json.errors).toEqual([{ path: "firstName", message: MESSAGE }]);
  const row = await db.user.findUniqueOrThrow({ where: { id: casey.user.id } });
  expect(row).toMatchObject({ firstName: "Casey", lastName: "Person" });
});

it("POST /api/dishes with a line break in the dish name -> 400, no dish", async () => {
  const rosa = await signedInCaterer("Rosa");
  const res = await call(dishesRoute, "/api/dishes", {
    token: rosa.token,
    body: {
      name: "Lasagna\nFREE DELIVERY",
      description: "Layers of pasta and ragu",
      category: "main",
      mediumTrayPrice: 55,
      largeTrayPrice: 95,
      ingredients: ["Pasta"],
      imageUrls: ["/images/dishes/lasagna.svg"],
    },
  });
  expect(res.status).toBe(400);
  expect(res.json.message).toBe(MESSAGE);
  expect(await db.dish.count()).toBe(0);
});
