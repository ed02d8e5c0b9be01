"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { write } from "@/lib/client/write";
import { Button } from "@/components/ui/button";
import { retryTransferAction } from "./actions";

/** Retries one failed transfer now (the payouts job would retry it within 10 minutes). */
export function RetryTransferButton({ bookingId }: { bookingId: number }) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const retry = async () => {
    setBusy(true);
    await write(() => retryTransferAction(bookingId), {
      refused: (message) => ({ title: "Could not retry the transfer", description: message }),
      crashed: () => "Could not retry the transfer",
      // The call worked either way; the transfer itself may have failed again.
      onDone: (transfer) => {
        if (transfer.status === "sent") toast.success(`Transfer for order #${bookingId} sent`);
        else toast.error("The transfer failed again", { description: transfer.lastError ?? "" });
        router.refresh();
      },
    });
    setBusy(false);
  };
  return (
    <Button size="sm" variant="outline" onClick={retry} disabled={busy}>
      Retry transfer
    </Button>
  );
}
