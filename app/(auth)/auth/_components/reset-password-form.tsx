"use client";

import { useState } from "react";
import Link from "next/link";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useLateHookForm } from "@/lib/client/late-hook-form";
import { usePermalink } from "@/lib/client/use-permalink";
import { useWrite } from "@/lib/client/write";
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
  const [done, setDone] = useState<string | null>(null);
  // Works before its scripts and without react-hook-form (useWrite's `plainPost` mode).
  const form = useLateHookForm<ResetPasswordInput>({ resolver });
  const permalink = usePermalink();
  const write = useWrite(form, {
    plainPost: { action: resetPasswordPlainPost, permalink },
    save: resetPasswordAction,
    fields: ["password", "confirmPassword"],
    refused: (message) => message,
    crashed: () => "The reset failed. Please try again.",
    onDone: (reset) => setDone(reset.message),
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
          action={write.action}
          data-enhanced={form.enhanced || undefined}
          onSubmit={write.onSubmit}
          onFocus={resolver.preload}
          noValidate
          className="space-y-4"
        >
          {form.control}
          {write.alert && (
            <Alert variant="destructive">
              {write.alert}{" "}
              <Link href="/auth/forgot-password" className="font-medium underline">
                Request a new link
              </Link>
            </Alert>
          )}
          <input type="hidden" defaultValue={token} {...write.register("token")} />
          <Field id="reset-password" label="New Password" error={write.errorOf("password")}>
            <Input
              id="reset-password"
              type="password"
              autoComplete="new-password"
              {...write.register("password")}
            />
          </Field>
          <Field
            id="reset-confirm"
            label="Confirm New Password"
            error={write.errorOf("confirmPassword")}
          >
            <Input
              id="reset-confirm"
              type="password"
              autoComplete="new-password"
              {...write.register("confirmPassword")}
            />
          </Field>
          <Button type="submit" className="w-full" disabled={write.busy}>
            {write.busy ? "Saving..." : "Set New Password"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
