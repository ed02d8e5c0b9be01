"use server";

import { approveApplication } from "@/lib/server/applications/approve-application";
import { openApplication } from "@/lib/server/applications/open-application";
import { rejectApplication } from "@/lib/server/applications/reject-application";
import { requestApplicationChanges } from "@/lib/server/applications/request-changes";
import { runAction } from "@/lib/server/http/server-action";
import type {
  RejectApplicationInput,
  RequestChangesInput,
} from "@/lib/applications/review-schemas";

export async function openApplicationAction(id: number) {
  return runAction((actor) => openApplication(actor, id), "Failed to fetch applications");
}

export async function approveApplicationAction(id: number) {
  return runAction((actor) => approveApplication(actor, id), "Failed to approve application");
}

export async function rejectApplicationAction(id: number, input: RejectApplicationInput) {
  return runAction((actor) => rejectApplication(actor, id, input), "Failed to reject application");
}

export async function requestChangesAction(id: number, input: RequestChangesInput) {
  return runAction(
    (actor) => requestApplicationChanges(actor, id, input),
    "Failed to request changes",
  );
}
