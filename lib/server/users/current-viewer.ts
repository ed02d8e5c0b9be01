import "server-only";
import { cache } from "react";
import { currentActor } from "../auth/current-actor";
import { AppError } from "../errors";
import { getMe } from "./get-me";
import type { UserDto } from "@/lib/users/types";

/**
 * The signed-in user of this request for the root layout's header, or null. No session
 * cookie means no query at all, so a signed-out visitor's page costs no SQL for it.
 * Cached per render: pages that also need the actor ask currentActor() once.
 */
export const currentViewer = cache(async (): Promise<UserDto | null> => {
  const actor = await currentActor();
  if (!actor) return null;
  try {
    return await getMe(actor);
  } catch (error) {
    // The session's user is gone: the visitor is signed out.
    if (error instanceof AppError && error.code === "unauthenticated") return null;
    throw error;
  }
});
