"use server";

import type { MessageInput } from "@/lib/messages/schemas";
import { runAction } from "@/lib/server/http/server-action";
import { editMessage } from "@/lib/server/messages/edit-message";
import { markThreadRead } from "@/lib/server/messages/mark-read";
import { postBookingMessage, postThreadMessage } from "@/lib/server/messages/post-message";

/** Where a message goes: the thread of an order (made on its first message), or a thread. */
export type ThreadTarget = { bookingId: number } | { threadId: number };

export async function postMessageAction(target: ThreadTarget, input: MessageInput) {
  return runAction(
    (actor) =>
      "bookingId" in target
        ? postBookingMessage(actor, target.bookingId, input)
        : postThreadMessage(actor, target.threadId, input),
    "Failed to send your message.",
  );
}

export async function editMessageAction(threadId: number, messageId: number, input: MessageInput) {
  return runAction(
    (actor) => editMessage(actor, threadId, messageId, input),
    "Failed to change your message.",
  );
}

export async function markThreadReadAction(threadId: number, upToMessageId?: number) {
  return runAction(
    (actor) => markThreadRead(actor, threadId, { upToMessageId }),
    "Failed to mark the conversation read.",
  );
}
