"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { write } from "@/lib/client/write";
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
    await write(() => payOutTestBalanceAction(catererId), {
      success: `${name}'s test balance was paid out`,
      refused: (message) => ({ title: "Could not empty the balance", description: message }),
      crashed: () => "Could not empty the balance",
      onDone: () => router.refresh(),
    });
    setBusy(false);
  };
  return (
    <Button size="sm" variant="outline" onClick={payOut} disabled={busy}>
      Empty balance
    </Button>
  );
}
