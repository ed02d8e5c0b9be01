import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { RESET_LINK_UNUSABLE } from "@/lib/auth/password-reset";
import { checkPasswordResetToken } from "@/lib/server/auth/check-password-reset-token";
import { ResetPasswordForm } from "../_components/reset-password-form";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false },
  // The token is in the address: never send it on to another site. Not "no-referrer": the
  // form's plain POST (before the page's scripts run) must carry its Origin, or the server
  // action is refused as a cross-site request.
  referrer: "same-origin",
};

export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : null;
  const state = await checkPasswordResetToken(value);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <h1 className="mb-8 text-center text-3xl font-bold">Choose a new password</h1>
      {state === "usable" && value ? (
        <ResetPasswordForm token={value} />
      ) : (
        <Alert variant="destructive" data-testid="reset-link-unusable">
          {RESET_LINK_UNUSABLE[state === "usable" ? "unknown" : state]}{" "}
          <Link href="/auth/forgot-password" className="font-medium underline">
            Request a new link
          </Link>
        </Alert>
      )}
    </section>
  );
}
