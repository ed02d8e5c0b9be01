"use client";

import { Toaster as Sonner } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/constants";

/** One toast visible at a time, 5 seconds each (spec 01 section 9). */
export function Toaster() {
  // A bottom corner: at the top a toast covers the header (and its account menu) on phones.
  return (
    <Sonner
      position="bottom-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
    />
  );
}
