"use client";

import { useState } from "react";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useLateHookForm } from "@/lib/client/late-hook-form";
import { usePermalink } from "@/lib/client/use-permalink";
import { useWrite } from "@/lib/client/write";
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
  const [sent, setSent] = useState<string | null>(null);
  // Works before its scripts and without react-hook-form (useWrite's `plainPost` mode).
  const form = useLateHookForm<ForgotPasswordInput>({ resolver });
  const permalink = usePermalink();
  const write = useWrite(form, {
    plainPost: { action: requestPasswordResetPlainPost, permalink },
    save: requestPasswordResetAction,
    fields: ["email"],
    refused: (message) => message,
    crashed: () => "The request failed. Please try again.",
    onDone: (done) => setSent(done.message),
  });

  return (
    <Card>
      <CardContent className="pt-6">
        {(sent ?? write.plain?.done) ? (
          <Alert role="status" data-testid="reset-requested">
            {sent ?? write.plain?.done}
          </Alert>
        ) : (
          <form
            action={write.action}
            data-enhanced={form.enhanced || undefined}
            onSubmit={write.onSubmit}
            onFocus={resolver.preload}
            noValidate
            className="space-y-4"
          >
            {form.control}
            {write.alert && <Alert variant="destructive">{write.alert}</Alert>}
            <Field id="forgot-email" label="Email" error={write.errorOf("email")}>
              <Input
                id="forgot-email"
                type="email"
                autoComplete="email"
                defaultValue={write.posted?.values.email}
                {...write.register("email")}
              />
            </Field>
            <Button type="submit" className="w-full" disabled={write.busy}>
              {write.busy ? "Sending..." : "Send reset link"}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
