"use client";

/**
 * The event cart in the browser (docs/product-rules.md §15). A signed-in customer's cart
 * lives on the server (GET /api/cart and friends); a visitor's lives in localStorage and is
 * priced and checked by POST /api/cart/quote, then merged into the server cart (POST
 * /api/cart/merge) as soon as the visitor is signed in. Every page that shows the cart uses
 * this one hook, so the header count, the dish cards and the cart page agree. Its changes
 * answer an ActionResult (lib/client/write), for `write()` or a form's `save`.
 */
import { useCallback, useEffect, useSyncExternalStore } from "react";
import useSWR, { useSWRConfig } from "swr";
import { MAX_CART_LINES } from "@/lib/constants";
import type { CartDto, CartEventDto, CheckedOutEventDto } from "@/lib/event-cart/types";
import { dataOf, getJson, send } from "@/lib/client/write";
import type { ActionResult } from "@/lib/forms/action-result";
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
const DONE: ActionResult<void> = { ok: true, data: undefined };

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
    const refuse = (message?: string) => {
      refusedMerge = cachedText;
      refusedMergeMessage = message || "Your saved event could not take them right now.";
      cached = { ...cached }; // a new snapshot, so every user of the hook re-renders
      window.dispatchEvent(new Event(CHANGED));
    };
    merging = send<CartDto>("POST", "/api/cart/merge", pending)
      .then(async (result) => {
        if (!result.ok) return refuse(result.message);
        await mutate(CART_KEY, result.data, { revalidate: false });
        writeVisitorCart(null);
      })
      .catch(() => refuse())
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
    ([url, body]: [string, string]) => send<CartDto>("POST", url, JSON.parse(body)).then(dataOf),
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

  /** A change to the signed-in cart: the server answers the whole cart, kept as SWR's. */
  const sendCart = useCallback(
    async (method: string, url: string, body?: unknown): Promise<ActionResult<void>> => {
      const result = await send<CartDto>(method, url, body);
      if (!result.ok) return result;
      await mutate(CART_KEY, result.data, { revalidate: false });
      return DONE;
    },
    [mutate],
  );

  const addLines = useCallback(
    async (lines: NewLine[]): Promise<ActionResult<void>> => {
      if (signedIn) return sendCart("POST", "/api/cart/lines", { lines });
      const current = readVisitorCart();
      if (current.lines.length + lines.length > MAX_CART_LINES) {
        const message = `An event holds at most ${MAX_CART_LINES} lines`;
        return { ok: false, code: "invalid_input", message };
      }
      writeVisitorCart({ ...current, lines: [...current.lines, ...lines] });
      return DONE;
    },
    [signedIn, sendCart],
  );

  const updateLine = useCallback(
    async (index: number, patch: Partial<Omit<NewLine, "dishId">>): Promise<ActionResult<void>> => {
      if (signedIn) {
        const id = server.data?.lines[index]?.id;
        return id ? sendCart("PATCH", `/api/cart/lines/${id}`, patch) : DONE;
      }
      const current = readVisitorCart();
      writeVisitorCart({
        ...current,
        lines: current.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)),
      });
      return DONE;
    },
    [signedIn, server.data, sendCart],
  );

  const removeLine = useCallback(
    async (index: number): Promise<ActionResult<void>> => {
      if (signedIn) {
        const id = server.data?.lines[index]?.id;
        return id ? sendCart("DELETE", `/api/cart/lines/${id}`) : DONE;
      }
      const current = readVisitorCart();
      writeVisitorCart({ ...current, lines: current.lines.filter((_, i) => i !== index) });
      return DONE;
    },
    [signedIn, server.data, sendCart],
  );

  const updateEvent = useCallback(
    async (patch: Partial<CartEventDto>): Promise<ActionResult<void>> => {
      if (signedIn) return sendCart("PUT", "/api/cart/event", patch);
      const current = readVisitorCart();
      writeVisitorCart({ ...current, event: { ...current.event, ...patch } });
      return DONE;
    },
    [signedIn, sendCart],
  );

  const checkout = useCallback(async () => {
    const result = await send<CheckedOutEventDto>("POST", "/api/cart/checkout");
    if (result.ok) await mutate(CART_KEY);
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
