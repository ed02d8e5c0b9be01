"use client";

import { useActionState, useState } from "react";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useLateHookForm } from "@/lib/client/late-hook-form";
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
  const [posted, postAction, posting] = useActionState(requestPasswordResetPlainPost, null);
  // react-hook-form loads after hydration; until then the form's action sends it
  // (lib/client/late-hook-form.tsx, lib/forms/plain-post.ts).
  const form = useLateHookForm<ForgotPasswordInput>({ resolver });
  // What the server action answered, until a submit checked here replaces it.
  const plain = form.submitCount === 0 ? posted : null;

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
        {(sent ?? plain?.done) ? (
          <Alert role="status" data-testid="reset-requested">
            {sent ?? plain?.done}
          </Alert>
        ) : (
          <form
            action={postAction}
            onSubmit={onSubmit}
            onFocus={resolver.preload}
            noValidate
            className="space-y-4"
          >
            {form.control}
            {(alert ?? plain?.message) && (
              <Alert variant="destructive">{alert ?? plain?.message}</Alert>
            )}
            <Field
              id="forgot-email"
              label="Email"
              error={form.errors.email ?? plain?.fieldErrors.email}
            >
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                defaultValue={posted?.values.email}
                {...form.register("email")}
              />
            </Field>
            <Button type="submit" className="w-full" disabled={form.isSubmitting || posting}>
              {form.isSubmitting || posting ? "Sending..." : "Send reset link"}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
