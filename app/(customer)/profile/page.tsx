import type { Metadata } from "next";
import { AccessDenied } from "@/components/auth/access-denied";
import { currentActor } from "@/lib/server/auth/current-actor";
import { getMe } from "@/lib/server/users/get-me";
import { ProfileForm } from "./_components/profile-form";

export const metadata: Metadata = { title: "Profile", robots: { index: false } };

export default async function ProfilePage() {
  // The layout shows Access Denied too; a page never relies on its layout for that.
  const actor = await currentActor();
  if (!actor) return <AccessDenied callbackUrl="/profile" />;
  const user = await getMe(actor);
  return (
    <>
      <h1 className="text-3xl font-bold">Profile</h1>
      <p className="mt-1 text-muted-foreground">How caterers see you when you order.</p>
      <ProfileForm user={user} />
    </>
  );
}
