"use client";

import { useActionState, useState } from "react";
import Link from "next/link";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useLateHookForm } from "@/lib/client/late-hook-form";
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
  const [posted, postAction, posting] = useActionState(resetPasswordPlainPost, null);
  // react-hook-form loads after hydration; until then the form's action sends it
  // (lib/client/late-hook-form.tsx, lib/forms/plain-post.ts).
  const form = useLateHookForm<ResetPasswordInput>({ resolver });
  // What the server action answered, until a submit checked here replaces it.
  const plain = form.submitCount === 0 ? posted : null;

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
          action={postAction}
          onSubmit={onSubmit}
          onFocus={resolver.preload}
          noValidate
          className="space-y-4"
        >
          {form.control}
          {(alert ?? plain?.message) && (
            <Alert variant="destructive">
              {alert ?? plain?.message}{" "}
              <Link href="/auth/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            </Alert>
          )}
          <input type="hidden" defaultValue={token} {...form.register("token")} />
          <Field
            id="reset-password"
            label="New Password"
            error={form.errors.password ?? plain?.fieldErrors.password}
          >
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
            error={form.errors.confirmPassword ?? plain?.fieldErrors.confirmPassword}
          >
            <Input
              id="reset-confirm"
              type="password"
              autoComplete="new-password"
              {...form.register("confirmPassword")}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={form.isSubmitting || posting}>
            {form.isSubmitting || posting ? "Saving..." : "Set New Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
