import type { Metadata } from "next";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { requireOwnKitchen } from "@/lib/server/money/payouts/onboarding";
import { Restricted } from "../../../_components/restricted";
import { TestOnboardingForm } from "./test-onboarding-form";

export const metadata: Metadata = { title: "Set up payouts (test mode)", robots: { index: false } };

/**
 * The test provider's stand-in for Stripe's hosted onboarding (docs/product-rules.md §19):
 * submitting it marks the kitchen's account verified with payouts enabled, so the whole
 * flow can be shown without Stripe keys.
 */
export default async function TestOnboardingPage({
  searchParams,
}: {
  searchParams: Promise<{ account?: string }>;
}) {
  let kitchen;
  try {
    kitchen = await requireOwnKitchen(await currentActor());
  } catch (error) {
    if (isAppError(error)) return <Restricted message={error.message} />;
    throw error;
  }
  const { account } = await searchParams;
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader>
        <h1 className="text-xl font-semibold leading-none">Set up payouts (test mode)</h1>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>
          In test mode no money moves. This page stands in for Stripe&apos;s onboarding, where{" "}
          {kitchen.name} would give its bank account and identity details.
        </p>
        <TestOnboardingForm accountId={account ?? ""} />
      </CardContent>
    </Card>
  );
}
