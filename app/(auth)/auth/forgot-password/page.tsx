import type { Metadata } from "next";
import Link from "next/link";
import { ForgotPasswordForm } from "../_components/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password", robots: { index: false } };

export default function ForgotPasswordPage() {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 py-12">
      <h1 className="mb-2 text-center text-3xl font-bold">Forgot your password?</h1>
      <p className="mb-8 text-center text-muted-foreground">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <ForgotPasswordForm />
      <p className="mt-6 text-center text-sm">
        <Link href="/auth" className="tap-link text-primary underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      </p>
    </section>
  );
}
