"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import type { ForgotPasswordInput } from "@/lib/auth/schemas";
import { requestPasswordResetAction } from "../actions";

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
  const form = useForm<ForgotPasswordInput>({ resolver, defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

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
        {sent ? (
          <Alert role="status" data-testid="reset-requested">
            {sent}
          </Alert>
        ) : (
          <form
            method="post"
            onSubmit={onSubmit}
            onFocus={resolver.preload}
            noValidate
            className="space-y-4"
          >
            {alert && <Alert variant="destructive">{alert}</Alert>}
            <Field id="forgot-email" label="Email" error={errors.email?.message}>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                {...form.register("email")}
              />
            </Field>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? "Sending..." : "Send reset link"}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
