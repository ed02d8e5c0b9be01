import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { AppError } from "@/lib/server/errors";
import { verifyEmail } from "@/lib/server/auth/email-verification";

export const metadata: Metadata = {
  title: "Verify your email",
  robots: { index: false },
  // The token is in the address: never send it on to another site.
  referrer: "no-referrer",
};

/** The emailed "Verify your email" link: opening it proves the address, once. */
export default async function VerifyEmailPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  let outcome: { ok: true; message: string } | { ok: false; message: string };
  try {
    outcome = { ok: true, ...(await verifyEmail(typeof token === "string" ? token : null)) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    outcome = { ok: false, message: error.message };
  }
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <h1 className="mb-8 text-center text-3xl font-bold">Verify your email</h1>
      {outcome.ok ? (
        <Alert data-testid="email-verified">
          {outcome.message}{" "}
          <Link href="/" className="font-medium underline">
            Continue to TrayTable
          </Link>
        </Alert>
      ) : (
        <Alert variant="destructive" data-testid="verify-link-unusable">
          {outcome.message}{" "}
          <Link href="/settings" className="font-medium underline">
            Request a new link
          </Link>
        </Alert>
      )}
    </section>
  );
}
