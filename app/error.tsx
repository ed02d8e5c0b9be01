"use client";

import { useRouter } from "next/navigation";
import { startTransition } from "react";
import { ErrorMessage } from "@/components/errors/error-message";

/**
 * Any page that fails to render (for example while PostgreSQL is unreachable) shows this
 * inside the site's header and footer instead of Next's bare error page. "Try again"
 * re-renders the page on the server, so it recovers as soon as the database is back.
 */
export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const router = useRouter();
  return (
    <ErrorMessage
      digest={error.digest}
      onRetry={() =>
        startTransition(() => {
          router.refresh();
          reset();
        })
      }
    />
  );
}
