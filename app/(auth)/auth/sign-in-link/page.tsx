import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SIGN_IN_LINK_UNUSABLE, signInLinkUsable } from "@/lib/server/auth/sign-in-link";
import { signInWithLinkAction } from "../actions";

export const metadata: Metadata = {
  title: "Sign in with your link",
  robots: { index: false },
  // The token is in the address: never send it on to another site. "same-origin", not
  // "no-referrer": the form's POST must carry its Origin (see reset-password/page.tsx).
  referrer: "same-origin",
};

/**
 * The emailed one-time sign-in link. Opening it signs nobody in (mail scanners open links):
 * the button does, once.
 */
export default async function SignInLinkPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : null;
  const usable = await signInLinkUsable(value);
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <h1 className="mb-8 text-center text-3xl font-bold">Sign in with your link</h1>
      {usable && value ? (
        <form action={signInWithLinkAction} className="space-y-4 text-center">
          <input type="hidden" name="token" value={value} />
          <p className="text-muted-foreground">This link signs you in once, without a password.</p>
          <Button type="submit" size="lg" className="w-full">
            Sign in
          </Button>
        </form>
      ) : (
        <Alert variant="destructive" data-testid="sign-in-link-unusable">
          {SIGN_IN_LINK_UNUSABLE}{" "}
          <Link href="/auth" className="font-medium underline">
            Sign in
          </Link>
        </Alert>
      )}
    </section>
  );
}
