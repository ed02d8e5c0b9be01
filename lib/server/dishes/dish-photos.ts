import "server-only";
import { DISH_PHOTO_MESSAGES, MAX_DISH_PHOTO_BYTES, isDishPhotoId } from "@/lib/dishes/photos";
import type { Actor } from "../actor";
import { requireKitchenManager } from "../kitchens/kitchen-access";
import { AppError } from "../errors";
import { sniffPhotoType } from "../files/sniff";
import { getFileStorage } from "../files/storage";
import { DISH_PHOTO_KEY_PREFIX, storePhoto } from "../files/store-photo";

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

/** GET /api/dish-photos/{id}: public, like the menu that shows it. */
export async function readDishPhoto(id: string) {
  const file = isDishPhotoId(id)
    ? await getFileStorage().get(`${DISH_PHOTO_KEY_PREFIX}${id}`)
    : null;
  if (!file) throw new AppError("not_found", "Photo not found");
  return file;
}
