"use server";

import { runAction } from "@/lib/server/http/server-action";
import { retryTransfer } from "@/lib/server/payouts/retry-transfer";

export async function retryTransferAction(bookingId: number) {
  return runAction((actor) => retryTransfer(actor, bookingId), "Failed to retry the transfer");
}
