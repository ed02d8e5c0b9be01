/**
 * The applicant's side of caterer applications (docs/product-rules.md §6): one application per
 * person, edited only while draft or changes_requested, submitted only from those states,
 * and never by someone who already runs a kitchen.
 */
import "server-only";
import type { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  canEditApplication,
  EDITABLE_APPLICATION_STATUSES,
  mayApply,
} from "@/lib/applications/rules";
import {
  applicationSchema,
  TERMS_REQUIRED,
  type ApplicationInput,
} from "@/lib/applications/schemas";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { emailApplicationSubmitted } from "./emails/application-submitted";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { toApplicationDto } from "./serialize";

export const ALREADY_CATERER = "You are already a caterer";

function assertMayApply(actor: Actor) {
  if (!mayApply(actor)) throw new AppError("conflict", ALREADY_CATERER);
}

/** What the applicant writes; status and review fields are never theirs to set. */
function applicantFields(data: z.output<typeof applicationSchema>) {
  const { businessName, cuisineTags, serviceArea, description, phone, termsAccepted } = data;
  return { businessName, cuisineTags, serviceArea, description, phone, termsAccepted };
}

/** The person's application, or null when they have not started one. */
export async function findMyApplication(actor: Actor | null) {
  const a = requireActor(actor);
  const application = await db.catererApplication.findUnique({ where: { userId: a.userId } });
  return application ? toApplicationDto(application) : null;
}

/** GET /api/caterer-applications/my-application: 404 when there is none. */
export async function getMyApplication(actor: Actor | null) {
  const application = await findMyApplication(actor);
  if (!application) throw new AppError("not_found", "No application found");
  return application;
}

/** POST /api/caterer-applications: starts the person's application as a draft. */
export async function createMyApplication(actor: Actor | null, input: ApplicationInput) {
  const a = requireActor(actor);
  assertMayApply(a);
  const data = parseInput(applicationSchema, input);
  try {
    const created = await db.catererApplication.create({
      data: { userId: a.userId, ...applicantFields(data), status: "draft" },
    });
    return toApplicationDto(created);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      throw new AppError("conflict", "You already have an application; update it instead");
    }
    throw error;
  }
}

/** PATCH /api/caterer-applications/{id}: the applicant's own, while it may be edited. */
export async function updateMyApplication(
  actor: Actor | null,
  id: number,
  input: ApplicationInput,
) {
  const a = requireActor(actor);
  assertMayApply(a);
  const data = parseInput(applicationSchema, input);
  const { count } = await db.catererApplication.updateMany({
    where: { id, userId: a.userId, status: { in: [...EDITABLE_APPLICATION_STATUSES] } },
    data: applicantFields(data),
  });
  if (count === 0) await explainRefusal(a, id);
  return toApplicationDto(await db.catererApplication.findUniqueOrThrow({ where: { id } }));
}

/** POST /api/caterer-applications/{id}/submit: draft or changes_requested -> submitted. */
export async function submitMyApplication(actor: Actor | null, id: number) {
  const a = requireActor(actor);
  assertMayApply(a);
  const current = await db.catererApplication.findFirst({ where: { id, userId: a.userId } });
  if (!current) throw new AppError("not_found", "Application not found");
  // What was saved must still pass every rule, terms included.
  parseInput(applicationSchema, { ...current, status: undefined });
  if (!current.termsAccepted) {
    throw new AppError("invalid_input", TERMS_REQUIRED, {
      errors: [{ path: "termsAccepted", message: TERMS_REQUIRED }],
    });
  }
  const count = await db.$transaction(async (tx) => {
    const submitted = await tx.catererApplication.updateMany({
      where: { id, userId: a.userId, status: { in: [...EDITABLE_APPLICATION_STATUSES] } },
      data: { status: "submitted", submittedAt: new Date() },
    });
    if (submitted.count) await emailApplicationSubmitted(tx, id);
    return submitted.count;
  });
  if (count === 0) await explainRefusal(a, id);
  return toApplicationDto(await db.catererApplication.findUniqueOrThrow({ where: { id } }));
}

/** Save Draft on /become-a-caterer: creates the application the first time, updates it after. */
export async function saveMyApplicationDraft(
  actor: Actor | null,
  id: number | null,
  input: ApplicationInput,
) {
  const draft = { ...input, status: "draft" as const };
  return id ? updateMyApplication(actor, id, draft) : createMyApplication(actor, draft);
}

/** Submit Application on /become-a-caterer: saves what the form shows, then submits it. */
export async function saveAndSubmitMyApplication(
  actor: Actor | null,
  id: number | null,
  input: ApplicationInput,
) {
  const saved = await saveMyApplicationDraft(actor, id, input);
  return submitMyApplication(actor, saved.id);
}

async function explainRefusal(actor: Actor, id: number): Promise<never> {
  const existing = await db.catererApplication.findFirst({ where: { id, userId: actor.userId } });
  if (!existing) throw new AppError("not_found", "Application not found");
  if (canEditApplication(existing.status)) {
    throw new AppError("conflict", "The application changed meanwhile; reload and try again");
  }
  throw new AppError(
    "conflict",
    `An application that is ${existing.status.replace("_", " ")} cannot be changed`,
  );
}
