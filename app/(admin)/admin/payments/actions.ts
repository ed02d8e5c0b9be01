"use server";

import { runAction } from "@/lib/server/http/server-action";
import { payOutTestBalance } from "@/lib/server/payouts/pay-out-test-balance";
import { retryTransfer } from "@/lib/server/payouts/retry-transfer";

export async function retryTransferAction(bookingId: number) {
  return runAction((actor) => retryTransfer(actor, bookingId), "Failed to retry the transfer");
}

export async function payOutTestBalanceAction(catererId: number) {
  return runAction(
    (actor) => payOutTestBalance(actor, catererId),
    "Failed to pay out the test balance",
  );
}
