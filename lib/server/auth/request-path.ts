import "server-only";
import { headers } from "next/headers";

/** The path of the page being rendered, as proxy.ts forwards it (x-pathname). */
export async function requestPath(): Promise<string> {
  const value = (await headers()).get("x-pathname");
  return value && value.startsWith("/") ? value : "/";
}
