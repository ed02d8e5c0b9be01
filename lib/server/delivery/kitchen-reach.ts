/**
 * The kitchen_zip_reach rows of a kitchen (lib/delivery/reach.ts): rewritten from its stored
 * delivery area in the transaction that saves the area, so a ZIP search reads one ZIP's
 * kitchens and never measures distances at request time (issue 42's 100,000-kitchen target).
 */
import "server-only";
import { INSERT_REACH_SQL, kitchenReach, reachParams } from "@/lib/delivery/reach";
import type { Tx } from "../db";
import { deliveryAreaSelect, toDeliveryAreaRule } from "./delivery-area";
import { usZipIndex } from "./zip-places";

type Client = Pick<Tx, "caterer" | "$executeRaw" | "$executeRawUnsafe">;

/** Rewrites one kitchen's reach from its area as stored now (call after writing the area). */
export async function refreshKitchenReach(tx: Client, catererId: number): Promise<number> {
  const caterer = await tx.caterer.findUnique({
    where: { id: catererId },
    select: deliveryAreaSelect,
  });
  await tx.$executeRaw`DELETE FROM kitchen_zip_reach WHERE "catererId" = ${catererId}`;
  if (!caterer) return 0;
  const rows = kitchenReach(toDeliveryAreaRule(caterer), usZipIndex());
  if (rows.length) {
    await tx.$executeRawUnsafe(
      INSERT_REACH_SQL,
      ...reachParams(rows.map((r) => ({ ...r, catererId }))),
    );
  }
  return rows.length;
}
