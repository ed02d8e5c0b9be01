import type { Metadata } from "next";
import Link from "next/link";
import { AccessDenied } from "@/components/auth/access-denied";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { formatInstant } from "@/lib/format";
import { currentActor } from "@/lib/server/auth/current-actor";
import { listThreads } from "@/lib/server/messages/list-threads";
import { toId } from "@/lib/validation/id";

export const metadata: Metadata = { title: "Messages", robots: { index: false } };

/** Every conversation about the person's orders (an admin: all of them), newest first. */
export default async function MessagesPage({
  searchParams,
}: {
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const actor = await currentActor();
  if (!actor) return <AccessDenied callbackUrl="/messages" />;
  const page = toId((await searchParams).page) ?? 1;
  const list = await listThreads(actor, { page });
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <>
      <h1 className="text-3xl font-bold">Messages</h1>
      <p className="mt-1 text-muted-foreground">
        {list.unread > 0
          ? `${list.unread} unread ${list.unread === 1 ? "message" : "messages"}.`
          : "Conversations about your orders with caterers and customers."}
      </p>
      <div className="mt-6 space-y-3">
        {list.threads.length === 0 ? (
          <div className="rounded-lg border border-dashed p-10 text-center">
            <p className="font-medium">No messages yet.</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Open Messages on an order in My Orders or My Bookings to ask the caterer anything.
            </p>
            <Button asChild variant="link">
              <Link href="/my-orders">Go to My Orders</Link>
            </Button>
          </div>
        ) : (
          list.threads.map((t) => (
            <Link
              key={t.id}
              href={`/messages/${t.id}`}
              className="block rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="thread-row"
            >
              <Card className={t.unread ? "border-primary" : undefined}>
                <CardContent className="space-y-1 p-4">
                  <div className="flex items-start justify-between gap-3">
                    <p className="min-w-0 font-semibold">{t.counterpart}</p>
                    {t.unread > 0 && (
                      <span className="shrink-0 rounded-full bg-primary px-2 text-xs font-semibold leading-5 text-primary-foreground">
                        {t.unread} unread
                      </span>
                    )}
                  </div>
                  <p className="text-xs text-muted-foreground">{t.title}</p>
                  <p className="line-clamp-2 text-sm">
                    <span className="text-muted-foreground">{t.lastMessage.authorName}: </span>
                    {t.lastMessage.body}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {formatInstant(t.lastMessage.createdAt)}
                  </p>
                </CardContent>
              </Card>
            </Link>
          ))
        )}
      </div>
      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-2">
          {page > 1 ? (
            <Button asChild variant="outline">
              <Link href={`/messages?page=${page - 1}`}>Newer</Link>
            </Button>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted-foreground">
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Button asChild variant="outline">
              <Link href={`/messages?page=${page + 1}`}>Older</Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  );
}
