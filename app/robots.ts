import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/browse/site-url";

/** Private areas (accounts, kitchens, admin, payments) and the API stay out of search. */
const PRIVATE_PATHS = [
  "/admin",
  "/caterer-dishes",
  "/availability",
  "/dashboard",
  "/my-bookings",
  "/my-orders",
  "/profile",
  "/settings",
  "/checkout",
  "/payment",
  "/api",
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: PRIVATE_PATHS }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
