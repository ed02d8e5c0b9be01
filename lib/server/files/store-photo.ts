import "server-only";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { DISH_PHOTO_MAX_SIDE, dishPhotoUrl } from "@/lib/dishes/photos";
import { getFileStorage } from "./storage";

/** Storage keys of dish photos: `dish-photos/<uuid>`. */
export const DISH_PHOTO_KEY_PREFIX = "dish-photos/";

/** A decoded photo larger than this (pixels) is refused before it fills the memory. */
const MAX_INPUT_PIXELS = 60_000_000;

/**
 * Resizes a JPEG, PNG or WebP photo, stores it as WebP without its metadata and returns
 * the address it is served from, or null when the bytes do not decode as an image. Used by
 * uploads (dishes/dish-photos.ts) and by image URLs the server fetches (./import-image-url.ts).
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
