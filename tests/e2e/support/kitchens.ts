/**
 * A new kitchen through the public API (sign-up, application, an admin's approval, one
 * dish), and an API token for an account, for e2e tests that need a kitchen of their own.
 */
import { expect, type APIRequestContext } from "@playwright/test";
import { CUSTOMER_PASSWORD } from "./customers";

export async function token(api: APIRequestContext, email: string) {
  const res = await api.post("/api/auth/login", { data: { email, password: CUSTOMER_PASSWORD } });
  expect(res.status()).toBe(200);
  return { Authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** A kitchen approved through the public API, with one dish ($50 medium tray). */
export async function newKitchen(api: APIRequestContext, stamp: number) {
  const email = `payday.${stamp}@example.com`;
  const signup = await api.post("/api/auth/signup", {
    data: { email, password: CUSTOMER_PASSWORD, firstName: "Ama", lastName: "Owusu" },
  });
  expect(signup.status()).toBe(201);
  const applicant = { Authorization: `Bearer ${(await signup.json()).token}` };
  const businessName = `Pay Day Kitchen ${stamp}`;
  const created = await api.post("/api/caterer-applications", {
    headers: applicant,
    data: {
      businessName,
      cuisineTags: ["Ghanaian"],
      serviceArea: "Bronx, NY",
      description: "Jollof, waakye and kelewele for birthdays, weddings and office lunches.",
      termsAccepted: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  expect(
    (await api.post(`/api/caterer-applications/${id}/submit`, { headers: applicant })).status(),
  ).toBe(200);
  const admin = await token(api, "admin@example.com");
  const approved = await api.post(`/api/admin/caterer-applications/${id}/approve`, {
    headers: admin,
  });
  expect(approved.status()).toBe(200);
  const dish = await api.post("/api/dishes", {
    headers: applicant,
    data: {
      name: "Waakye Tray",
      description: "Rice and beans with shito, gari and boiled eggs.",
      category: "main",
      ingredients: ["rice", "beans", "shito"],
      imageUrls: ["/images/dishes/biryani.svg"],
      mediumTrayPrice: 50,
      largeTrayPrice: 90,
    },
  });
  expect(dish.status(), await dish.text()).toBe(201);
  return { email, businessName, dishId: (await dish.json()).id as number };
}

