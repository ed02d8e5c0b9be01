/** A kitchen's menu: POST/PATCH/DELETE /api/dishes and the dish domain functions. */
import { GET as listRoute, POST as createRoute } from "@/app/api/dishes/route";
import { DELETE as deleteRoute, PATCH as patchRoute } from "@/app/api/dishes/[id]/route";
import { db } from "@/lib/server/db";
import { createDish } from "@/lib/server/dishes/create-dish";
import { updateDish } from "@/lib/server/dishes/update-dish";
import { deleteDish } from "@/lib/server/dishes/delete-dish";
import { updateCaterer } from "@/lib/server/kitchens/update-caterer";
import { isAppError } from "@/lib/server/errors";
import { makeDish, signedIn, signedInCaterer, createLine } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const valid = {
  name: "Jollof Rice",
  description: "Smoky tomato rice cooked over an open fire.",
  category: "main" as const,
  dietaryTags: ["Vegan", "gluten-free"],
  spiceLevel: "hot",
  ingredients: ["rice", "tomato", "scotch bonnet"],
  allergens: [],
  imageUrls: ["/images/dishes/biryani.svg"],
  mediumTrayPrice: 60,
  largeTrayPrice: "99.5",
  preparationTime: 90,
  servingSize: "1 cup per person",
  isSignatureDish: true,
};

let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let other: Awaited<ReturnType<typeof signedInCaterer>>;
beforeEach(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Ama");
  other = await signedInCaterer("Bola");
});
afterAll(() => db.$disconnect());

const post = (body: unknown, token?: string) => call(createRoute, "/api/dishes", { body, token });
const patch = (id: number, body: unknown, token?: string) =>
  call(patchRoute, `/api/dishes/${id}`, {
    method: "PATCH",
    body,
    token,
    params: { id: String(id) },
  });
const del = (id: number, token?: string) =>
  call(deleteRoute, `/api/dishes/${id}`, { method: "DELETE", token, params: { id: String(id) } });

describe("POST /api/dishes", () => {
  it("adds a dish to the caterer's own menu, with prices as two-decimal strings", async () => {
    const res = await post(valid, kitchen.token);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      catererId: kitchen.caterer.id,
      name: "Jollof Rice",
      dietaryTags: ["vegan", "gluten-free"],
      spiceLevel: "hot",
      mediumTrayPrice: "60.00",
      largeTrayPrice: "99.50",
      preparationTime: 90,
      isSignatureDish: true,
      isPopular: false,
    });
    const list = await call(listRoute, "/api/dishes", {
      query: { catererId: String(kitchen.caterer.id) },
    });
    expect(list.json.map((d: { name: string }) => d.name)).toEqual(["Jollof Rice"]);
  });

  it("takes the form's comma-separated text and defaults prep time to 30", async () => {
    const res = await post(
      {
        ...valid,
        dietaryTags: "vegetarian, ",
        ingredients: "flour, butter ,sugar",
        allergens: "gluten",
        imageUrls: "/images/dishes/cake.svg",
        preparationTime: "",
        spiceLevel: "",
        servingSize: "",
      },
      kitchen.token,
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      dietaryTags: ["vegetarian"],
      ingredients: ["flour", "butter", "sugar"],
      allergens: ["gluten"],
      imageUrls: ["/images/dishes/cake.svg"],
      preparationTime: 30,
      spiceLevel: null,
      servingSize: null,
    });
  });

  it.each([
    [{ name: "  " }, "Dish name is required"],
    [{ name: undefined }, "Dish name is required"],
    [{ description: "" }, "Description is required"],
    [{ description: "Too short" }, "Description must be at least 10 characters"],
    [{ category: "soup" }, "Category must be appetizer, main, dessert or side"],
    [{ ingredients: [] }, "At least one ingredient is required"],
    [{ ingredients: " , " }, "At least one ingredient is required"],
    [{ imageUrls: [] }, "At least one image URL is required"],
    [{ imageUrls: ["not a url"] }, "Please enter a valid image URL"],
    [{ imageUrls: ["javascript:alert(1)"] }, "Please enter a valid image URL"],
    [{ mediumTrayPrice: 0 }, "Medium tray price must be positive"],
    [{ mediumTrayPrice: "abc" }, "Medium tray price must be positive"],
    [{ largeTrayPrice: -5 }, "Large tray price must be positive"],
    [{ largeTrayPrice: undefined }, "Large tray price must be positive"],
    [{ preparationTime: 0 }, "Prep time must be at least 1 minute"],
    [{ spiceLevel: "volcanic" }, "Spice level must be mild, medium, hot or extra-hot"],
  ])("refuses %j with the spec's message and stores nothing", async (change, message) => {
    const res = await post({ ...valid, ...change }, kitchen.token);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(res.json.errors[0].message).toBe(message);
    expect(await db.dish.count()).toBe(0);
  });

  it("lets an admin add to any caterer, but only one they name", async () => {
    const admin = await signedIn("admin", "Ada");
    const missing = await post(valid, admin.token);
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      message: "Please select a caterer",
      errors: [{ path: "catererId", message: "Please select a caterer" }],
    });
    const res = await post({ ...valid, catererId: other.caterer.id }, admin.token);
    expect(res.status).toBe(201);
    expect(res.json.catererId).toBe(other.caterer.id);
    expect((await post({ ...valid, catererId: 999999 }, admin.token)).status).toBe(404);
  });

  it("refuses anonymous callers, customers and other kitchens", async () => {
    expect((await post(valid)).status).toBe(401);
    expect((await post({}, undefined)).status).toBe(401);
    const customer = await signedIn("user", "Cy");
    expect((await post(valid, customer.token)).status).toBe(403);
    const res = await post({ ...valid, catererId: other.caterer.id }, kitchen.token);
    expect(res.status).toBe(404);
    expect(await db.dish.count()).toBe(0);
  });
});

