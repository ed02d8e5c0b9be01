/**
 * A new customer account per test that places orders through the API. One customer may
 * hold only a few unpaid orders at once, so tests that leave orders open (confirmed,
 * unpaid) do not share the demo customer's allowance with the ordering tests.
 */
import { expect, type APIRequestContext } from "@playwright/test";

export const CUSTOMER_PASSWORD = "password123";

export async function newCustomer(api: APIRequestContext, firstName = "Casey") {
  const email = `${firstName.toLowerCase()}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
  const res = await api.post("/api/auth/signup", {
    data: { firstName, lastName: "Morgan", email, password: CUSTOMER_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { token } = await res.json();
  return {
    email,
    name: `${firstName} Morgan`,
    headers: { Authorization: `Bearer ${token}` },
  };
}
