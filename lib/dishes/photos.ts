/**
 * Dish photos uploaded from the dish form (docs/product-rules.md §17): the limits and
 * messages the form shows and the server enforces, and the address a stored photo is
 * served from.
 */
export const DISH_PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/** A phone camera's photo is 2-6 MB; the stored copy is resized to a few hundred KB. */
export const MAX_DISH_PHOTO_BYTES = 12 * 1024 * 1024;
/** The largest JSON body an upload may send: the photo in base64, and some room. */
export const MAX_DISH_PHOTO_UPLOAD_BODY_BYTES = Math.ceil((MAX_DISH_PHOTO_BYTES * 4) / 3) + 1024;
/** The longest side of the stored copy, in pixels: sharp on a 2x phone screen at full width. */
export const DISH_PHOTO_MAX_SIDE = 1600;

export const DISH_PHOTO_MESSAGES = {
  empty: "Choose a photo to upload",
  type: "The photo must be a JPEG, PNG or WebP image",
  size: "The photo must be at most 12 MB",
  unreadable: "The photo could not be read; try another one",
} as const;

const PHOTO_PATH = "/api/dish-photos/";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const dishPhotoUrl = (id: string) => `${PHOTO_PATH}${id}`;

/** The photo id in a dish's image URL, or null for any other URL. */
export function dishPhotoIdOf(url: string): string | null {
  if (!url.startsWith(PHOTO_PATH)) return null;
  const id = url.slice(PHOTO_PATH.length);
  return UUID.test(id) ? id : null;
}

export const isDishPhotoId = (id: string) => UUID.test(id);

/**
 * An image URL typed into a form (a dish's, a kitchen's, a profile's) is fetched once by the
 * server and stored like an upload, so pages load images from our own origin only.
 */
export const IMAGE_URL_MESSAGES = {
  unreachable: "The image at that address could not be fetched",
  type: "The address must point to a JPEG, PNG or WebP image",
  size: "The image at that address is larger than 12 MB",
} as const;

/** An image address on our own site (a stored photo, a demo file): shown as it is. */
export const isOwnImageAddress = (url: string) => url.startsWith("/") && !url.startsWith("//");
