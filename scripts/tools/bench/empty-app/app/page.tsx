// Rendered per request like our pages (they carry a CSP nonce), so no static-page shortcut.
export const dynamic = "force-dynamic";

export default function EmptyPage() {
  // One h1 and one p: the floor's LCP element for Lighthouse (scripts/tools/bench/lighthouse.ts).
  return (
    <main>
      <h1>Empty</h1>
      <p>An empty page of an empty Next.js app: the framework&apos;s floor.</p>
    </main>
  );
}
