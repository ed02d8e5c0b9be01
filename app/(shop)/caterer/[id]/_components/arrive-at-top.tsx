"use client";

import { useLayoutEffect } from "react";

// Back and forward keep the browser's restored position; only a new visit starts at the top.
let traversing = false;
if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => {
    traversing = true;
  });
}

/**
 * Opens a kitchen's page at its top (photo, name, rating). Next's router scrolls a new page
 * to its page segment, which here sits below the layout's header: from a scrolled list the
 * kitchen opened 200-550 px down (issue 46). Rendered after the page, so this runs last.
 */
export function ArriveAtTop() {
  useLayoutEffect(() => {
    const back = traversing;
    traversing = false;
    if (!back && !window.location.hash) window.scrollTo({ top: 0, behavior: "instant" });
  }, []);
  return null;
}
