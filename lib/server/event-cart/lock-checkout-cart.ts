import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { KitchenInbox } from "../lines/emails/booking-placed";
import { kitchenInboxOf, lineKitchenOf, type KitchenOwnerColumns } from "../lines/place-line";
import type { Tx } from "../db";
import type { CartDish } from "./cart-dishes";

export type CheckoutCart = {
  id: number;
  userId: number;
  eventDate: Date | null;
  eventTime: string | null;
  deliveryAddress: string | null;
  guestCount: number | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  lines: {
    id: number;
    dishId: number;
    traySize: "medium" | "large";
    quantity: number;
    specialRequests: string | null;
    dish: CartDish;
    /** Where the kitchen's new-order email goes, and whether; null when no account runs it. */
    inbox: KitchenInbox | null;
  }[];
};

type Zone = { id: number; zipCodes: string[]; radiusMiles: string | null; feeCents: number };

type Row = Omit<CheckoutCart, "lines" | "id"> & {
  cartId: number;
  lineId: number | null;
  dishId: number;
  traySize: "medium" | "large";
  quantity: number;
  specialRequests: string | null;
  dishName: string;
  catererId: number;
  imageUrls: string[];
  mediumTrayPrice: Prisma.Decimal;
  largeTrayPrice: Prisma.Decimal;
  category: CartDish["category"];
  ownerId: number | null;
  zones: Zone[] | null;
} & KitchenOwnerColumns &
  Omit<CartDish["caterer"], "id" | "name" | "userId" | "user" | "deliveryZones">;

/**
 * The customer's event cart, its row locked (a second checkout of the same cart waits, then
 * finds it empty), with each line's dish and kitchen as cartDishSelect has them: one
 * statement where Prisma's include sends seven. Null without a cart.
 */
export async function lockCheckoutCart(tx: Tx, userId: number): Promise<CheckoutCart | null> {
  const rows = await tx.$queryRaw<Row[]>`
    WITH cart AS (SELECT * FROM "event_carts" WHERE "userId" = ${userId} FOR UPDATE)
    SELECT cart."id" AS "cartId", cart."userId", cart."eventDate", cart."eventTime",
      cart."deliveryAddress", cart."guestCount", cart."customerName", cart."customerEmail",
      cart."customerPhone",
      l."id" AS "lineId", l."dishId", l."traySize"::text AS "traySize", l."quantity",
      l."specialRequests",
      d."name" AS "dishName", d."catererId", d."imageUrls", d."mediumTrayPrice",
      d."largeTrayPrice", d."category"::text AS "category",
      c."name" AS "kitchenName", c."cuisine", c."location",
      c."cancellationPolicy"::text AS "cancellationPolicy", c."largeTrayWeight",
      c."trayCapacity", c."minNoticeHours", c."longNoticeHours", c."longNoticeAboveTrays",
      c."userId" AS "ownerId", u."isActive", p."expiresOn" AS "permitExpiresOn",
      u."email", u."emailNotifications", u."messageEmails", u."emailVerified",
      c."zipCode", c."latitude", c."longitude", c."minOrderCents", c."offersPickup",
      c."pickupNote",
      (SELECT json_agg(json_build_object('id', z."id", 'zipCodes', z."zipCodes",
                'radiusMiles', z."radiusMiles"::text, 'feeCents', z."feeCents") ORDER BY z."id")
         FROM "delivery_zones" z WHERE z."catererId" = c."id") AS "zones"
    FROM cart
    LEFT JOIN "event_cart_lines" l ON l."cartId" = cart."id"
    LEFT JOIN "dishes" d ON d."id" = l."dishId"
    LEFT JOIN "caterers" c ON c."id" = d."catererId"
    LEFT JOIN "users" u ON u."id" = c."userId"
    LEFT JOIN "kitchen_permits" p ON p."userId" = c."userId"
    ORDER BY l."id"`;
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.cartId,
    userId: first.userId,
    eventDate: first.eventDate,
    eventTime: first.eventTime,
    deliveryAddress: first.deliveryAddress,
    guestCount: first.guestCount,
    customerName: first.customerName,
    customerEmail: first.customerEmail,
    customerPhone: first.customerPhone,
    lines: rows.filter((r) => r.lineId !== null).map(toLine),
  };
}

function toLine(r: Row): CheckoutCart["lines"][number] {
  const ownerId = r.ownerId;
  return {
    inbox: kitchenInboxOf(r, ownerId),
    id: r.lineId!,
    dishId: r.dishId,
    traySize: r.traySize,
    quantity: r.quantity,
    specialRequests: r.specialRequests,
    dish: {
      id: r.dishId,
      name: r.dishName,
      catererId: r.catererId,
      imageUrls: r.imageUrls,
      mediumTrayPrice: r.mediumTrayPrice,
      largeTrayPrice: r.largeTrayPrice,
      category: r.category,
      caterer: {
        ...lineKitchenOf(r, ownerId),
        zipCode: r.zipCode,
        latitude: r.latitude,
        longitude: r.longitude,
        minOrderCents: r.minOrderCents,
        offersPickup: r.offersPickup,
        pickupNote: r.pickupNote,
        deliveryZones: (r.zones ?? []).map((z) => ({
          id: z.id,
          zipCodes: z.zipCodes,
          radiusMiles: z.radiusMiles === null ? null : new Prisma.Decimal(z.radiusMiles),
          feeCents: z.feeCents,
        })),
      },
    },
  };
}
