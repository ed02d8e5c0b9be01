import "server-only";
import { IMAGE_URL_MESSAGES, MAX_DISH_PHOTO_BYTES, isOwnImageAddress } from "@/lib/dishes/photos";
import { storePhoto } from "./store-photo";
import { AppError } from "../errors";
import { log } from "../observability/log";
import { fetchRemoteImage, RemoteImageError } from "./fetch-remote-image";
import { sniffPhotoType } from "./sniff";

/**
 * An image URL a form or the API was given, as the address we serve it from: a path on our
 * own site stays as it is; an http(s) URL is fetched once, here, typed by its bytes, resized
 * and stored like an upload. Pages then load images from our origin only (img-src 'self'):
 * no third party sees who looks at a dish. Runs before the save's transaction (a slow host
 * must not hold row locks); a failure is the field's 400 and nothing is saved.
 */
export async function importImageUrl(url: string, field: string): Promise<string> {
  if (isOwnImageAddress(url)) return url;
  const refuse = (message: string) =>
    new AppError("invalid_input", message, { errors: [{ path: field, message }] });
  let bytes: Buffer;
  try {
    bytes = await fetchRemoteImage(url, MAX_DISH_PHOTO_BYTES);
  } catch (error) {
    if (!(error instanceof RemoteImageError)) throw error;
    log.warn("Image URL not fetched", { field, reason: error.reason, detail: error.message });
    throw refuse(
      error.reason === "too_large" ? IMAGE_URL_MESSAGES.size : IMAGE_URL_MESSAGES.unreachable,
    );
  }
  if (!sniffPhotoType(bytes)) throw refuse(IMAGE_URL_MESSAGES.type);
  const stored = await storePhoto(bytes);
  if (!stored) throw refuse(IMAGE_URL_MESSAGES.type);
  return stored;
}

/** Each URL of a list (a dish's imageUrls), in order; the form shows one field for them. */
export async function importImageUrls(urls: string[], field: string): Promise<string[]> {
  const out: string[] = [];
  for (const url of urls) out.push(await importImageUrl(url, field));
  return out;
}
