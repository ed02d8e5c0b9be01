import { handleRoute } from "@/lib/server/http/handle-route";
import { readDishPhoto } from "@/lib/server/dishes/dish-photos";

/**
 * GET /api/dish-photos/{id}: a stored dish photo. A photo never changes under its id (a
 * new upload gets a new one), so browsers and shared caches may keep it for a year.
 */
export const GET = handleRoute<{ params: Promise<{ id: string }> }>(
  async (_request, { params }) => {
    const file = await readDishPhoto((await params).id);
    return new Response(new Uint8Array(file.data), {
      headers: {
        "Content-Type": file.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
