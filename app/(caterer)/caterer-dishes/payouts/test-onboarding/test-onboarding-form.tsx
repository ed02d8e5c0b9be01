"use client";

import { useState } from "react";
import { write } from "@/lib/client/write";
import { Button } from "@/components/ui/button";
import { PAYOUTS_RETURN_PATH } from "@/lib/money/test-onboarding";
import { completeTestOnboardingAction } from "../../actions";

export function TestOnboardingForm({ accountId }: { accountId: string }) {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const done = await write(() => completeTestOnboardingAction(accountId), {
      refused: (message) => ({ title: "Could not finish payout setup", description: message }),
      crashed: () => "Could not finish payout setup",
      onDone: () => window.location.assign(PAYOUTS_RETURN_PATH),
    });
    if (!done?.ok) setBusy(false);
  };
  return (
    <Button onClick={submit} disabled={busy || !accountId}>
      Submit test details
    </Button>
  );
}
