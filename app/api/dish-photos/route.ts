import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { requireKitchenManager } from "@/lib/server/caterers/kitchen-access";
import { uploadDishPhoto } from "@/lib/server/dishes/dish-photos";
import { handleRoute, readRawBody } from "@/lib/server/http/handle-route";
import { MAX_DISH_PHOTO_BYTES } from "@/lib/dishes/photos";

/**
 * POST /api/dish-photos, the photo's bytes as the body (JPEG, PNG or WebP, up to 12 MB):
 * 201 {url}. Raw bytes rather than base64 JSON: a phone photo is large enough already.
 */
export const POST = handleRoute(async (request: Request) => {
  const actor = requireKitchenManager(await actorFromRequest(request));
  const data = await readRawBody(request, MAX_DISH_PHOTO_BYTES);
  return NextResponse.json(await uploadDishPhoto(actor, data), { status: 201 });
});
