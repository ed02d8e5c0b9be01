/**
 * US ZIP code centroids, from the offline `zipcodes` table (no network call ever). Server
 * only: the table is 5 MB of JavaScript, which no page should ship.
 */
import "server-only";
import zipcodes from "zipcodes";
import { DELIVERY_MESSAGES, isZipFormat } from "@/lib/delivery/schemas";
import { usZipIndex as usZips, type ZipIndex } from "@/lib/delivery/reach";
import { AppError } from "../errors";

export type ZipPlace = { zip: string; latitude: number; longitude: number; town: string };

/** The ZIP's centroid and town ("Brooklyn, NY"), or null for anything but a known US ZIP. */
export function zipPlace(zip: string): ZipPlace | null {
  if (!isZipFormat(zip)) return null;
  const found = zipcodes.lookup(zip);
  if (!found || found.country !== "US") return null;
  return {
    zip,
    latitude: found.latitude,
    longitude: found.longitude,
    town: `${found.city}, ${found.state}`,
  };
}

/** Refuses a ZIP of the right shape that does not exist (the API's 400, under `zip`). */
export function assertKnownZip(zip: string): void {
  if (!zipPlace(zip)) {
    throw new AppError("invalid_input", DELIVERY_MESSAGES.zipCode, {
      errors: [{ path: "zip", message: DELIVERY_MESSAGES.zipCode }],
    });
  }
}

let index: ZipIndex | null = null;

/** Every known US ZIP centroid, indexed by latitude (built once, on first use). */
export function usZipIndex(): ZipIndex {
  index ??= usZips(zipcodes.codes);
  return index;
}
