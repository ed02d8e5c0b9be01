"use client";

import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { SignInForm, SignUpForm } from "./account-forms";

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
