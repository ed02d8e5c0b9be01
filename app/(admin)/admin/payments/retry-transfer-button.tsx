"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { retryTransferAction } from "./actions";

/** Retries one failed transfer now (the payouts job would retry it within 10 minutes). */
export function RetryTransferButton({ bookingId }: { bookingId: number }) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const retry = async () => {
    setBusy(true);
    const result = await retryTransferAction(bookingId);
    setBusy(false);
    if (!result.ok) {
      toast.error("Could not retry the transfer", { description: result.message });
      return;
    }
    if (result.data.status === "sent") toast.success(`Transfer for order #${bookingId} sent`);
    else toast.error("The transfer failed again", { description: result.data.lastError ?? "" });
    router.refresh();
  };
  return (
    <Button size="sm" variant="outline" onClick={retry} disabled={busy}>
      Retry transfer
    </Button>
  );
}
