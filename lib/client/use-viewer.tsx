"use client";

import useSWR from "swr";
import type { UserDto } from "@/lib/types/user";
import { ApiError, getJson } from "./api";

export const ME_KEY = "/api/auth/me";

async function fetchViewer(url: string): Promise<UserDto | null> {
  try {
    return (await getJson<{ user: UserDto }>(url)).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** The signed-in user as the browser knows it; `isLoading` until the session is determined. */
export function useViewer() {
  const { data, error, mutate } = useSWR(ME_KEY, fetchViewer, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    user: data ?? null,
    isLoading: data === undefined && !error,
    refresh: () => mutate(),
    clear: () => mutate(null, { revalidate: false }),
  };
}
