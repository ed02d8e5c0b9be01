import "server-only";
import { AppError } from "../errors";
import { db } from "../db";
import type { CatererDto } from "@/lib/kitchens/types";
import { toCatererDto } from "./serialize";

export const CATERER_NOT_FOUND = "Caterer not found";

/** One caterer by id, or 404 "Caterer not found". Public. */
export async function getCaterer(id: number): Promise<CatererDto> {
  const caterer = await db.caterer.findUnique({ where: { id } });
  if (!caterer) throw new AppError("not_found", CATERER_NOT_FOUND);
  return toCatererDto(caterer);
}
