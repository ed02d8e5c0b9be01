"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, Controller } from "react-hook-form";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import type { LoginInput, SignupFormInput } from "@/lib/auth/schemas";
import type { ActionResult } from "@/lib/forms/action-result";
import { signInAction, signUpAction } from "../actions";

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
  return async (result: ActionResult<{ redirectTo: string }>) => {
    if (!result.ok) return result.message;
    // The refresh renders the root layout again, which reads the new session for the header.
    router.push(result.data.redirectTo);
    router.refresh();
    return null;
  };
}

function SignInForm({ callbackUrl }: { callbackUrl: string }) {
  const [alert, setAlert] = useState<string | null>(null);
  const finish = useFinish();
  const form = useForm<LoginInput>({
    resolver: signInResolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      setAlert(await finish(await signInAction(values, callbackUrl)));
    } catch {
      setAlert("Login failed");
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={signInResolver.preload}
      noValidate
      className="space-y-4"
    >
      {alert && <Alert variant="destructive">{alert}</Alert>}
      <Field id="signin-email" label="Email" error={errors.email?.message}>
        <Input id="signin-email" type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field id="signin-password" label="Password" error={errors.password?.message}>
        <Input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          {...form.register("password")}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing In..." : "Sign In"}
      </Button>
      <p className="text-center text-sm">
        <Link
          href="/auth/forgot-password"
          className="text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </p>
    </form>
  );
}

function SignUpForm({ callbackUrl }: { callbackUrl: string }) {
  const [alert, setAlert] = useState<string | null>(null);
  const finish = useFinish();
  const form = useForm<SignupFormInput>({
    resolver: signUpResolver,
    defaultValues: {
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      role: "user",
      password: "",
      confirmPassword: "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      setAlert(await finish(await signUpAction(values, callbackUrl)));
    } catch {
      setAlert("Signup failed");
    }
  });

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={signUpResolver.preload}
      noValidate
      className="space-y-4"
    >
      {alert && <Alert variant="destructive">{alert}</Alert>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="signup-first" label="First Name" required error={errors.firstName?.message}>
          <Input id="signup-first" autoComplete="given-name" {...form.register("firstName")} />
        </Field>
        <Field id="signup-last" label="Last Name" required error={errors.lastName?.message}>
          <Input id="signup-last" autoComplete="family-name" {...form.register("lastName")} />
        </Field>
      </div>
      <Field id="signup-email" label="Email" required error={errors.email?.message}>
        <Input id="signup-email" type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field id="signup-phone" label="Phone (optional)" error={errors.phone?.message}>
        <Input id="signup-phone" type="tel" autoComplete="tel" {...form.register("phone")} />
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">I want to</legend>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioGroup value={field.value} onValueChange={field.onChange} className="grid-cols-2">
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
          )}
        />
      </fieldset>
      <Field id="signup-password" label="Password" required error={errors.password?.message}>
        <Input
          id="signup-password"
          type="password"
          autoComplete="new-password"
          {...form.register("password")}
        />
      </Field>
      <Field
        id="signup-confirm"
        label="Confirm Password"
        required
        error={errors.confirmPassword?.message}
      >
        <Input
          id="signup-confirm"
          type="password"
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Creating Account..." : "Create Account"}
      </Button>
    </form>
  );
}

export function AuthTabs({
  initialTab,
  callbackUrl,
}: {
  initialTab: "signin" | "signup";
  callbackUrl: string;
}) {
  return (
    <Card>
      <CardHeader className="pb-2">
        {/* Under the page's h1: an h2 keeps the heading order without a skipped level. */}
        <h2 className="sr-only">Account</h2>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue={initialTab}>
          <TabsList className="mb-6 grid w-full grid-cols-2">
            <TabsTrigger value="signin">Sign In</TabsTrigger>
            <TabsTrigger value="signup">Sign Up</TabsTrigger>
          </TabsList>
          <TabsContent value="signin">
            <SignInForm callbackUrl={callbackUrl} />
          </TabsContent>
          <TabsContent value="signup">
            <SignUpForm callbackUrl={callbackUrl} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
