import "server-only";
import type { MessageDto } from "@/lib/messages/types";
import type { ThreadSubject } from "./subject";

export const PLATFORM_NAME = "TrayTable";

type MessageRow = {
  id: number;
  authorId: number | null;
  authorRole: "customer" | "caterer" | "platform";
  body: string;
  createdAt: Date;
  editedAt: Date | null;
  revisions?: { body: string; replacedAt: Date }[];
};

export function authorName(role: MessageRow["authorRole"], subject: ThreadSubject) {
  if (role === "customer") return subject.customerFirstName;
  if (role === "caterer") return subject.catererName;
  return PLATFORM_NAME;
}

/**
 * A message as its reader sees it: who wrote it by role and display name only (no account
 * ids or addresses: docs/product-rules.md §18), and for admins the texts an edit replaced.
 */
export function toMessageDto(
  m: MessageRow,
  subject: ThreadSubject,
  readerId: number,
  isAdmin: boolean,
): MessageDto {
  return {
    id: m.id,
    author: { role: m.authorRole, name: authorName(m.authorRole, subject) },
    mine: m.authorId !== null && m.authorId === readerId,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    editedAt: m.editedAt?.toISOString() ?? null,
    ...(isAdmin && m.revisions
      ? {
          revisions: m.revisions.map((r) => ({
            body: r.body,
            replacedAt: r.replacedAt.toISOString(),
          })),
        }
      : {}),
  };
}
