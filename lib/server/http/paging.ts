import "server-only";
import { NextResponse } from "next/server";

/** Query string -> plain object for a list schema (one value per key). */
export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/**
 * A page of a list answered as the bare array the spec's clients expect; the paging is in
 * headers (X-Total-Count, X-Page, X-Page-Size) so the shape stays the same.
 */
export function pagedList<T>(items: T[], page: { total: number; page: number; pageSize: number }) {
  return NextResponse.json(items, {
    headers: {
      "X-Total-Count": String(page.total),
      "X-Page": String(page.page),
      "X-Page-Size": String(page.pageSize),
    },
  });
}
