import type { Metadata } from "next";
import { Bell, MailCheck, Shield, TriangleAlert } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AccessDenied } from "@/components/auth/access-denied";
import { SUPPORT_EMAIL } from "@/lib/constants";
import { currentActor } from "@/lib/server/auth/current-actor";
import { getEmailVerification } from "@/lib/server/auth/email-verification";
import { getEmailPreferences } from "@/lib/server/users/email-preferences";
import { ChangePasswordForm } from "./_components/change-password-form";
import { EmailPreferencesForm } from "./_components/email-preferences-form";
import { ResendVerificationButton } from "./_components/resend-verification-button";

export const metadata: Metadata = { title: "Settings", robots: { index: false } };

export default async function SettingsPage() {
  // The layout shows Access Denied too; a page never relies on its layout for that.
  const actor = await currentActor();
  if (!actor) return <AccessDenied callbackUrl="/settings" />;
  const emailPreferences = await getEmailPreferences(actor);
  const verification = await getEmailVerification(actor);
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">Settings</h1>
      <Card>
        <CardHeader>
          <CardTitle>Change Password</CardTitle>
          <CardDescription>Other devices are signed out when you change it.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      {!verification.emailVerified && (
        <Card data-testid="email-unverified">
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MailCheck aria-hidden className="h-5 w-5" /> Verify your email
            </CardTitle>
            <CardDescription>
              {verification.email} is not verified yet. Open the link we emailed you; until then we
              send it only what concerns your account and orders.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ResendVerificationButton />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Bell aria-hidden className="h-5 w-5" /> Notifications
          </CardTitle>
          <CardDescription>
            We email you a receipt when you pay and a notice when we refund you; those always go
            out. Order updates go to the email on your order. Follow every order&apos;s status in My
            Bookings too.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EmailPreferencesForm initial={emailPreferences} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Shield aria-hidden className="h-5 w-5" /> Privacy
          </CardTitle>
          <CardDescription>
            Your name, email and phone are shared only with the caterers you order from, to deliver
            your order. Card details go straight to our payment provider; we never store them.
          </CardDescription>
        </CardHeader>
      </Card>
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-red-700">
            <TriangleAlert aria-hidden className="h-5 w-5" /> Danger Zone
          </CardTitle>
          <CardDescription>
            To delete your account, please contact support at{" "}
            <a className="font-medium text-primary underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </CardDescription>
        </CardHeader>
      </Card>
    </div>
  );
}
