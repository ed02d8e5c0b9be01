"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { payOutTestBalanceAction } from "./actions";

/**
 * Test mode only: pays a kitchen's test balance out, as Stripe's automatic payout does, so
 * that a refund after its transfer finds the balance empty (docs/product-rules.md §19).
 */
export function PayOutTestBalanceButton({ catererId, name }: { catererId: number; name: string }) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const payOut = async () => {
    setBusy(true);
    const result = await payOutTestBalanceAction(catererId);
    setBusy(false);
    if (!result.ok) {
      toast.error("Could not empty the balance", { description: result.message });
      return;
    }
    toast.success(`${name}'s test balance was paid out`);
    router.refresh();
  };
  return (
    <Button size="sm" variant="outline" onClick={payOut} disabled={busy}>
      Empty balance
    </Button>
  );
}
