import { db } from "../db";
import type { CatererDto } from "@/lib/types/caterer";
import { toCatererDto } from "./serialize";

/** Every caterer, best rated first. Public: browsing needs no sign-in. */
export async function listCaterers(): Promise<CatererDto[]> {
  const rows = await db.caterer.findMany({ orderBy: [{ rating: "desc" }, { id: "asc" }] });
  return rows.map(toCatererDto);
}
