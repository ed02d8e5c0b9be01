/**
 * Names cannot carry line breaks or control characters (issue "Trust and web standards,
 * round three"): a kitchen, dish, person or business name with CR, LF, a tab, a bell or a
 * Unicode line separator is refused with one clear message, in every schema that takes a
 * name, while each field's existing messages stay as they were.
 */
import type { z } from "zod";
import { applicationSchema } from "@/lib/applications/schemas";
import { profileSchema, signupFormSchema, signupSchema } from "@/lib/auth/schemas";
import { adminCatererSchema, catererProfileSchema } from "@/lib/kitchens/schemas";
import { dishSchema, dishUpdateSchema } from "@/lib/dishes/schemas";
import {
  adminUserCreateSchema,
  adminUserPatchSchema,
  adminUserUpdateSchema,
} from "@/lib/users/schemas";
import { NAME_CONTROL_CHARACTERS } from "@/lib/validation/fields";

const person = { firstName: "Casey", lastName: "Morgan" };
const valid: [string, z.ZodType, Record<string, unknown>, string[]][] = [
  [
    "signupSchema",
    signupSchema,
    { ...person, email: "c@example.com", password: "password123" },
    ["firstName", "lastName"],
  ],
  [
    "signupFormSchema",
    signupFormSchema,
    {
      ...person,
      email: "c@example.com",
      role: "user",
      password: "password123",
      confirmPassword: "password123",
    },
    ["firstName", "lastName"],
  ],
  ["profileSchema", profileSchema, { ...person }, ["firstName", "lastName"]],
  [
    "adminUserCreateSchema",
    adminUserCreateSchema,
    { ...person, email: "c@example.com", password: "password123" },
    ["firstName", "lastName"],
  ],
  ["adminUserPatchSchema", adminUserPatchSchema, {}, ["firstName", "lastName"]],
  [
    "adminUserUpdateSchema",
    adminUserUpdateSchema,
    { ...person, email: "c@example.com", role: "user" },
    ["firstName", "lastName"],
  ],
  ["catererProfileSchema", catererProfileSchema, { name: "Rosa's Kitchen" }, ["name"]],
  [
    "adminCatererSchema",
    adminCatererSchema,
    { name: "Rosa's Kitchen", cuisine: "Italian", rating: 4 },
    ["name"],
  ],
  [
    "dishSchema",
    dishSchema,
    {
      name: "Lasagna",
      description: "Layers of pasta and ragu",
      category: "main",
      mediumTrayPrice: 55,
      largeTrayPrice: 95,
      ingredients: ["Pasta"],
      imageUrls: ["/images/dishes/lasagna.svg"],
    },
    ["name"],
  ],
  ["dishUpdateSchema", dishUpdateSchema, {}, ["name"]],
  [
    "applicationSchema",
    applicationSchema,
    {
      businessName: "Rosa's Kitchen",
      cuisineTags: ["Italian"],
      serviceArea: "Brooklyn",
      description: "Home-cooked Italian trays for parties, offices and family gatherings.",
    },
    ["businessName"],
  ],
];

describe.each(valid)("%s", (_name, schema, base, fields) => {
  it("accepts an ordinary name, accents and apostrophes included", () => {
    for (const field of fields) {
      const result = schema.safeParse({ ...base, [field]: "Zoë D'Angelo-Müller" });
      expect(result.error?.issues).toBeUndefined();
    }
  });

  it.each([
    "Ro\nsa",
    "Ro\r\nsa",
    "Ro\rsa",
    "Ro\tsa",
    "Ro\u0007sa",
    "Ro\u007fsa",
    "Ro\u0085sa",
    "Ro\u2028sa",
  ])("refuses %j with the control-character message", (value) => {
    for (const field of fields) {
      const result = schema.safeParse({ ...base, [field]: value });
      expect(result.success).toBe(false);
      expect(result.error!.issues).toEqual([
        expect.objectContaining({ path: [field], message: NAME_CONTROL_CHARACTERS }),
      ]);
    }
  });
});

it("keeps each field's existing messages for its existing rules", () => {
  const first = (schema: z.ZodType, input: unknown) =>
    schema.safeParse(input).error?.issues[0]?.message;
  expect(first(profileSchema, { firstName: " ", lastName: "M" })).toBe("First name is required");
  expect(first(adminUserPatchSchema, { lastName: "" })).toBe("Last name is required");
  expect(first(catererProfileSchema, { name: "" })).toBe("Name is required");
  expect(first(dishUpdateSchema, { name: "" })).toBe("Dish name is required");
  expect(first(dishUpdateSchema, { name: "x".repeat(121) })).toBe(
    "Dish name must be at most 120 characters",
  );
  expect(
    first(applicationSchema, {
      businessName: "R",
      cuisineTags: ["Italian"],
      serviceArea: "Brooklyn",
      description: "x".repeat(60),
    }),
  ).toBe("Business name must be at least 2 characters");
});

it("trims a line break at either end as it trims spaces", () => {
  expect(profileSchema.parse({ firstName: "Casey\n", lastName: "\r\nMorgan" })).toMatchObject(
    person,
  );
});
