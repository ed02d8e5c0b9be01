import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import {
  DISH_PHOTO_MAX_SIDE,
  DISH_PHOTO_MESSAGES,
  MAX_DISH_PHOTO_BYTES,
  dishPhotoUrl,
  isDishPhotoId,
} from "@/lib/dishes/photos";
import type { Actor } from "../auth/actor";
import { requireKitchenManager } from "../caterers/kitchen-access";
import { AppError } from "../errors";
import { sniffPhotoType } from "../files/sniff";
import { getFileStorage } from "../files/storage";

/** Storage keys of dish photos: `dish-photos/<uuid>`. */
export const DISH_PHOTO_KEY_PREFIX = "dish-photos/";

/** A decoded photo larger than this (pixels) is refused before it fills the memory. */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * POST /api/dish-photos: a caterer's (or admin's) photo for a dish, typed by its bytes
 * (JPEG, PNG or WebP), turned upright, resized to at most 1600 px a side and stored as
 * WebP without its metadata (a phone photo's EXIF carries where it was taken). Returns the
 * URL the dish form puts in imageUrls; a photo no dish references is removed after a day
 * (files.remove-orphans).
 */
export async function uploadDishPhoto(actor: Actor | null, data: Buffer) {
  requireKitchenManager(actor);
  if (data.length === 0) throw new AppError("invalid_input", DISH_PHOTO_MESSAGES.empty);
  if (data.length > MAX_DISH_PHOTO_BYTES) {
    throw new AppError("payload_too_large", DISH_PHOTO_MESSAGES.size);
  }
  if (!sniffPhotoType(data)) throw new AppError("invalid_input", DISH_PHOTO_MESSAGES.type);
  const url = await storePhoto(data);
  if (!url) throw new AppError("invalid_input", DISH_PHOTO_MESSAGES.unreadable);
  return { url };
}

/**
 * Resizes a JPEG, PNG or WebP photo, stores it as WebP without its metadata and returns
 * the address it is served from, or null when the bytes do not decode as an image. Used by
 * uploads and by image URLs the server fetches (files/import-image-url.ts).
 */
export async function storePhoto(data: Buffer): Promise<string | null> {
  let resized: Buffer;
  try {
    resized = await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: DISH_PHOTO_MAX_SIDE,
        height: DISH_PHOTO_MAX_SIDE,
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
  const id = randomUUID();
  await getFileStorage().put(`${DISH_PHOTO_KEY_PREFIX}${id}`, resized, "image/webp");
  return dishPhotoUrl(id);
}

/** GET /api/dish-photos/{id}: public, like the menu that shows it. */
export async function readDishPhoto(id: string) {
  const file = isDishPhotoId(id)
    ? await getFileStorage().get(`${DISH_PHOTO_KEY_PREFIX}${id}`)
    : null;
  if (!file) throw new AppError("not_found", "Photo not found");
  return file;
}
