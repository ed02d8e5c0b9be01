/**
 * The framework's floor for a write (npm run bench): a POST route handler that reads its
 * body and answers 201 with a little JSON, doing nothing else. The raw server answers the
 * same path the same way, so the pair shows what Next.js itself costs per request.
 */
export async function POST(request: Request) {
  const body = await request.text();
  return Response.json({ received: body.length }, { status: 201 });
}
