import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has hydrated, true after. A button whose click
 * only works once hydrated is disabled until then, so a tap on a slow phone is not silently
 * lost (and browser automation waits for it, as a person would).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
