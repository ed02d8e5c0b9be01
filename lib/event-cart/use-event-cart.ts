"use client";

/**
 * The event cart in the browser (docs/product-rules.md §15). A signed-in customer's cart
 * lives on the server (GET /api/cart and friends); a visitor's lives in localStorage and is
 * priced and checked by POST /api/cart/quote, then merged into the server cart (POST
 * /api/cart/merge) as soon as the visitor is signed in. Every page that shows the cart uses
 * this one hook, so the header count, the dish cards and the cart page agree.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";
import useSWR, { useSWRConfig } from "swr";
import { MAX_CART_LINES } from "@/lib/constants";
import type { CartDto, CartEventDto, CheckedOutEventDto } from "@/lib/event-cart/types";
import { ApiError, apiRequest, getJson } from "@/lib/client/api";
import { useViewer } from "@/lib/client/use-viewer";

export const CART_KEY = "/api/cart";
const STORAGE_KEY = "traytable.event-cart";
const CHANGED = "traytable:event-cart";

export type NewLine = {
  dishId: number;
  traySize: "medium" | "large";
  quantity: number;
  specialRequests?: string | null;
};
type VisitorCart = { event: Partial<CartEventDto>; lines: NewLine[]; mergeKey?: string };
const EMPTY: VisitorCart = { event: {}, lines: [] };

let cachedText: string | null = null;
let cached: VisitorCart = EMPTY;

function readVisitorCart(): VisitorCart {
  if (typeof window === "undefined") return EMPTY;
  const text = window.localStorage.getItem(STORAGE_KEY);
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    const parsed = text ? (JSON.parse(text) as VisitorCart) : EMPTY;
    cached = {
      event: parsed.event && typeof parsed.event === "object" ? parsed.event : {},
      lines: Array.isArray(parsed.lines) ? parsed.lines.slice(0, MAX_CART_LINES) : [],
      ...(typeof parsed.mergeKey === "string" ? { mergeKey: parsed.mergeKey } : {}),
    };
  } catch {
    cached = EMPTY;
  }
  return cached;
}

/** A new key for each version of the browser's cart (see visitorCartSchema's mergeKey). */
const newMergeKey = () =>
  typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function writeVisitorCart(cart: VisitorCart | null) {
  if (cart && (cart.lines.length || Object.keys(cart.event).length)) {
    window.localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ event: cart.event, lines: cart.lines, mergeKey: newMergeKey() }),
    );
  } else {
    window.localStorage.removeItem(STORAGE_KEY);
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

const useVisitorCart = () => useSyncExternalStore(subscribe, readVisitorCart, () => EMPTY);

/** One merge at a time, however many components ask for the cart at sign-in. */
let merging: Promise<unknown> | null = null;
/** The visitor cart a merge refused (say, too many lines): not retried, not waited for. */
let refusedMerge: string | null = null;
/** Why the server refused it, to tell the visitor (their picks stay in the browser). */
let refusedMergeMessage: string | null = null;

export function useEventCart() {
  // The viewer comes from the server with the page: known at the first render.
  const { user } = useViewer();
  const visitor = useVisitorCart();
  const { mutate } = useSWRConfig();
  const signedIn = Boolean(user);
  const hasVisitorCart =
    (visitor.lines.length > 0 || Object.keys(visitor.event).length > 0) &&
    cachedText !== refusedMerge;

  // Signing in: the visitor's cart joins the server cart, then leaves the browser. It stays
  // in the browser until the server has it, so a failed merge loses nothing, and the cart
  // counts as loading meanwhile (the page must not show the server cart without it).
  useEffect(() => {
    if (!signedIn || !hasVisitorCart || merging) return;
    const pending = readVisitorCart();
    merging = apiRequest<CartDto>("POST", "/api/cart/merge", pending)
      .then(async (cart) => {
        await mutate(CART_KEY, cart, { revalidate: false });
        writeVisitorCart(null);
      })
      .catch((error: unknown) => {
        refusedMerge = cachedText;
        refusedMergeMessage =
          (error instanceof ApiError && error.serverMessage) ||
          "Your saved event could not take them right now.";
        cached = { ...cached }; // a new snapshot, so every user of the hook re-renders
        window.dispatchEvent(new Event(CHANGED));
      })
      .finally(() => {
        merging = null;
      });
  }, [signedIn, hasVisitorCart, mutate]);

  const server = useSWR<CartDto>(signedIn ? CART_KEY : null, getJson, {
    revalidateOnFocus: false,
  });
  const quoteKey =
    !signedIn && visitor.lines.length > 0 ? ["/api/cart/quote", JSON.stringify(visitor)] : null;
  // The previous quote stays on screen while the next one loads, so editing the event never
  // unmounts the form being typed in.
  const quote = useSWR<CartDto>(
    quoteKey,
    ([url, body]: [string, string]) => apiRequest<CartDto>("POST", url, JSON.parse(body)),
    { keepPreviousData: true },
  );
  const visitorEmpty: CartDto = {
    event: { ...emptyEvent(), ...visitor.event },
    lines: [],
    kitchens: [],
    totalCents: 0,
    deliveryCents: 0,
    unknownDishIds: [],
  };
  const cart: CartDto | undefined = signedIn
    ? server.data
    : visitor.lines.length
      ? quote.data && { ...quote.data, event: { ...emptyEvent(), ...visitor.event } }
      : visitorEmpty;

  const setServerCart = useCallback(
    (next: CartDto) => mutate(CART_KEY, next, { revalidate: false }),
    [mutate],
  );

  const addLines = useCallback(
    async (lines: NewLine[]) => {
      if (signedIn) {
        await setServerCart(await apiRequest<CartDto>("POST", "/api/cart/lines", { lines }));
        return;
      }
      const current = readVisitorCart();
      if (current.lines.length + lines.length > MAX_CART_LINES) {
        throw new Error(`An event holds at most ${MAX_CART_LINES} lines`);
      }
      writeVisitorCart({ ...current, lines: [...current.lines, ...lines] });
    },
    [signedIn, setServerCart],
  );

  const updateLine = useCallback(
    async (index: number, patch: Partial<Omit<NewLine, "dishId">>) => {
      if (signedIn) {
        const id = server.data?.lines[index]?.id;
        if (!id) return;
        await setServerCart(await apiRequest<CartDto>("PATCH", `/api/cart/lines/${id}`, patch));
        return;
      }
      const current = readVisitorCart();
      writeVisitorCart({
        ...current,
        lines: current.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)),
      });
    },
    [signedIn, server.data, setServerCart],
  );

  const removeLine = useCallback(
    async (index: number) => {
      if (signedIn) {
        const id = server.data?.lines[index]?.id;
        if (!id) return;
        await setServerCart(await apiRequest<CartDto>("DELETE", `/api/cart/lines/${id}`));
        return;
      }
      const current = readVisitorCart();
      writeVisitorCart({ ...current, lines: current.lines.filter((_, i) => i !== index) });
    },
    [signedIn, server.data, setServerCart],
  );

  const updateEvent = useCallback(
    async (patch: Partial<CartEventDto>) => {
      if (signedIn) {
        await setServerCart(await apiRequest<CartDto>("PUT", "/api/cart/event", patch));
        return;
      }
      const current = readVisitorCart();
      writeVisitorCart({ ...current, event: { ...current.event, ...patch } });
    },
    [signedIn, setServerCart],
  );

  const checkout = useCallback(async () => {
    const result = await apiRequest<CheckedOutEventDto>("POST", "/api/cart/checkout");
    await mutate(CART_KEY);
    return result;
  }, [mutate]);

  return {
    cart,
    signedIn,
    // Loading only until there is something to show: a refetch keeps the page (and its form).
    isLoading: signedIn ? !server.data || hasVisitorCart : visitor.lines.length > 0 && !quote.data,
    error: signedIn ? server.error : quote.error,
    /** Set when the picks made before signing in could not join the saved cart. */
    mergeError:
      signedIn && visitor.lines.length > 0 && cachedText === refusedMerge
        ? refusedMergeMessage
        : null,
    lineCount:
      signedIn && !hasVisitorCart ? (server.data?.lines.length ?? 0) : visitor.lines.length,
    addLines,
    updateLine,
    removeLine,
    updateEvent,
    checkout,
  };
}

function emptyEvent(): CartEventDto {
  return {
    eventDate: null,
    eventTime: null,
    deliveryAddress: null,
    guestCount: null,
    customerName: null,
    customerEmail: null,
    customerPhone: null,
  };
}
