import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { adminChangeBookingStatus } from "@/lib/server/orders/admin-bookings";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { adminBookingStatusSchema } from "@/lib/lines/admin-schemas";

/** PATCH /api/admin/bookings/{id}/status {status}: any status (admins). */
export const PATCH = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const actor = requireRole(await actorFromRequest(request), "admin");
    const id = parseId((await params).id, "booking id");
    return NextResponse.json(
      await adminChangeBookingStatus(actor, id, await readBody(request, adminBookingStatusSchema)),
    );
  },
);
