"use client";

import { Toaster as Sonner } from "sonner";
import { TOAST_DURATION_MS } from "@/lib/constants";

/** One toast visible at a time, 5 seconds each. */
export function Toaster() {
  // Top right, but below the 64px header: higher up a toast covered the account menu, and
  // at the bottom it covered forms' submit buttons.
  return (
    <Sonner
      position="top-right"
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72 }}
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
    />
  );
}
