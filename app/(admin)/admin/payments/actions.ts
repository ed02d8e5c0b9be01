"use server";

import { runAction } from "@/lib/server/http/server-action";
import { payOutTestBalance } from "@/lib/server/money/payouts/pay-out-test-balance";
import { retryTransfer } from "@/lib/server/money/payouts/retry-transfer";
import type { DecideTestDisputeInput, OpenTestDisputeInput } from "@/lib/money/disputes/schemas";
import { chargeDisputeFeeToKitchen } from "@/lib/server/money/disputes/charge-fee-to-kitchen";
import { decideTestDispute } from "@/lib/server/money/disputes/decide-test-dispute";
import { openTestDispute } from "@/lib/server/money/disputes/open-test-dispute";
import { submitDisputeEvidence } from "@/lib/server/money/disputes/submit-evidence";

export async function retryTransferAction(bookingId: number) {
  return runAction((actor) => retryTransfer(actor, bookingId), "Failed to retry the transfer");
}

export async function payOutTestBalanceAction(catererId: number) {
  return runAction(
    (actor) => payOutTestBalance(actor, catererId),
    "Failed to pay out the test balance",
  );
}

export async function openTestDisputeAction(input: OpenTestDisputeInput) {
  return runAction((actor) => openTestDispute(actor, input), "Failed to open the dispute");
}

export async function submitDisputeEvidenceAction(id: number) {
  return runAction((actor) => submitDisputeEvidence(actor, id), "Failed to submit the evidence");
}

export async function decideTestDisputeAction(id: number, input: DecideTestDisputeInput) {
  return runAction((actor) => decideTestDispute(actor, id, input), "Failed to decide the dispute");
}

export async function chargeDisputeFeeToKitchenAction(id: number) {
  return runAction(
    (actor) => chargeDisputeFeeToKitchen(actor, id),
    "Failed to charge the fee to the kitchen",
  );
}
