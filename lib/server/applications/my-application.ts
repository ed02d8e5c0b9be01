/**
 * The applicant's side of caterer applications (decisions section 6): one application per
 * person, edited only while draft or changes_requested, submitted only from those states,
 * and never by someone who already runs a kitchen.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import { applicationSchema, TERMS_REQUIRED } from "@/lib/validation/caterer-application";
import { requireActor, type Actor } from "../auth/actor";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { toApplicationDto } from "./serialize";

const EDITABLE = ["draft", "changes_requested"] as const;
export const ALREADY_CATERER = "You are already a caterer";

function assertMayApply(actor: Actor) {
  if (actor.role === "caterer" || actor.catererId) throw new AppError("conflict", ALREADY_CATERER);
}

export async function getMyApplication(actor: Actor | null) {
  const a = requireActor(actor);
  const application = await db.catererApplication.findUnique({ where: { userId: a.userId } });
  if (!application) throw new AppError("not_found", "No application found");
  return toApplicationDto(application);
}

/** POST /api/caterer-applications: starts the person's application as a draft. */
export async function createMyApplication(actor: Actor | null, input: unknown) {
  const a = requireActor(actor);
  assertMayApply(a);
  const data = parseInput(applicationSchema, input);
  try {
    const created = await db.catererApplication.create({
      data: {
        userId: a.userId,
        businessName: data.businessName,
        cuisineTags: data.cuisineTags,
        serviceArea: data.serviceArea,
        description: data.description,
        phone: data.phone,
        termsAccepted: data.termsAccepted,
        status: "draft",
      },
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
export async function updateMyApplication(actor: Actor | null, id: number, input: unknown) {
  const a = requireActor(actor);
  assertMayApply(a);
  const data = parseInput(applicationSchema, input);
  const { count } = await db.catererApplication.updateMany({
    where: { id, userId: a.userId, status: { in: [...EDITABLE] } },
    data: {
      businessName: data.businessName,
      cuisineTags: data.cuisineTags,
      serviceArea: data.serviceArea,
      description: data.description,
      phone: data.phone,
      termsAccepted: data.termsAccepted,
    },
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
  const { count } = await db.catererApplication.updateMany({
    where: { id, userId: a.userId, status: { in: [...EDITABLE] } },
    data: { status: "submitted", submittedAt: new Date() },
  });
  if (count === 0) await explainRefusal(a, id);
  return toApplicationDto(await db.catererApplication.findUniqueOrThrow({ where: { id } }));
}

async function explainRefusal(actor: Actor, id: number): Promise<never> {
  const existing = await db.catererApplication.findFirst({ where: { id, userId: actor.userId } });
  if (!existing) throw new AppError("not_found", "Application not found");
  throw new AppError(
    "conflict",
    `An application that is ${existing.status.replace("_", " ")} cannot be changed`,
  );
}
