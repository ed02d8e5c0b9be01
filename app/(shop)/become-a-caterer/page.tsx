import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { canEditApplication, mayApply } from "@/lib/applications/rules";
import { findMyApplication } from "@/lib/server/applications/my-application";
import { currentActor } from "@/lib/server/auth/current-actor";
import { ApplicationStatusCard } from "./_components/application-status-card";
import { ApplicationForm, PermitSection } from "./_components/signed-in-parts";
import { findMyPermit } from "@/lib/server/permits/my-permit";
import { Icon } from "@/components/icons/icon";

export const metadata: Metadata = {
  title: "Become a Caterer",
  description:
    "Cook from home for events in your area. Apply to sell your dishes by the tray on TrayTable.",
  alternates: { canonical: "/become-a-caterer" },
};

export default async function BecomeACatererPage() {
  const actor = await currentActor();
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <div className="mb-8 text-center">
        <Icon name="chef-hat" className="mx-auto block h-10 w-10 text-primary" />
        <h1 className="mt-3 text-3xl font-bold">Become a Caterer</h1>
        <p className="mt-2 text-muted-foreground">
          Share your home cooking with your neighbourhood: list your dishes by the tray and take
          orders for parties, offices and family events.
        </p>
      </div>
      <Content actor={actor} />
    </section>
  );
}

async function Content({ actor }: { actor: Awaited<ReturnType<typeof currentActor>> }) {
  if (!actor) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
          <p className="text-lg font-medium">Please log in to apply as a caterer</p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button asChild>
              <Link href="/auth?callbackUrl=%2Fbecome-a-caterer">Log In</Link>
            </Button>
            {/* A newcomer has no account to log in with (issue 46). */}
            <Button asChild variant="outline">
              <Link href="/auth?tab=signup&callbackUrl=%2Fbecome-a-caterer">Sign Up</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }
  if (!mayApply(actor)) {
    // A caterer renews their permit here (docs/product-rules.md §14).
    return (
      <>
        <Card>
          <CardContent className="flex flex-col items-center gap-4 p-8 text-center">
            <h2 className="text-2xl font-semibold">You&apos;re Already a Caterer!</h2>
            <Button asChild>
              <Link href="/caterer-dishes">Go to My Kitchen</Link>
            </Button>
          </CardContent>
        </Card>
        <PermitSection initial={await findMyPermit(actor)} />
      </>
    );
  }
  const permit = await findMyPermit(actor);
  const application = await findMyApplication(actor);
  return (
    <>
      {application && !canEditApplication(application.status) ? (
        <ApplicationStatusCard application={application} />
      ) : (
        <ApplicationForm application={application} />
      )}
      <PermitSection initial={permit} />
    </>
  );
}
