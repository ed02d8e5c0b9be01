import { find } from "linkifyjs";

/**
 * A message's text as typed, line breaks kept. Addresses become links only where the
 * thread allows it (a paid order: docs/product-rules.md §18), and then only http(s) ones,
 * opened in a new tab without our page as referrer; elsewhere they stay plain text.
 */
export function MessageText({ text, links }: { text: string; links: boolean }) {
  if (!links) return <p className="whitespace-pre-wrap">{text}</p>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const match of find(text, "url")) {
    if (!/^https?:\/\//i.test(match.href)) continue;
    parts.push(text.slice(at, match.start));
    parts.push(
      <a
        key={match.start}
        href={match.href}
        target="_blank"
        rel="nofollow ugc noopener noreferrer"
        className="underline underline-offset-2"
      >
        {match.value}
      </a>,
    );
    at = match.end;
  }
  parts.push(text.slice(at));
  return <p className="whitespace-pre-wrap">{parts}</p>;
}
