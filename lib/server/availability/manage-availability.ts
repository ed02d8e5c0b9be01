/**
 * A kitchen's availability calendar (create, edit, remove a date). The caterer manages
 * their own kitchen's dates, admins any. currentOrders is never taken from the client: it
 * is the number of non-cancelled bookings of the date, kept by the booking functions
 * (./slots.ts), so every change here locks the date's row and keeps that count. The same
 * holds for currentTrays, and a date's tray capacity (maxTrays, docs/product-rules.md §11)
 * may not go below the tray units taken. An admin's
 * change is recorded in the audit trail of the caterer, in the same transaction.
 */
import "server-only";
import { z } from "zod";
import { DEFAULT_MAX_ORDERS_PER_DAY } from "@/lib/constants";
import { isoToUtcDate, todayIso, utcDateToIso } from "@/lib/dates";
import { availabilitySchema, type AvailabilityInput } from "@/lib/availability/schemas";
import { idField } from "@/lib/validation/id";
import type { Availability } from "@/lib/generated/prisma/client";
import { recordAdminChange } from "../audit/record-audit";
import type { Actor } from "../actor";
import { CATERER_NOT_FOUND } from "../kitchens/get-caterer";
import { kitchenFor, requireKitchenManager } from "../kitchens/kitchen-access";
import { db, type Tx } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { toAvailabilityDto } from "./serialize";

export const AVAILABILITY_NOT_FOUND = "Availability not found";
export const PAST_DATE = "Availability can only be set for today or later";

const target = z.object({ catererId: idField("Invalid caterer id") });
const entry = target.extend({ id: idField("Invalid availability id") });

export type CreateAvailabilityInput = AvailabilityInput & z.input<typeof target>;
export type UpdateAvailabilityInput = AvailabilityInput & z.input<typeof entry>;
export type DeleteAvailabilityInput = z.input<typeof entry>;

export const traysBelowTaken = (taken: number) =>
  `${taken} tray units are already booked on this date; tray capacity cannot be below ${taken}`;

export const belowTaken = (taken: number) =>
  `${taken} ${taken === 1 ? "order is" : "orders are"} already booked on this date; max orders cannot be below ${taken}`;

async function kitchen(actor: Actor | null, input: unknown) {
  const a = requireKitchenManager(actor);
  const { catererId: requested } = parseInput(target, input);
  const catererId = kitchenFor(a, requested);
  const exists = await db.caterer.findUnique({ where: { id: catererId }, select: { id: true } });
  if (!exists) throw new AppError("not_found", CATERER_NOT_FOUND);
  return { a, catererId };
}

type Entry = Pick<Availability, "date" | "isAvailable" | "maxOrders" | "notes"> &
  Partial<Pick<Availability, "maxTrays">>;

/**
 * An admin's change of a date, in the caterer's audit trail (availability has no History of
 * its own). Each field is named after the date of the entry, so that the caterer's History
 * says which date changed: "availability 2026-05-01 maxOrders: 5 -> 8".
 */
async function recordEntryChange(
  tx: Tx,
  a: Actor,
  catererId: number,
  action: "availability.create" | "availability.update" | "availability.delete",
  before: Entry | null,
  after: Entry | null,
) {
  const entryDate = before?.date ?? after?.date;
  const label = `availability ${entryDate ? utcDateToIso(entryDate) : ""}`;
  const fields = (e: Entry | null) =>
    e && {
      [`${label} date`]: utcDateToIso(e.date),
      [`${label} isAvailable`]: e.isAvailable,
      [`${label} maxOrders`]: e.maxOrders,
      [`${label} maxTrays`]: e.maxTrays ?? null,
      [`${label} notes`]: e.notes,
    };
  await recordAdminChange(tx, a, {
    action,
    entityType: "caterer",
    entityId: catererId,
    before: fields(before),
    after: fields(after),
  });
}

/** A date's open orders (one slot each, however many lines) and their lines' tray units. */
async function countTaken(tx: Tx, catererId: number, date: Date) {
  const [row] = await tx.$queryRaw<{ orders: number; trays: string | null }[]>`
    SELECT count(DISTINCT "orderId")::int AS "orders", sum("trayUnits")::text AS "trays"
    FROM "bookings"
    WHERE "catererId" = ${catererId} AND "eventDate" = ${date}::date AND "status" <> 'cancelled'`;
  return { orders: row?.orders ?? 0, trays: Number(row?.trays ?? 0) };
}

