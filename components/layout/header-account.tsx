"use client";

import { lazy, Suspense } from "react";
import { AfterHydration } from "@/lib/client/after-hydration";
import { useViewer } from "@/lib/client/use-viewer";

// Only a signed-in visitor has the account menu: its dropdown and icons load with it.
const AccountMenu = lazy(() => import("./account-menu").then((m) => ({ default: m.AccountMenu })));
// So does the unread-messages count, which polls: no signed-out page carries its code.
const MessagesLink = lazy(() =>
  import("./messages-link").then((m) => ({ default: m.MessagesLink })),
);

const placeholder = <span className="inline-block h-11 w-11" aria-hidden />;

/**
 * The signed-in part of the header. It follows the browser's view of the viewer, so a
 * profile saved shows its new name at once (useViewer's `set`).
 */
export function HeaderAccount() {
  const { user } = useViewer();
  if (!user) return null;
  return (
    <>
      <AfterHydration fallback={placeholder}>
        <MessagesLink />
      </AfterHydration>
      <Suspense fallback={placeholder}>
        <AccountMenu user={user} />
      </Suspense>
    </>
  );
}
