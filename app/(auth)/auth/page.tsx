import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { Alert } from "@/components/ui/alert";
import { PASSWORD_RESET_DONE } from "@/lib/auth/password-reset";
import { ADMIN_REQUIRED } from "@/lib/server/auth/require-admin-page";
import { currentActor } from "@/lib/server/auth/current-actor";
import { safeCallbackUrl } from "@/lib/auth/schemas";
import { AuthTabs } from "./_components/auth-tabs";

export const metadata: Metadata = { title: "Sign in or sign up", robots: { index: false } };

export default async function AuthPage({
  searchParams,
}: {
  searchParams: Promise<{ tab?: string; callbackUrl?: string; denied?: string; reset?: string }>;
}) {
  const { tab, callbackUrl, denied, reset } = await searchParams;
  const safeUrl = safeCallbackUrl(callbackUrl, "/");
  // Sent here from an admin page: say why, and let a signed-in non-admin switch accounts
  // instead of bouncing them back to the page that refused them.
  const adminDenied = denied === "admin";
  if ((await currentActor()) && !adminDenied) redirect(safeUrl);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <h1 className="mb-2 text-center text-3xl font-bold">Welcome to TrayTable</h1>
      <p className="mb-8 text-center text-muted-foreground">
        Sign in to order, or create an account in a minute.
      </p>
      {adminDenied && (
        <Alert variant="destructive" className="mb-6" data-testid="access-message">
          {ADMIN_REQUIRED}
        </Alert>
      )}
      {/* Where the reset page's plain POST (sent before its scripts ran) ends. */}
      {reset === "done" && (
        <Alert role="status" className="mb-6" data-testid="password-reset-done">
          {PASSWORD_RESET_DONE}
        </Alert>
      )}
      <AuthTabs initialTab={tab === "signup" ? "signup" : "signin"} callbackUrl={safeUrl} />
    </section>
  );
}
