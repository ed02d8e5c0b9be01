"use server";

import {
  createMyApplication,
  submitMyApplication,
  updateMyApplication,
} from "@/lib/server/applications/my-application";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";

type Result = { ok: true; id: number } | { ok: false; message?: string };

function failure(error: unknown): Result {
  if (!isAppError(error)) console.error(error);
  return { ok: false, message: isAppError(error) ? error.message : undefined };
}

/** Save Draft: creates the application the first time, updates it afterwards. */
export async function saveDraftAction(id: number | null, input: unknown): Promise<Result> {
  try {
    const actor = await currentActor();
    const saved = id
      ? await updateMyApplication(actor, id, { ...(input as object), status: "draft" })
      : await createMyApplication(actor, { ...(input as object), status: "draft" });
    return { ok: true, id: saved.id };
  } catch (error) {
    return failure(error);
  }
}

/** Submit Application: saves the draft, then submits it (spec 02 section 4). */
export async function submitAction(id: number | null, input: unknown): Promise<Result> {
  const saved = await saveDraftAction(id, input);
  if (!saved.ok) return saved;
  try {
    await submitMyApplication(await currentActor(), saved.id);
    return saved;
  } catch (error) {
    return failure(error);
  }
}
