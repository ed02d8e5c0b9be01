"use client";

import { lazy, Suspense } from "react";
import { geistSans } from "./fonts";
import "./globals.css";

// Every page downloads this file's code up front, for the rare case that the root layout
// itself fails. Loaded on that failure, the message's code (also in app/error.tsx's chunk,
// which Turbopack does not share with this one) stays out of every page's first load. The
// server still renders it in full into the failed page's HTML.
const ErrorMessage = lazy(() =>
  import("@/components/errors/error-message").then((m) => ({ default: m.ErrorMessage })),
);

/**
 * When even the root layout fails, this replaces the whole document; "Try again" reloads
 * it, since the layout itself has to render again.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" className={geistSans.variable}>
      <body className="font-sans">
        <title>Something went wrong | TrayTable</title>
        <Suspense>
          <ErrorMessage digest={error.digest} onRetry={() => window.location.reload()} />
        </Suspense>
      </body>
    </html>
  );
}
