"use client";

import { useState } from "react";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { usePlainPostForm } from "@/lib/client/use-plain-post-form";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import type { ForgotPasswordInput } from "@/lib/auth/schemas";
import { requestPasswordResetAction, requestPasswordResetPlainPost } from "../actions";

const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { forgotPasswordSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/auth/schemas"),
  ]);
  return zodResolver(forgotPasswordSchema);
});

export function ForgotPasswordForm() {
  const [alert, setAlert] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // Works before its scripts and without react-hook-form (lib/client/use-plain-post-form.ts).
  const form = usePlainPostForm<ForgotPasswordInput>(requestPasswordResetPlainPost, { resolver });

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await requestPasswordResetAction(values);
      if (result.ok) setSent(result.data.message);
      else setAlert(result.errors?.[0]?.message ?? result.message);
    } catch {
      setAlert("The request failed. Please try again.");
    }
  });

  return (
    <Card>
      <CardContent className="pt-6">
        {(sent ?? form.plain?.done) ? (
          <Alert role="status" data-testid="reset-requested">
            {sent ?? form.plain?.done}
          </Alert>
        ) : (
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
              <Alert variant="destructive">{alert ?? form.plain?.message}</Alert>
            )}
            <Field id="forgot-email" label="Email" error={form.errorOf("email")}>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                defaultValue={form.posted?.values.email}
                {...form.register("email")}
              />
            </Field>
            <Button type="submit" className="w-full" disabled={form.busy}>
              {form.busy ? "Sending..." : "Send reset link"}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
