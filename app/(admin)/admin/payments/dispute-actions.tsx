"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { write } from "@/lib/client/write";
import type { ActionResult } from "@/lib/forms/action-result";
import { isDisputeOpen } from "@/lib/money/disputes/rules";
import type { DisputeDto } from "@/lib/money/disputes/types";
import {
  chargeDisputeFeeToKitchenAction,
  decideTestDisputeAction,
  submitDisputeEvidenceAction,
} from "./actions";

/**
 * A dispute's admin controls (docs/product-rules.md §22): submit the evidence pack while it
 * needs a response, charge its fee to the kitchen, and in test mode decide it.
 */
export function DisputeActions({ dispute, testMode }: { dispute: DisputeDto; testMode: boolean }) {
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const run = async (call: () => Promise<ActionResult<DisputeDto>>, done: string) => {
    setBusy(true);
    await write(call, {
      success: done,
      refused: (message) => message,
      crashed: () => "The dispute could not be updated. Please try again.",
      onDone: () => router.refresh(),
    });
    setBusy(false);
  };
  const open = isDisputeOpen(dispute.status);
  return (
    <div className="flex flex-wrap gap-2">
      {dispute.status === "needs_response" && !dispute.evidenceSubmittedAt && (
        <Button
          disabled={busy}
          onClick={() => run(() => submitDisputeEvidenceAction(dispute.id), "Evidence submitted")}
        >
          Submit evidence
        </Button>
      )}
      {testMode && open && (
        <>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              run(
                () => decideTestDisputeAction(dispute.id, { outcome: "won" }),
                "Dispute marked won",
              )
            }
          >
            Mark won
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              run(
                () => decideTestDisputeAction(dispute.id, { outcome: "lost" }),
                "Dispute marked lost",
              )
            }
          >
            Mark lost
          </Button>
        </>
      )}
      {dispute.feeBearer === "platform" && dispute.feeCents > 0 && (
        <Button
          variant="outline"
          disabled={busy}
          onClick={() =>
            run(
              () => chargeDisputeFeeToKitchenAction(dispute.id),
              "The fee is charged to the kitchen",
            )
          }
        >
          Charge fee to kitchen
        </Button>
      )}
    </div>
  );
}
