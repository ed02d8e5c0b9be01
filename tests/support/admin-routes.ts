/**
 * Every admin route: method, path pattern and a valid sample body, so that authorization
 * tests can call each one as anonymous, customer, caterer and admin. Add new admin routes
 * here.
 */
import { GET as auditGet } from "@/app/api/admin/audit/route";
import { GET as bookingsGet } from "@/app/api/admin/bookings/route";
import { PUT as bookingPut } from "@/app/api/admin/bookings/[id]/route";
import { PATCH as bookingStatusPatch } from "@/app/api/admin/bookings/[id]/status/route";
import { GET as caterersGet, POST as caterersPost } from "@/app/api/admin/caterers/route";
import {
  DELETE as catererDelete,
  PATCH as catererPatch,
} from "@/app/api/admin/caterers/[id]/route";
import { GET as unmatchedPaymentsGet } from "@/app/api/admin/payments/unmatched/route";
import { GET as statsGet } from "@/app/api/admin/stats/users/route";
import { GET as usersGet, POST as usersPost } from "@/app/api/admin/users/route";
import {
  DELETE as userDelete,
  PATCH as userPatch,
  PUT as userPut,
} from "@/app/api/admin/users/[id]/route";
import { PATCH as userStatusPatch } from "@/app/api/admin/users/[id]/status/route";
import { type RouteHandler } from "./http";

export type AdminRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The URL pattern; `:id` is the only parameter. */
  path: string;
  handler: RouteHandler;
  /** A body the route accepts from an admin (with a real id). */
  body?: unknown;
  query?: Record<string, string>;
};

export const sampleUser = {
  email: "new.person@example.com",
  password: "longenough1",
  firstName: "New",
  lastName: "Person",
  role: "user",
  isActive: true,
  emailVerified: false,
  phone: "555-0100",
};

export const sampleCaterer = {
  name: "Harbor Kitchen",
  cuisine: "Greek",
  description: "Family recipes from the islands.",
  location: "Astoria, NY",
  rating: 4.2,
  imageUrl: "/images/caterers/harbor.svg",
};

export const sampleOrderEdit = {
  customerName: "Casey Morgan",
  customerEmail: "casey@example.com",
  customerPhone: "555-0101",
  eventDate: "2099-06-01",
  eventTime: "18:00",
  traySize: "medium",
  quantity: 2,
  specialRequests: null,
};

export const ADMIN_ROUTES: AdminRoute[] = [
  { method: "GET", path: "/api/admin/users", handler: usersGet },
  { method: "POST", path: "/api/admin/users", handler: usersPost, body: sampleUser },
  {
    method: "PUT",
    path: "/api/admin/users/:id",
    handler: userPut,
    body: { ...sampleUser, email: "edited.person@example.com", password: "" },
  },
  { method: "PATCH", path: "/api/admin/users/:id", handler: userPatch, body: { role: "user" } },
  {
    method: "PATCH",
    path: "/api/admin/users/:id/status",
    handler: userStatusPatch,
    body: { isActive: false },
  },
  { method: "DELETE", path: "/api/admin/users/:id", handler: userDelete },
  { method: "GET", path: "/api/admin/stats/users", handler: statsGet },
  { method: "GET", path: "/api/admin/caterers", handler: caterersGet },
  { method: "POST", path: "/api/admin/caterers", handler: caterersPost, body: sampleCaterer },
  {
    method: "PATCH",
    path: "/api/admin/caterers/:id",
    handler: catererPatch,
    body: { name: "Renamed" },
  },
  { method: "DELETE", path: "/api/admin/caterers/:id", handler: catererDelete },
  { method: "GET", path: "/api/admin/bookings", handler: bookingsGet },
  { method: "PUT", path: "/api/admin/bookings/:id", handler: bookingPut, body: sampleOrderEdit },
  {
    method: "PATCH",
    path: "/api/admin/bookings/:id/status",
    handler: bookingStatusPatch,
    body: { status: "confirmed" },
  },
  { method: "GET", path: "/api/admin/payments/unmatched", handler: unmatchedPaymentsGet },
  {
    method: "GET",
    path: "/api/admin/audit",
    handler: auditGet,
    query: { entityType: "user", entityId: "1" },
  },
];
