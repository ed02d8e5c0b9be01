import { expect, type Browser } from "@playwright/test";
import { signIn } from "./sign-in";

/** Reads the reset link sent to `email` in the development mailbox, as an admin. */
export async function resetLinkFromMailbox(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const admin = await context.newPage();
  await signIn(admin, "admin@example.com", "password123");
  await expect(admin.getByRole("button", { name: "Account menu" })).toBeVisible();
  await admin.goto("/admin/emails");
  const mail = admin
    .getByTestId("email")
    .filter({ hasText: `To: ${email}` })
    .filter({ hasText: "Reset your TrayTable password" });
  // The worker delivers within a second or two.
  await expect(async () => {
    await admin.reload();
    await expect(mail).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await mail.getByText("Reset your TrayTable password").click();
  const text = await mail.getByRole("region", { name: "Plain text" }).innerText();
  const link = /Reset password: (http:\/\/localhost:\d+\/auth\/reset-password\?token=\S+)/.exec(
    text,
  )?.[1];
  expect(link, text).toBeTruthy();
  // The HTML part has the same link as a button.
  await expect(
    mail.frameLocator("iframe").getByRole("link", { name: "Reset password" }),
  ).toHaveAttribute("href", link!);
  await context.close();
  return link!;
}
