"use server";

import {
  saveAndSubmitMyApplication,
  saveMyApplicationDraft,
} from "@/lib/server/applications/my-application";
import { runAction } from "@/lib/server/http/server-action";
import type { ApplicationInput } from "@/lib/applications/schemas";

export async function saveDraftAction(id: number | null, input: ApplicationInput) {
  return runAction((actor) => saveMyApplicationDraft(actor, id, input));
}

export async function submitAction(id: number | null, input: ApplicationInput) {
  return runAction((actor) => saveAndSubmitMyApplication(actor, id, input));
}
