import "server-only";
import { z } from "zod";
import type { EmailContent } from "../../email/definition";
import { mjml } from "../../email/markup";
import { button, defang, paragraph } from "../../email/parts";

/** What a link email carries: whom to greet and the raw token its link holds. */
export const linkEmailSchema = z.object({ firstName: z.string(), token: z.string() });

/**
 * An account email built around one link (reset, sign in, verify): the greeting, why it
 * came, the button, then what to do if it was not you.
 */
export function linkContent(
  firstName: string,
  words: Omit<EmailContent, "body" | "text"> & {
    intro: string;
    action: [label: string, href: string];
    after: string;
  },
): EmailContent {
  const { intro, action, after, ...rest } = words;
  const hi = `Hi ${defang(firstName)},`;
  return {
    ...rest,
    body: mjml`${paragraph(hi)}${paragraph(intro)}${button(action[0], action[1])}${paragraph(after)}`,
    text: [hi, "", intro, "", `${action[0]}: ${action[1]}`, "", after],
  };
}
