"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { useLateHookForm } from "@/lib/client/late-hook-form";
import { usePermalink } from "@/lib/client/use-permalink";
import { useWrite } from "@/lib/client/write";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import type { LoginInput, SignupFormInput } from "@/lib/auth/schemas";
import { signInAction, signInPlainPost, signUpAction, signUpPlainPost } from "../actions";

/*
 * The Sign In and Sign Up forms. Until react-hook-form is here (it loads after hydration,
 * lib/client/late-hook-form.tsx) a form is sent to its server action (`action=`): as a
 * plain POST before hydration or with JavaScript off, by React after it. The action signs
 * in and redirects, or answers the messages per field (lib/forms/plain-post.ts). Once
 * react-hook-form is here, it checks the form in the browser first and `onSubmit` sends it
 * (useWrite's `plainPost` mode, lib/client/write).
 */

// zod and the schemas load when a form is first focused or submitted, not with the page.
const signInResolver = lazyResolver(async () => {
  const [{ zodResolver }, { loginSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/auth/schemas"),
  ]);
  return zodResolver(loginSchema);
});
const signUpResolver = lazyResolver(async () => {
  const [{ zodResolver }, { signupFormSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/auth/schemas"),
  ]);
  return zodResolver(signupFormSchema);
});

function useFinish() {
  const router = useRouter();
  return ({ redirectTo }: { redirectTo: string }) => {
    // The refresh renders the root layout again, which reads the new session for the header.
    router.push(redirectTo);
    router.refresh();
  };
}

export function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const form = useLateHookForm<LoginInput>({ resolver: signInResolver });
  const permalink = usePermalink();
  const write = useWrite(form, {
    plainPost: { action: signInPlainPost, permalink },
    save: (values) => signInAction(values, callbackUrl),
    fields: ["email", "password"],
    refused: (message) => message,
    crashed: () => "Login failed",
    onDone: useFinish(),
  });

  return (
    <form
      action={write.action}
      data-enhanced={form.enhanced || undefined}
      onSubmit={write.onSubmit}
      onFocus={signInResolver.preload}
      noValidate
      className="space-y-4"
    >
      {form.control}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {write.alert && <Alert variant="destructive">{write.alert}</Alert>}
      <Field id="signin-email" label="Email" error={write.errorOf("email")}>
        <Input
          id="signin-email"
          type="email"
          autoComplete="email"
          defaultValue={write.posted?.values.email}
          {...write.register("email")}
        />
      </Field>
      <Field id="signin-password" label="Password" error={write.errorOf("password")}>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          {...write.register("password")}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={write.busy}>
        {write.busy ? "Signing In..." : "Sign In"}
      </Button>
      <p className="text-center text-sm">
        <Link
          href="/auth/forgot-password"
          className="tap-link text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
    </form>
  );
}

// The radios offer only valid roles: a refused `role` (a forged POST) is the alert.
const SIGN_UP_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "password",
  "confirmPassword",
] as const;

export function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const form = useLateHookForm<SignupFormInput>({ resolver: signUpResolver });
  const permalink = usePermalink();
  const write = useWrite(form, {
    plainPost: { action: signUpPlainPost, permalink },
    save: async (values) => {
      const result = await signUpAction(values, callbackUrl);
      return result.ok ? { ok: true, data: { ...result.data, email: values.email } } : result;
    },
    fields: SIGN_UP_FIELDS,
    // The account works at once; the address is proven by the emailed link (issue 46).
    success: ({ email }) => ({
      title: "Account created",
      description: `Check your inbox: we sent a link to ${email} to verify your email.`,
    }),
    refused: (message) => message,
    crashed: () => "Signup failed",
    onDone: useFinish(),
  });
  const typed = write.posted?.values ?? {};
  const [role, setRole] = useState<SignupFormInput["role"]>(
    typed.role === "caterer" ? "caterer" : "user",
  );
  // The radios are the browser's own, outside react-hook-form: it gets their value here,
  // also when it arrives after a choice.
  const hookForm = form.form;
  useEffect(() => hookForm?.setValue("role", role), [hookForm, role]);

  return (
    <form
      action={write.action}
      data-enhanced={form.enhanced || undefined}
      onSubmit={write.onSubmit}
      onFocus={signUpResolver.preload}
      noValidate
      className="space-y-4"
    >
      {form.control}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {write.alert && <Alert variant="destructive">{write.alert}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="signup-first" label="First Name" required error={write.errorOf("firstName")}>
          <Input
            id="signup-first"
            autoComplete="given-name"
            defaultValue={typed.firstName}
            {...write.register("firstName")}
          />
        </Field>
        <Field id="signup-last" label="Last Name" required error={write.errorOf("lastName")}>
          <Input
            id="signup-last"
            autoComplete="family-name"
            defaultValue={typed.lastName}
            {...write.register("lastName")}
          />
        </Field>
      </div>
      <Field id="signup-email" label="Email" required error={write.errorOf("email")}>
        <Input
          id="signup-email"
          type="email"
          autoComplete="email"
          defaultValue={typed.email}
          {...write.register("email")}
        />
      </Field>
      <Field id="signup-phone" label="Phone (optional)" error={write.errorOf("phone")}>
        <Input
          id="signup-phone"
          type="tel"
          autoComplete="tel"
          defaultValue={typed.phone}
          {...write.register("phone")}
        />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">I want to</legend>
        <RadioGroup
          name="role"
          value={role}
          onValueChange={(value) => {
            const next = value === "caterer" ? "caterer" : "user";
            setRole(next);
          }}
          className="grid-cols-2"
        >
          <Label
            htmlFor="role-user"
            className="flex cursor-pointer items-center gap-2 rounded-md border p-3 font-normal"
          >
            <RadioGroupItem id="role-user" value="user" /> Order food (Customer)
          </Label>
          <Label
            htmlFor="role-caterer"
            className="flex cursor-pointer items-center gap-2 rounded-md border p-3 font-normal"
          >
            <RadioGroupItem id="role-caterer" value="caterer" /> Sell food (Caterer)
          </Label>
        </RadioGroup>
      </fieldset>
      <Field id="signup-password" label="Password" required error={write.errorOf("password")}>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          {...write.register("password")}
        />
      </Field>
      <Field
        id="signup-confirm"
        label="Confirm Password"
        required
        error={write.errorOf("confirmPassword")}
      >
        <Input
          id="signup-confirm"
          type="password"
          autoComplete="new-password"
          {...write.register("confirmPassword")}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={write.busy}>
        {write.busy ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}
