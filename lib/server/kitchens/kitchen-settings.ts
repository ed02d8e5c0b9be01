/**
 * A kitchen's limits and terms (docs/product-rules.md §11): daily tray capacity, large-tray
 * weight, minimum notice, a longer notice above a tray count, and the cancellation policy;
 * and where it delivers, its minimum order and pickup (§23).
 * The caterer sets their own (My Kitchen's Kitchen settings dialog), an admin any kitchen's;
 * anyone may read them, since the order dialog and the caterer page show them.
 */
import "server-only";
import { z } from "zod";
import { addDaysIso, isoToUtcDate, todayIso, utcDateToIso } from "@/lib/dates";
import { BOOKING_WINDOW_DAYS } from "@/lib/constants";
import { traysLeft } from "@/lib/lines/tray-load";
import type { KitchenLoadDto, KitchenTermsDto } from "@/lib/kitchens/terms-types";
import { idField } from "@/lib/validation/id";
import { kitchenSettingsSchema, type KitchenSettingsInput } from "@/lib/kitchens/settings-schemas";
import { recordAdminChange } from "../audit/record-audit";
import {
  deliveryAreaColumns,
  deliveryAreaSelect,
  replaceDeliveryZones,
  toDeliveryAreaDto,
} from "../delivery/delivery-area";
import { refreshKitchenReach } from "../delivery/kitchen-reach";
import type { Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { revalidateCatererPages } from "./caterer-page-cache";
import { CATERER_NOT_FOUND } from "./get-caterer";
import { kitchenFor, requireKitchenManager } from "./kitchen-access";
import { termsSelect, toKitchenTermsDto } from "./kitchen-terms-dto";

/** A kitchen's terms, or null for an unknown caterer (the caterer page). */
export async function findKitchenTerms(catererId: number): Promise<KitchenTermsDto | null> {
  const c = await db.caterer.findUnique({ where: { id: catererId }, select: termsSelect });
  return c && toKitchenTermsDto(c);
}

/**
 * GET /api/caterers/{id}/kitchen-terms: the terms plus the tray units left on each date of
 * the booking window that has an entry with a tray capacity (a date without an entry has
 * the kitchen's whole trayCapacity). Public: counts of trays, never orders or notes.
 */
export async function getKitchenLoad(catererId: number): Promise<KitchenLoadDto> {
  const c = await db.caterer.findUnique({ where: { id: catererId }, select: termsSelect });
  if (!c) throw new AppError("not_found", CATERER_NOT_FOUND);
  const start = addDaysIso(todayIso(), 1);
  const rows = await db.availability.findMany({
    where: {
      catererId,
      date: { gte: isoToUtcDate(start), lte: isoToUtcDate(addDaysIso(start, BOOKING_WINDOW_DAYS)) },
    },
    select: { date: true, maxTrays: true, currentTrays: true },
  });
  const left: Record<string, number> = {};
  for (const r of rows) {
    const n = traysLeft(r.maxTrays ?? c.trayCapacity, Number(r.currentTrays));
    if (n !== null) left[utcDateToIso(r.date)] = n;
  }
  return { ...toKitchenTermsDto(c), traysLeft: left };
}

const target = z.object({ catererId: idField("Invalid caterer id").optional() });
export type UpdateKitchenSettingsInput = KitchenSettingsInput & z.input<typeof target>;

/** Sets a kitchen's terms; an admin's change is recorded in the caterer's audit trail. */
export async function updateKitchenSettings(
  actor: Actor | null,
  input: UpdateKitchenSettingsInput,
): Promise<KitchenTermsDto> {
  const a = requireKitchenManager(actor);
  const { catererId: requested } = parseInput(target, input);
  const id = kitchenFor(a, requested, () => new AppError("invalid_input", "Invalid caterer id"));
  const { zipCode, minOrder, offersPickup, pickupNote, zones, ...terms } = parseInput(
    kitchenSettingsSchema,
    input,
  );
  // Unknown ZIPs are refused before anything is written; the centroid goes with the ZIP.
  const area = deliveryAreaColumns({ zipCode, minOrder, offersPickup, pickupNote, zones });
  const select = { ...termsSelect, ...deliveryAreaSelect };
  const caterer = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "caterers" WHERE "id" = ${id} FOR UPDATE`;
    const before = locked.length ? await tx.caterer.findUnique({ where: { id }, select }) : null;
    if (!before) throw new AppError("not_found", CATERER_NOT_FOUND);
    await replaceDeliveryZones(tx, id, zones);
    const after = await tx.caterer.update({
      where: { id },
      data: { ...terms, ...area },
      select,
    });
    await refreshKitchenReach(tx, id);
    await recordAdminChange(tx, a, {
      action: "caterer.update",
      entityType: "caterer",
      entityId: id,
      before: { ...toKitchenTermsDto(before), ...toDeliveryAreaDto(before) },
      after: { ...toKitchenTermsDto(after), ...toDeliveryAreaDto(after) },
    });
    return after;
  });
  revalidateCatererPages(id);
  return toKitchenTermsDto(caterer);
}
