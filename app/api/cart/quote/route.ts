import { NextResponse } from "next/server";
import { quoteVisitorCart } from "@/lib/server/event-cart/my-cart";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { visitorCartSchema } from "@/lib/event-cart/schemas";

/**
 * POST /api/cart/quote {event?, lines}: a visitor's cart priced and checked against the date
 * like a signed-in one. Public and read-only: nothing is stored.
 */
export const POST = handleRoute(async (request) =>
  NextResponse.json(await quoteVisitorCart(await readBody(request, visitorCartSchema)), {
    headers: { "Cache-Control": "private, no-store" },
  }),
);
