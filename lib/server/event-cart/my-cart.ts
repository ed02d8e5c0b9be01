import "server-only";
import type { z } from "zod";
import { MAX_CART_LINES } from "@/lib/constants";
import { isoToUtcDate } from "@/lib/dates";
import {
  addCartLinesSchema,
  cartEventSchema,
  updateCartLineSchema,
  visitorCartSchema,
} from "@/lib/event-cart/schemas";
import { requireActor, type Actor } from "../actor";
import { db, type Tx } from "../db";
import { AppError } from "../errors";
import { assertNotOwnKitchen } from "../lines/own-kitchen";
import { assertTakesOrders } from "../kitchens/kitchen-open";
import { parseInput } from "../validation";
import { cartDishSelect, findCartDishes } from "./cart-dishes";
import { EMPTY_EVENT, toCartDto, toCartEvent } from "./serialize";

export const CART_FULL = `An event holds at most ${MAX_CART_LINES} lines`;
export const LINE_NOT_FOUND = "Cart line not found";

/**
 * The signed-in customer's event cart (docs/product-rules.md §15): one per user, on the
 * server, created on first use. Every function here takes the actor and touches only that
 * actor's cart, so another user's line id is a 404 like an unknown one.
 */
async function cartRow(tx: Tx, userId: number) {
  await tx.$executeRaw`
    INSERT INTO "event_carts" ("userId", "createdAt", "updatedAt") VALUES (${userId}, now(), now())
    ON CONFLICT ("userId") DO NOTHING`;
  // Locked: two tabs adding lines at once cannot pass the line limit together.
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "event_carts" WHERE "userId" = ${userId} FOR UPDATE`;
  return rows[0]!.id;
}

/** The cart as the pages see it, each line priced and checked against the date. */
export async function getMyCart(actor: Actor | null) {
  const a = requireActor(actor);
  const cart = await db.eventCart.findUnique({
    where: { userId: a.userId },
    include: {
      lines: { orderBy: { id: "asc" }, include: { dish: { select: cartDishSelect } } },
    },
  });
  if (!cart) return toCartDto(EMPTY_EVENT, []);
  return toCartDto(toCartEvent(cart), cart.lines);
}

/** PUT /api/cart/event: saves the fields given; null clears one. */
export async function updateMyCartEvent(
  actor: Actor | null,
  input: z.input<typeof cartEventSchema>,
) {
  const a = requireActor(actor);
  const data = parseInput(cartEventSchema, input);
  await db.$transaction(async (tx) => {
    const id = await cartRow(tx, a.userId);
    await tx.eventCart.update({ where: { id }, data: eventData(data) });
  });
  return getMyCart(a);
}

function eventData(data: z.output<typeof cartEventSchema>) {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    out[key] = key === "eventDate" && typeof value === "string" ? isoToUtcDate(value) : value;
  }
  return out;
}

type ParsedLine = z.output<typeof addCartLinesSchema>["lines"][number];

async function insertLines(tx: Tx, userId: number, cartId: number, lines: ParsedLine[]) {
  const dishes = await findCartDishes(lines.map((l) => l.dishId));
  const missing = lines.find((l) => !dishes.has(l.dishId));
  if (missing) throw new AppError("not_found", "Dish not found");
  // An owner's own dish (security.md, self-dealing) or a closed kitchen (product-rules §14)
  // takes no new cart lines.
  for (const l of lines) {
    assertNotOwnKitchen(userId, dishes.get(l.dishId)!.caterer);
    assertTakesOrders(dishes.get(l.dishId)!.caterer);
  }
  const count = await tx.eventCartLine.count({ where: { cartId } });
  if (count + lines.length > MAX_CART_LINES) throw new AppError("conflict", CART_FULL);
  await tx.eventCartLine.createMany({
    data: lines.map((l) => ({
      cartId,
      dishId: l.dishId,
      traySize: l.traySize,
      quantity: l.quantity,
      specialRequests: l.specialRequests,
    })),
  });
}

/** POST /api/cart/lines: adds one or more lines (the planner's proposal in one call). */
export async function addMyCartLines(
  actor: Actor | null,
  input: z.input<typeof addCartLinesSchema>,
) {
  const a = requireActor(actor);
  const { lines } = parseInput(addCartLinesSchema, input);
  await db.$transaction(async (tx) =>
    insertLines(tx, a.userId, await cartRow(tx, a.userId), lines),
  );
  return getMyCart(a);
}

async function ownLine(tx: Tx, userId: number, lineId: number) {
  const line = await tx.eventCartLine.findFirst({
    where: { id: lineId, cart: { userId } },
    select: { id: true },
  });
  if (!line) throw new AppError("not_found", LINE_NOT_FOUND);
  return line;
}

/** PATCH /api/cart/lines/{id}: changes the tray size, quantity or special requests. */
export async function updateMyCartLine(
  actor: Actor | null,
  lineId: number,
  input: z.input<typeof updateCartLineSchema>,
) {
  const a = requireActor(actor);
  const data = parseInput(updateCartLineSchema, input);
  await db.$transaction(async (tx) => {
    await ownLine(tx, a.userId, lineId);
    await tx.eventCartLine.update({
      where: { id: lineId },
      data: {
        ...(data.traySize ? { traySize: data.traySize } : {}),
        ...(data.quantity !== undefined ? { quantity: data.quantity } : {}),
        ...(input.specialRequests !== undefined ? { specialRequests: data.specialRequests } : {}),
      },
    });
  });
  return getMyCart(a);
}

/** DELETE /api/cart/lines/{id}. */
export async function removeMyCartLine(actor: Actor | null, lineId: number) {
  const a = requireActor(actor);
  await db.$transaction(async (tx) => {
    await ownLine(tx, a.userId, lineId);
    await tx.eventCartLine.delete({ where: { id: lineId } });
  });
  return getMyCart(a);
}

/**
 * POST /api/cart/merge: a visitor's cart (kept in the browser) joins the server cart when
 * they sign in. Its lines are appended (up to the line limit: 409 beyond, nothing merged);
 * its event fills only the fields the server cart has not set, so signing in on a second
 * device never overwrites what was chosen on the first. Lines naming dishes that no longer
 * exist are skipped and reported in unknownDishIds. A merge whose `mergeKey` was the last
 * one merged changes nothing (the browser sent the same cart again).
 */
export async function mergeVisitorCart(
  actor: Actor | null,
  input: z.input<typeof visitorCartSchema>,
) {
  const a = requireActor(actor);
  const data = parseInput(visitorCartSchema, input);
  let unknown: number[] = [];
  await db.$transaction(async (tx) => {
    const id = await cartRow(tx, a.userId);
    if (data.mergeKey) {
      // The row is locked: a second merge of the same browser cart waits, then finds it in.
      const { lastMergeKey } = await tx.eventCart.findUniqueOrThrow({ where: { id } });
      if (lastMergeKey === data.mergeKey) return;
      await tx.eventCart.update({ where: { id }, data: { lastMergeKey: data.mergeKey } });
    }
    const dishes = await findCartDishes(data.lines.map((l) => l.dishId));
    unknown = data.lines.filter((l) => !dishes.has(l.dishId)).map((l) => l.dishId);
    const known = data.lines.filter((l) => dishes.has(l.dishId));
    if (known.length) await insertLines(tx, a.userId, id, known);
    if (data.event) {
      const current = await tx.eventCart.findUniqueOrThrow({ where: { id } });
      const fill = eventData(data.event);
      for (const key of Object.keys(fill)) {
        if (current[key as keyof typeof current] !== null) delete fill[key];
      }
      await tx.eventCart.update({ where: { id }, data: fill });
    }
  });
  const cart = await getMyCart(a);
  return { ...cart, unknownDishIds: unknown };
}

/**
 * POST /api/cart/quote: a visitor's cart priced and checked like a signed-in one, without
 * storing anything (the visitor's cart lives in the browser until sign-in).
 */
export async function quoteVisitorCart(input: z.input<typeof visitorCartSchema>) {
  const data = parseInput(visitorCartSchema, input);
  const dishes = await findCartDishes(data.lines.map((l) => l.dishId));
  const lines = data.lines
    .filter((l) => dishes.has(l.dishId))
    .map((l) => ({
      id: null,
      dish: dishes.get(l.dishId)!,
      traySize: l.traySize,
      quantity: l.quantity,
      specialRequests: l.specialRequests,
    }));
  const unknown = data.lines.filter((l) => !dishes.has(l.dishId)).map((l) => l.dishId);
  const event = { ...EMPTY_EVENT, ...definedOnly(data.event ?? {}) };
  return toCartDto(event, lines, unknown);
}

function definedOnly<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
