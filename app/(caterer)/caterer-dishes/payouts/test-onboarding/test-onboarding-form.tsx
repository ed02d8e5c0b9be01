"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { PAYOUTS_RETURN_PATH } from "@/lib/money/test-onboarding";
import { completeTestOnboardingAction } from "../../actions";

export function TestOnboardingForm({ accountId }: { accountId: string }) {
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    const result = await completeTestOnboardingAction(accountId);
    if (!result.ok) {
      toast.error("Could not finish payout setup", { description: result.message });
      setBusy(false);
      return;
    }
    window.location.assign(PAYOUTS_RETURN_PATH);
  };
  return (
    <Button onClick={submit} disabled={busy || !accountId}>
      Submit test details
    </Button>
  );
}
