import "server-only";
import { z } from "zod";
import { defineEmail } from "../../email/definition";
import { mjml } from "../../email/markup";
import { button, defang, link, paragraph, quoted } from "../../email/parts";

/**
 * New messages in an order's thread (docs/product-rules.md §18): the ones the person has
 * neither read nor been emailed, the newest few quoted; at most one per thread per 10
 * minutes. Another person's words: never to an address nobody proved.
 */
export const newMessagesEmail = defineEmail({
  template: "new-messages",
  schema: z.object({
    firstName: z.string(),
    threadId: z.number(),
    /** "Order #12 · Classic Lasagna" */
    title: z.string(),
    messages: z.array(z.object({ authorName: z.string(), body: z.string(), sentAt: z.string() })),
    /** Earlier unread messages not quoted. */
    more: z.number(),
  }),
  preference: "messageEmails",
  verifiedOnly: true,
  content: (d) => {
    const href = link(`/messages/${d.threadId}`);
    const count = d.messages.length + d.more;
    const intro =
      count === 1
        ? `Hi ${defang(d.firstName)}, you have a new message about ${d.title}.`
        : `Hi ${defang(d.firstName)}, you have ${count} new messages about ${d.title}.`;
    const quotes = d.messages.map((m) => quoted(`${defang(m.authorName)} wrote:`, m.body));
    const earlier = d.more
      ? [`${d.more} earlier ${d.more === 1 ? "message is" : "messages are"} in the conversation.`]
      : [];
    const reply = "Reply on TrayTable; replying to this email does not reach them.";
    return {
      subject:
        count === 1 ? `New message about ${d.title}` : `${count} new messages about ${d.title}`,
      preview: `${defang(d.messages[d.messages.length - 1]?.authorName ?? "TrayTable")} wrote about ${d.title}`,
      body: mjml`${paragraph(intro)}${earlier.map((l) => paragraph(l))}${quotes.map((q) => q.markup)}${paragraph(reply)}${button("Open the conversation", href)}`,
      text: [
        intro,
        ...earlier.flatMap((l) => ["", l]),
        ...quotes.flatMap((q) => ["", ...q.text]),
        "",
        reply,
        "",
        `Open the conversation: ${href}`,
      ],
      why: "You get this email because someone wrote in the conversation about your order. Turn message emails off in Settings.",
    };
  },
});
