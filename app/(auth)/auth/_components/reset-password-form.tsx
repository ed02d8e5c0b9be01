"use client";

import { useState } from "react";
import Link from "next/link";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { usePlainPostForm } from "@/lib/client/use-plain-post-form";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import type { ResetPasswordInput } from "@/lib/auth/schemas";
import { resetPasswordAction, resetPasswordPlainPost } from "../actions";

const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { resetPasswordSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/auth/schemas"),
  ]);
  return zodResolver(resetPasswordSchema);
});

export function ResetPasswordForm({ token }: { token: string }) {
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Works before its scripts and without react-hook-form (lib/client/use-plain-post-form.ts).
  const form = usePlainPostForm<ResetPasswordInput>(resetPasswordPlainPost, { resolver });

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await resetPasswordAction(values);
      if (result.ok) return setDone(result.data.message);
      let general = true;
      for (const e of result.errors ?? []) {
        if (e.path === "password" || e.path === "confirmPassword") {
          form.form?.setError(e.path, { message: e.message });
          general = false;
        }
      }
      if (general) setAlert(result.message);
    } catch {
      setAlert("The reset failed. Please try again.");
    }
  });

  if (done) {
    return (
      <Alert role="status" data-testid="password-reset-done">
        {done}{" "}
        <Link href="/auth" className="font-medium underline">
          Sign in
        </Link>
      </Alert>
    );
  }
  return (
    <Card>
      <CardContent className="pt-6">
        <form
          action={form.action}
          data-enhanced={form.enhanced || undefined}
          onSubmit={onSubmit}
          onFocus={resolver.preload}
          noValidate
          className="space-y-4"
        >
          {form.control}
          {(alert ?? form.plain?.message) && (
            <Alert variant="destructive">
              {alert ?? form.plain?.message}{" "}
              <Link href="/auth/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            </Alert>
          )}
          <input type="hidden" defaultValue={token} {...form.register("token")} />
          <Field id="reset-password" label="New Password" error={form.errorOf("password")}>
            <Input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              {...form.register("password")}
            />
          </Field>
          <Field
            id="reset-confirm"
            label="Confirm New Password"
            error={form.errorOf("confirmPassword")}
          >
            <Input
              id="reset-confirm"
              type="password"
              autoComplete="new-password"
              {...form.register("confirmPassword")}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={form.busy}>
            {form.busy ? "Saving..." : "Set New Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
