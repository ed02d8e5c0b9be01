"use client";

import useSWR from "swr";
import { getJson } from "@/lib/client/write";
import type { UnreadDto } from "@/lib/messages/types";

export const UNREAD_KEY = "/api/messages/unread";

/**
 * Unread messages of the signed-in person, in all and per order: one request shared by the
 * header and every order list on the page, refreshed every 30 seconds.
 */
export function useUnread(signedIn = true) {
  const { data } = useSWR<UnreadDto>(signedIn ? UNREAD_KEY : null, getJson, {
    refreshInterval: 30_000,
  });
  return data ?? { unread: 0, byBooking: {} };
}
