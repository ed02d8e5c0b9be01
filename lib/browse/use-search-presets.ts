"use client";

import { useSearchParams } from "next/navigation";
import { searchPresets } from "@/lib/browse/filters";
import { todayIso } from "@/lib/dates";

/**
 * The home search's ZIP, date and guests on a kitchen's page (its URL keeps them), for the
 * dialogs that start from them; a date that is no longer ahead is left out (an old link).
 * Call it under a Suspense boundary (the dialogs are).
 */
export function useSearchPresets() {
  const { date, ...rest } = searchPresets(useSearchParams());
  return { ...rest, ...(date && date > todayIso() ? { date } : {}) };
}
