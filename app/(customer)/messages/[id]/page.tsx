import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AccessDenied } from "@/components/auth/access-denied";
import { ThreadPanel } from "@/components/messages/thread-panel";
import { Button } from "@/components/ui/button";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { getThread } from "@/lib/server/messages/read-thread";
import { toId } from "@/lib/validation/id";

export const metadata: Metadata = { title: "Conversation", robots: { index: false } };

/** One conversation (the link in a message email); anyone outside its order gets 404. */
export default async function ThreadPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  const { id } = await params;
  if (!actor) return <AccessDenied callbackUrl={`/messages/${encodeURIComponent(id)}`} />;
  const threadId = toId(id);
  if (!threadId) notFound();
  const thread = await getThread(actor, threadId).catch((error: unknown) => {
    if (isAppError(error) && error.code === "not_found") notFound();
    throw error;
  });
  const orderHref =
    thread.speakingAs === "customer"
      ? "/my-orders"
      : thread.speakingAs === "caterer"
        ? `/dashboard/caterer?booking=${thread.bookingId}`
        : "/admin";
  return (
    <>
      <div className="mb-4 flex items-center justify-between gap-3">
        <Button asChild variant="link" className="px-0">
          <Link href="/messages">All messages</Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link href={orderHref}>View the order</Link>
        </Button>
      </div>
      <h1 className="sr-only">Conversation about {thread.title}</h1>
      <ThreadPanel source={{ threadId }} initial={thread} />
    </>
  );
}
