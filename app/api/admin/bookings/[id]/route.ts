import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { adminUpdateBooking } from "@/lib/server/orders/admin-bookings";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { adminBookingUpdateSchema } from "@/lib/lines/admin-schemas";

/** PUT /api/admin/bookings/{id}: the order edit form; the server computes the total. */
export const PUT = handleRoute(
  async (request: Request, { params }: { params: Promise<{ id: string }> }) => {
    const actor = requireRole(await actorFromRequest(request), "admin");
    const id = parseId((await params).id, "booking id");
    return NextResponse.json(
      await adminUpdateBooking(actor, id, await readBody(request, adminBookingUpdateSchema)),
    );
  },
);
