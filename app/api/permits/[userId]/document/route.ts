import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { readPermitDocument } from "@/lib/server/permits/my-permit";
import { parseId } from "@/lib/server/validation";

/**
 * GET /api/permits/{userId}/document: the permit document, to its holder and admins only.
 * Never cached by shared caches, never sniffed by the browser as something else.
 */
export const GET = handleRoute<{ params: Promise<{ userId: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const userId = parseId((await params).userId, "user id");
    const file = await readPermitDocument(actor, userId);
    return new Response(new Uint8Array(file.data), {
      headers: {
        "Content-Type": file.contentType,
        "Content-Disposition": "inline",
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
