import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { idField } from "@/lib/validation/id";
import type { Actor } from "../actor";
import { CATERER_NOT_FOUND } from "../kitchens/get-caterer";
import { kitchenFor, requireKitchenManager } from "../kitchens/kitchen-access";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";

const input = z.object({ catererId: idField("Invalid caterer id").optional() });
export type FeedTokenInput = z.input<typeof input>;

/** 256 random bits, URL-safe: the feed URL is the only key to a kitchen's orders. */
const newToken = () => randomBytes(32).toString("base64url");

async function target(actor: Actor | null, raw: FeedTokenInput) {
  const a = requireKitchenManager(actor);
  const { catererId } = parseInput(input, raw);
  return kitchenFor(a, catererId);
}

/**
 * The kitchen's calendar feed token, created on first use. Only the caterer who runs the
 * kitchen (and admins) may see it; anyone holding it can read the feed.
 */
export async function getFeedToken(actor: Actor | null, raw: FeedTokenInput = {}) {
  const catererId = await target(actor, raw);
  const caterer = await db.caterer.findUnique({
    where: { id: catererId },
    select: { calendarFeedToken: true },
  });
  if (!caterer) throw new AppError("not_found", CATERER_NOT_FOUND);
  if (caterer.calendarFeedToken) return { token: caterer.calendarFeedToken };
  // Two first visits at once must agree on one token: only set it while still empty.
  await db.caterer.updateMany({
    where: { id: catererId, calendarFeedToken: null },
    data: { calendarFeedToken: newToken() },
  });
  const stored = await db.caterer.findUniqueOrThrow({
    where: { id: catererId },
    select: { calendarFeedToken: true },
  });
  return { token: stored.calendarFeedToken as string };
}

/** Replaces the token: the old feed URL stops working at once (404). */
export async function resetFeedToken(actor: Actor | null, raw: FeedTokenInput = {}) {
  const catererId = await target(actor, raw);
  const token = newToken();
  const updated = await db.caterer.updateMany({
    where: { id: catererId },
    data: { calendarFeedToken: token },
  });
  if (!updated.count) throw new AppError("not_found", CATERER_NOT_FOUND);
  return { token };
}