describe("PATCH and DELETE /api/dishes/{id}", () => {
  it("changes only the fields sent", async () => {
    const dish = await makeDish(kitchen.caterer.id);
    await db.dish.update({ where: { id: dish.id }, data: { servingSize: "Serves 8" } });
    const res = await patch(
      dish.id,
      { mediumTrayPrice: "61.5", isSignatureDish: true },
      kitchen.token,
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      name: "Lasagna",
      mediumTrayPrice: "61.50",
      largeTrayPrice: "95.00",
      isSignatureDish: true,
      servingSize: "Serves 8",
      imageUrls: ["/images/dishes/lasagna.svg"],
    });
  });

  it("checks each field sent as on create, and changes nothing on failure", async () => {
    const dish = await makeDish(kitchen.caterer.id);
    const res = await patch(dish.id, { name: "", largeTrayPrice: 0 }, kitchen.token);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Dish name is required");
    expect(res.json.errors.map((e: { path: string }) => e.path)).toEqual([
      "name",
      "largeTrayPrice",
    ]);
    const row = await db.dish.findUniqueOrThrow({ where: { id: dish.id } });
    expect(row.name).toBe("Lasagna");
  });

  it("keeps another kitchen's dish out of reach (404) and unchanged", async () => {
    const theirs = await makeDish(other.caterer.id, "10.00", "20.00", "Suya");
    expect((await patch(theirs.id, { name: "Mine now" }, kitchen.token)).status).toBe(404);
    expect((await patch(theirs.id, { catererId: kitchen.caterer.id }, other.token)).status).toBe(
      404,
    );
    expect((await del(theirs.id, kitchen.token)).status).toBe(404);
    const row = await db.dish.findUniqueOrThrow({ where: { id: theirs.id } });
    expect(row).toMatchObject({ name: "Suya", catererId: other.caterer.id });
    expect((await patch(theirs.id, { name: "x" })).status).toBe(401);
    expect((await del(theirs.id)).status).toBe(401);
    const customer = await signedIn("user", "Cy");
    expect((await del(theirs.id, customer.token)).status).toBe(403);
    const malformed = await call(deleteRoute, "/api/dishes/1e3", {
      method: "DELETE",
      token: kitchen.token,
      params: { id: "1e3" },
    });
    expect(malformed.status).toBe(400);
  });

  it("deletes a dish; its orders keep their dish name", async () => {
    const dish = await makeDish(kitchen.caterer.id);
    const customer = await signedIn("user", "Cy");
    const booking = await createLine({
      catererId: kitchen.caterer.id,
      userId: customer.user.id,
      dishId: dish.id,
      dishName: dish.name,
      customerName: "Cy",
      customerEmail: "cy@example.com",
      eventDate: new Date("2030-01-01"),
      eventTime: "12:00",
      traySize: "medium",
      totalPrice: 5500,
    });
    const res = await del(dish.id, kitchen.token);
    expect(res.status).toBe(200);
    expect(await db.dish.count()).toBe(0);
    const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    expect(row).toMatchObject({ dishId: null, dishName: "Lasagna" });
    expect((await del(dish.id, kitchen.token)).status).toBe(404);
  });

  it("lets an admin change and move any dish", async () => {
    const admin = await signedIn("admin", "Ada");
    const dish = await makeDish(kitchen.caterer.id);
    const res = await patch(dish.id, { catererId: other.caterer.id, name: "Moved" }, admin.token);
    expect(res.json).toMatchObject({ catererId: other.caterer.id, name: "Moved" });
    expect((await del(dish.id, admin.token)).status).toBe(200);
  });
});

