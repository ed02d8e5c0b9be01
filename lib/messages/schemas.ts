import { z } from "zod";

/** The most a message may hold (docs/product-rules.md §18). */
export const MESSAGE_MAX_LENGTH = 2000;

export const MESSAGE_EMPTY = "Message cannot be empty";
export const MESSAGE_TOO_LONG = "Message must be 2,000 characters or fewer";

/** A new message, or the new text of an edited one: plain text, trimmed. */
export const messageSchema = z.object({
  body: z
    .string({ error: MESSAGE_EMPTY })
    .trim()
    .min(1, MESSAGE_EMPTY)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
});
export type MessageInput = z.input<typeof messageSchema>;

/** Mark a thread read up to a message (the newest one shown), or to its end. */
export const markReadSchema = z.object({
  upToMessageId: z.number().int().positive().optional(),
});
export type MarkReadInput = z.input<typeof markReadSchema>;

/** GET /api/messages paging. */
export const threadListSchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type ThreadListInput = z.input<typeof threadListSchema>;
