"use server";

import { runAction } from "@/lib/server/http/server-action";
import { payOutTestBalance } from "@/lib/server/payouts/pay-out-test-balance";
import { retryTransfer } from "@/lib/server/payouts/retry-transfer";
import type { DecideTestDisputeInput, OpenTestDisputeInput } from "@/lib/disputes/schemas";
import { chargeDisputeFeeToKitchen } from "@/lib/server/disputes/charge-fee-to-kitchen";
import { decideTestDispute } from "@/lib/server/disputes/decide-test-dispute";
import { openTestDispute } from "@/lib/server/disputes/open-test-dispute";
import { submitDisputeEvidence } from "@/lib/server/disputes/submit-evidence";

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
