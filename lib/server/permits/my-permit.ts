import "server-only";
import { randomUUID } from "node:crypto";
import { isoToUtcDate } from "@/lib/dates";
import { MAX_PERMIT_DOCUMENT_BYTES } from "@/lib/permits/rules";
import { permitSchema, type PermitInput } from "@/lib/permits/schemas";
import { requireActor, type Actor } from "../actor";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { db } from "../db";
import { AppError } from "../errors";
import { sniffDocumentType } from "../files/sniff";
import { getFileStorage } from "../files/storage";
import { parseInput } from "../validation";
import { toPermitDto } from "./serialize";

export const PERMIT_DETAILS_FIRST = "Save the permit details before uploading its document";
export const PERMIT_DOCUMENT_TYPE = "The permit document must be a PDF, PNG or JPEG file";
export const PERMIT_DOCUMENT_SIZE = "The permit document must be at most 5 MB";
export const PERMIT_DOCUMENT_EMPTY = "Please choose the permit document to upload";

/** The signed-in person's permit, or null. */
export async function findMyPermit(actor: Actor | null) {
  const a = requireActor(actor);
  const permit = await db.kitchenPermit.findUnique({ where: { userId: a.userId } });
  return permit ? toPermitDto(permit) : null;
}

async function revalidateKitchenOf(userId: number) {
  const caterer = await db.caterer.findUnique({ where: { userId }, select: { id: true } });
  if (caterer) revalidateCatererPages(caterer.id);
}

/**
 * PUT /api/permits/mine: the applicant or caterer records (or renews) their permit. New
 * details clear the verification and the reminders: an admin verifies what is there now,
 * and a renewed expiry date gets its own reminders.
 */
export async function saveMyPermit(actor: Actor | null, input: PermitInput) {
  const a = requireActor(actor);
  const values = parseInput(permitSchema, input);
  const data = { ...values, expiresOn: isoToUtcDate(values.expiresOn) };
  const current = await db.kitchenPermit.findUnique({ where: { userId: a.userId } });
  const changed =
    !current ||
    current.permitType !== data.permitType ||
    current.permitNumber !== data.permitNumber ||
    current.issuingAuthority !== data.issuingAuthority ||
    current.expiresOn.getTime() !== data.expiresOn.getTime();
  const reset = changed
    ? { verifiedAt: null, verifiedBy: null, reminder30SentAt: null, reminder7SentAt: null }
    : {};
  const permit = await db.kitchenPermit.upsert({
    where: { userId: a.userId },
    create: { userId: a.userId, ...data },
    update: { ...data, ...reset },
  });
  await revalidateKitchenOf(a.userId);
  return toPermitDto(permit);
}

/**
 * POST /api/permits/mine/document (the file's bytes as the body): the type is sniffed from
 * the content (PDF, PNG, JPEG) and the size checked here, whatever the browser claimed. The
 * file goes to the private storage under a fresh key; the old one is deleted; the permit
 * needs verifying again.
 */
export async function uploadMyPermitDocument(actor: Actor | null, data: Buffer) {
  const a = requireActor(actor);
  if (data.length === 0) throw new AppError("invalid_input", PERMIT_DOCUMENT_EMPTY);
  if (data.length > MAX_PERMIT_DOCUMENT_BYTES) {
    throw new AppError("payload_too_large", PERMIT_DOCUMENT_SIZE);
  }
  const type = sniffDocumentType(data);
  if (!type) throw new AppError("invalid_input", PERMIT_DOCUMENT_TYPE);
  if (!(await db.kitchenPermit.findUnique({ where: { userId: a.userId }, select: { id: true } }))) {
    throw new AppError("conflict", PERMIT_DETAILS_FIRST);
  }
  const storage = getFileStorage();
  const key = `permits/${a.userId}/${randomUUID()}`;
  await storage.put(key, data, type);
  // One document per person, also under parallel uploads (docs/security.md, "Orphaned
  // uploads"): the swap runs under a lock on the permit row, so each upload replaces the
  // key that is current when it commits, and deletes exactly that one afterwards. A file
  // left behind by a crash in between is removed by the files.remove-orphans job.
  let replaced: string | null = null;
  let permit;
  try {
    permit = await db.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ documentKey: string | null }[]>`
        SELECT "documentKey" FROM "kitchen_permits" WHERE "userId" = ${a.userId} FOR UPDATE`;
      if (!locked) throw new AppError("conflict", PERMIT_DETAILS_FIRST);
      replaced = locked.documentKey;
      return tx.kitchenPermit.update({
        where: { userId: a.userId },
        data: {
          documentKey: key,
          documentType: type,
          documentSize: data.length,
          verifiedAt: null,
          verifiedBy: null,
        },
      });
    });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  if (replaced) await storage.delete(replaced);
  await revalidateKitchenOf(a.userId);
  return toPermitDto(permit);
}

/**
 * GET /api/permits/{userId}/document: the document, to its holder and to admins only.
 * Anyone else gets 404, so ids do not reveal who has a permit.
 */
export async function readPermitDocument(actor: Actor | null, userId: number) {
  const a = requireActor(actor);
  if (a.role !== "admin" && a.userId !== userId) {
    throw new AppError("not_found", "Permit document not found");
  }
  const permit = await db.kitchenPermit.findUnique({ where: { userId } });
  const file = permit?.documentKey ? await getFileStorage().get(permit.documentKey) : null;
  if (!file) throw new AppError("not_found", "Permit document not found");
  return file;
}