describe("dish domain functions", () => {
  it("take the actor and refuse what it may not touch", async () => {
    const theirs = await makeDish(other.caterer.id);
    await expect(createDish(null, valid)).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(updateDish(kitchen.actor, { id: theirs.id, name: "x" })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(deleteDish(kitchen.actor, { id: theirs.id })).rejects.toMatchObject({
      code: "not_found",
    });
    const mine = await createDish(kitchen.actor, valid);
    expect(mine.catererId).toBe(kitchen.caterer.id);
  });
});

describe("updateCaterer", () => {
  it("lets a caterer fix their own name, description, image and location, nothing else", async () => {
    const updated = await updateCaterer(kitchen.actor, {
      name: "Ama's Kitchen & Grill",
      description: "West African home cooking.",
      imageUrl: "/images/caterers/one.svg",
      location: "Harlem, NY",
      rating: 5,
      cuisine: "Other",
    });
    expect(updated).toMatchObject({
      id: kitchen.caterer.id,
      name: "Ama's Kitchen & Grill",
      location: "Harlem, NY",
      rating: "4.5",
      cuisine: "Italian",
    });
  });

  it("keeps fields that are not sent, and refuses bad input with the form's messages", async () => {
    const updated = await updateCaterer(kitchen.actor, { name: "Renamed" });
    expect(updated).toMatchObject({ name: "Renamed", location: "Brooklyn, NY" });
    for (const [input, message] of [
      [{ name: " " }, "Name is required"],
      [{ description: "short" }, "Description must be at least 10 characters"],
      [{ imageUrl: "nope" }, "Please enter a valid image URL"],
    ] as const) {
      const error = await updateCaterer(kitchen.actor, input).catch((e) => e);
      expect(isAppError(error) && error.message).toBe(message);
    }
  });

  it("refuses another kitchen to a caterer, allows it to an admin", async () => {
    await expect(
      updateCaterer(kitchen.actor, { id: other.caterer.id, name: "Hijacked" }),
    ).rejects.toMatchObject({ code: "not_found" });
    const customer = await signedIn("user", "Cy");
    await expect(updateCaterer(customer.actor, { name: "x" })).rejects.toMatchObject({
      code: "forbidden",
    });
    const admin = await signedIn("admin", "Ada");
    const res = await updateCaterer(admin.actor, { id: other.caterer.id, rating: 3.7 });
    expect(res).toMatchObject({ name: "Bola's Kitchen", rating: "3.7" });
  });
});
