import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { requireKitchenManager } from "@/lib/server/kitchens/kitchen-access";
import { uploadDishPhoto } from "@/lib/server/dishes/dish-photos";
import { AppError } from "@/lib/server/errors";
import { handleRoute, readRawBody } from "@/lib/server/http/handle-route";
import { parseInput } from "@/lib/server/validation";
import { MAX_DISH_PHOTO_UPLOAD_BODY_BYTES } from "@/lib/dishes/photos";
import { dishPhotoSchema } from "@/lib/dishes/schemas";

/**
 * POST /api/dish-photos {contentBase64}: a JPEG, PNG or WebP photo up to 12 MB; 201 {url}.
 * The body is larger than readBody() allows, so it is read with its own limit.
 */
export const POST = handleRoute(async (request: Request) => {
  const actor = requireKitchenManager(await actorFromRequest(request));
  const raw = await readRawBody(request, MAX_DISH_PHOTO_UPLOAD_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new AppError("invalid_input", "Request body must be JSON");
  }
  const { contentBase64 } = parseInput(dishPhotoSchema, body);
  const photo = await uploadDishPhoto(actor, Buffer.from(contentBase64, "base64"));
  return NextResponse.json(photo, { status: 201 });
});