async function lockDate(tx: Tx, catererId: number, date: Date) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "availability" WHERE "catererId" = ${catererId} AND "date" = ${date}::date
    FOR UPDATE`;
  return rows[0]?.id ?? null;
}

/** POST /api/caterers/{id}/availability: sets a date that has no entry yet. */
export async function createAvailability(actor: Actor | null, input: CreateAvailabilityInput) {
  const { a, catererId } = await kitchen(actor, input);
  const values = parseInput(availabilitySchema, input);
  if (values.date < todayIso()) throw new AppError("invalid_input", PAST_DATE);
  const date = isoToUtcDate(values.date);
  const row = await db.$transaction(async (tx) => {
    // A row may exist already: ordering on a date with no entry creates one to count in.
    if (await lockDate(tx, catererId, date)) {
      throw new AppError(
        "conflict",
        `Availability for ${values.date} is already set; edit that entry instead`,
      );
    }
    const taken = await countTaken(tx, catererId, date);
    if (values.maxOrders < taken.orders) throw new AppError("conflict", belowTaken(taken.orders));
    const maxTrays = values.maxTrays ?? null;
    if (maxTrays !== null && maxTrays < taken.trays) {
      throw new AppError("conflict", traysBelowTaken(taken.trays));
    }
    const created = await tx.availability.create({
      data: {
        catererId,
        date,
        isAvailable: values.isAvailable,
        maxOrders: values.maxOrders,
        currentOrders: taken.orders,
        maxTrays,
        currentTrays: taken.trays,
        notes: values.notes,
      },
    });
    await recordEntryChange(tx, a, catererId, "availability.create", null, created);
    return created;
  });
  return toAvailabilityDto(row);
}

/**
 * PUT /api/caterers/{id}/availability/{availId}: changes an entry. maxOrders may not go
 * below the orders already taken (409); an entry with orders keeps its date.
 */
export async function updateAvailability(actor: Actor | null, input: UpdateAvailabilityInput) {
  const { a, catererId } = await kitchen(actor, input);
  const { id } = parseInput(entry, input);
  const values = parseInput(availabilitySchema, input);
  const row = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "availability" WHERE "id" = ${id} AND "catererId" = ${catererId}
      FOR UPDATE`;
    if (!locked.length) throw new AppError("not_found", AVAILABILITY_NOT_FOUND);
    const current = await tx.availability.findUniqueOrThrow({ where: { id } });
    const date = isoToUtcDate(values.date);
    const moving = utcDateToIso(current.date) !== values.date;
    if (moving) {
      if (current.currentOrders > 0) {
        throw new AppError(
          "conflict",
          "This date already has orders; its entry cannot move to another date",
        );
      }
      if (values.date < todayIso()) throw new AppError("invalid_input", PAST_DATE);
      if (await lockDate(tx, catererId, date)) {
        throw new AppError("conflict", `Availability for ${values.date} is already set`);
      }
    }
    if (values.maxOrders < current.currentOrders) {
      throw new AppError("conflict", belowTaken(current.currentOrders));
    }
    const maxTrays = values.maxTrays === undefined ? current.maxTrays : values.maxTrays;
    if (maxTrays !== null && maxTrays < Number(current.currentTrays)) {
      throw new AppError("conflict", traysBelowTaken(Number(current.currentTrays)));
    }
    const updated = await tx.availability.update({
      where: { id },
      data: {
        date,
        isAvailable: values.isAvailable,
        maxOrders: values.maxOrders,
        maxTrays,
        notes: values.notes,
      },
    });
    await recordEntryChange(tx, a, catererId, "availability.update", current, updated);
    return updated;
  });
  return toAvailabilityDto(row);
}

/**
 * DELETE /api/caterers/{id}/availability/{availId}: removes the caterer's settings for a
 * date. A date with orders keeps a plain entry (open, at least the default capacity) so
 * that its orders still hold their slots; an empty date's entry goes.
 */
export async function deleteAvailability(actor: Actor | null, input: DeleteAvailabilityInput) {
  const { a, catererId } = await kitchen(actor, input);
  const { id } = parseInput(entry, input);
  await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number; currentOrders: number }[]>`
      SELECT "id", "currentOrders" FROM "availability"
      WHERE "id" = ${id} AND "catererId" = ${catererId} FOR UPDATE`;
    const row = locked[0];
    if (!row) throw new AppError("not_found", AVAILABILITY_NOT_FOUND);
    const before = await tx.availability.findUniqueOrThrow({ where: { id } });
    if (row.currentOrders > 0) {
      const kept = await tx.availability.update({
        where: { id },
        data: {
          isAvailable: true,
          maxOrders: Math.max(DEFAULT_MAX_ORDERS_PER_DAY, row.currentOrders),
          maxTrays: null,
          notes: null,
        },
      });
      await recordEntryChange(tx, a, catererId, "availability.delete", before, kept);
    } else {
      await tx.availability.delete({ where: { id } });
      await recordEntryChange(tx, a, catererId, "availability.delete", before, null);
    }
  });
  return { message: "Availability removed", id };
}
