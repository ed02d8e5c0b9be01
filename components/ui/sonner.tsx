"use client";

import { Toaster as Sonner } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/constants";

/** One toast visible at a time, 5 seconds each (spec 01 section 9). */
export function Toaster() {
  return (
    <Sonner
      position="top-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
    />
  );
}
