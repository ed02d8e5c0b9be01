"use client";

import { geistSans } from "./fonts";
import { ErrorMessage } from "@/components/errors/error-message";
import "./globals.css";

/**
 * When even the root layout fails, this replaces the whole document; "Try again" reloads
 * it, since the layout itself has to render again.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en" className={geistSans.variable}>
      <body className="font-sans">
        <title>Something went wrong | TrayTable</title>
        <ErrorMessage digest={error.digest} onRetry={() => window.location.reload()} />
      </body>
    </html>
  );
}
