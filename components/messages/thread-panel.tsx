"use client";

import { useEffect, useRef, useState } from "react";
import useSWR, { useSWRConfig } from "swr";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { editMessageAction, markThreadReadAction, postMessageAction } from "@/lib/actions/messages";
import { getJson, useWrite } from "@/lib/client/write";
import { formatInstant } from "@/lib/format";
import { mayEditMessage } from "@/lib/messages/rules";
import { MESSAGE_MAX_LENGTH, messageSchema, type MessageInput } from "@/lib/messages/schemas";
import type { MessageDto, ThreadDto } from "@/lib/messages/types";
import { cn } from "@/lib/utils";
import { MessageText } from "./message-text";
import { UNREAD_KEY } from "@/lib/messages/use-unread";

/** How soon after a send an empty submit counts as the same tap again. */
const DOUBLE_TAP_MS = 1500;

export type ThreadSource = { bookingId: number } | { threadId: number };

const keyOf = (source: ThreadSource) =>
  "bookingId" in source
    ? `/api/bookings/${source.bookingId}/thread`
    : `/api/messages/${source.threadId}`;

/**
 * The conversation about an order (docs/product-rules.md §18), wherever it shows: My Orders,
 * My Bookings, the caterer's booking dialog, /messages/{id}. It refreshes while open, marks
 * what it shows as read, and writes through server actions.
 */
export function ThreadPanel({
  source,
  initial,
  className,
}: {
  source: ThreadSource;
  /** The thread as the server rendered it, shown until the first refresh. */
  initial?: ThreadDto;
  className?: string;
}) {
  const key = keyOf(source);
  const { mutate } = useSWRConfig();
  const {
    data: thread,
    error,
    mutate: refresh,
  } = useSWR<ThreadDto>(key, getJson, {
    refreshInterval: 15_000,
    fallbackData: initial,
  });
  const [editing, setEditing] = useState<MessageDto | null>(null);

  const newest = thread?.messages.at(-1)?.id;
  useEffect(() => {
    if (!thread?.id || !thread.unread || !newest) return;
    void markThreadReadAction(thread.id, newest).then(() => {
      void mutate(UNREAD_KEY);
      void refresh();
    });
  }, [thread?.id, thread?.unread, newest, mutate, refresh]);

  if (error) {
    return <p className="text-sm text-red-600">Messages could not be loaded. Please try again.</p>;
  }
  if (!thread) return <p className="text-sm text-muted-foreground">Loading messages…</p>;

  const sent = () => {
    setEditing(null);
    void refresh();
    void mutate(UNREAD_KEY);
  };

  return (
    <section
      aria-label="Messages"
      className={cn("space-y-3", className)}
      data-testid="thread-panel"
    >
      <div>
        <h2 className="font-semibold">Messages with {thread.counterpart}</h2>
        <p className="text-xs text-muted-foreground">
          {thread.title}
          {thread.speakingAs === "platform" && " · You write as TrayTable."}
        </p>
      </div>
      {thread.messages.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          No messages yet. Ask about ingredients, delivery or anything special.
        </p>
      ) : (
        <ol className="max-h-[50vh] space-y-2 overflow-y-auto" data-testid="message-list">
          {thread.messages.map((m) => (
            <li
              key={m.id}
              data-testid="message"
              className={cn(
                "max-w-[85%] rounded-lg px-3 py-2 text-sm",
                m.mine ? "ml-auto bg-primary/10" : "bg-muted",
                m.author.role === "platform" && "border border-amber-300 bg-amber-50",
              )}
            >
              <p className="text-xs text-muted-foreground">
                <span className="font-medium text-foreground">
                  {m.author.name}
                  {m.author.role === "platform" && " (platform)"}
                </span>{" "}
                · {formatInstant(m.createdAt)}
                {m.editedAt && " · edited"}
              </p>
              <MessageText text={m.body} links={thread.linksClickable} />
              {m.revisions?.map((r) => (
                <p
                  key={r.replacedAt}
                  className="mt-1 border-l-2 pl-2 text-xs text-muted-foreground"
                >
                  Before the edit of {formatInstant(r.replacedAt)}: {r.body}
                </p>
              ))}
              {thread.writable && mayEditMessage(m) && editing?.id !== m.id && (
                <Button
                  variant="link"
                  size="sm"
                  // Primary-coloured text on the tinted bubble fails contrast (axe).
                  className="px-0 text-foreground underline"
                  onClick={() => setEditing(m)}
                >
                  Edit
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {!thread.linksClickable && thread.messages.length > 0 && (
        <p className="text-xs text-muted-foreground">
          Links show as plain text until the order is paid.
        </p>
      )}
      {thread.writable ? (
        <Composer
          key={editing?.id ?? "new"}
          source={thread.id ? { threadId: thread.id } : source}
          editing={editing && thread.id ? { threadId: thread.id, message: editing } : null}
          onCancelEdit={() => setEditing(null)}
          onSent={sent}
        />
      ) : (
        <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
          This conversation is closed: its order ended more than 30 days ago.
        </p>
      )}
    </section>
  );
}

function Composer({
  source,
  editing,
  onCancelEdit,
  onSent,
}: {
  source: ThreadSource;
  editing: { threadId: number; message: MessageDto } | null;
  onCancelEdit: () => void;
  onSent: () => void;
}) {
  const form = useForm<MessageInput>({
    resolver: zodResolver(messageSchema),
    defaultValues: { body: editing?.message.body ?? "" },
  });
  const { errors, isSubmitting } = form.formState;
  const sentAt = useRef(0);
  const submit = useWrite(form, {
    save: (values) =>
      editing
        ? editMessageAction(editing.threadId, editing.message.id, values)
        : postMessageAction(source, values),
    fields: ["body"],
    success: editing ? "Message changed" : undefined,
    refused: (message) => message || "Failed to send your message.",
    crashed: () => "Failed to send your message. Please try again.",
    onDone: () => {
      sentAt.current = Date.now();
      form.reset({ body: "" });
      onSent();
    },
  });
  // A double tap's second tap lands on the emptied box: ignore it rather than say
  // "Message cannot be empty" under the message just sent.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (Date.now() - sentAt.current < DOUBLE_TAP_MS && !form.getValues("body").trim()) {
      event.preventDefault();
      return;
    }
    return submit(event);
  };
  const fieldId = editing ? `edit-message-${editing.message.id}` : "new-message";
  return (
    <form method="post" onSubmit={onSubmit} className="space-y-2" noValidate>
      <Field
        id={fieldId}
        label={editing ? "Change your message" : "Write a message"}
        error={errors.body?.message}
      >
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder="Plain text, up to 2,000 characters"
          {...form.register("body")}
        />
      </Field>
      <div className="flex justify-end gap-2">
        {editing && (
          <Button type="button" variant="outline" className="h-11" onClick={onCancelEdit}>
            Cancel
          </Button>
        )}
        <Button type="submit" className="h-11" disabled={isSubmitting}>
          {editing ? "Save" : isSubmitting ? "Sending..." : "Send"}
        </Button>
      </div>
    </form>
  );
}
