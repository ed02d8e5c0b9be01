"use client";

import Link from "next/link";
import { buttonClass } from "@/components/ui/button-styles";

export const ERROR_PAGE_TITLE = "Something went wrong on our side";
export const ERROR_PAGE_TEXT =
  "TrayTable could not load this page just now, usually because a service it needs is briefly unavailable. Your orders and payments are safe. Please try again in a moment.";

/** The friendly error page body, shared by app/error.tsx and app/global-error.tsx. */
export function ErrorMessage({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold">{ERROR_PAGE_TITLE}</h1>
      <p className="mt-3 text-sm text-muted-foreground">{ERROR_PAGE_TEXT}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* Plain elements dressed as buttons: every page loads the error pages' code, and
            Button would bring cva, Slot and class merging into it. */}
        <button type="button" onClick={onRetry} className={buttonClass()} data-primary="">
          Try again
        </button>
        <Link href="/" className={buttonClass("outline")}>
          Back to Browse Caterers
        </Link>
      </div>
      {digest ? <p className="mt-6 text-xs text-muted-foreground">Reference: {digest}</p> : null}
    </section>
  );
}
