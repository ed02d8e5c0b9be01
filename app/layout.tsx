import type { Metadata } from "next";
import { geistSans } from "./fonts";
import { SiteHeader } from "@/components/layout/site-header";
import { SiteFooter } from "@/components/layout/site-footer";
import { LazyToaster } from "@/components/layout/lazy-toaster";
import { ViewerProvider } from "@/lib/client/use-viewer";
import { currentViewer } from "@/lib/server/users/current-viewer";
import { connection } from "next/server";
import { siteUrl } from "@/lib/browse/site-url";
import "./globals.css";
import { IconSprite } from "@/components/icons/icon-sprite";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: "TrayTable - Home-cooked catering by the tray", template: "%s | TrayTable" },
  description:
    "Order authentic, home-cooked meals by local caterers in your area, in medium or large trays for your event.",
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page carries a per-request CSP nonce on its scripts (proxy.ts), so no page can be
  // a prebuilt static file: a prebuilt page's scripts would carry no nonce and not run.
  await connection();
  // The header knows the session from the first paint (no client fetch, no 401 when
  // signed out); without a session cookie this costs no query.
  const viewer = await currentViewer();
  return (
    <html lang="en" className={geistSans.variable}>
      <body className="flex min-h-screen flex-col font-sans">
        <IconSprite />
        <ViewerProvider user={viewer}>
          <SiteHeader viewer={viewer} />
          <main className="flex-1">{children}</main>
          <SiteFooter />
          <LazyToaster />
        </ViewerProvider>
      </body>
    </html>
  );
}
