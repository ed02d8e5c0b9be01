// Rendered per request like our pages (they carry a CSP nonce), so no static-page shortcut.
export const dynamic = "force-dynamic";

export default function EmptyPage() {
  return <main>Empty</main>;
}
