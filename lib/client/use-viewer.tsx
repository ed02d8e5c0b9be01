"use client";

import { createContext, useContext, useState } from "react";
import { useRouter } from "next/navigation";
import type { UserDto } from "@/lib/users/types";

type ViewerState = { fromServer: UserDto | null; user: UserDto | null };

const ViewerContext = createContext<{
  user: UserDto | null;
  set: (user: UserDto | null) => void;
} | null>(null);

/**
 * The signed-in user, as the root layout read it from the session on the server: the
 * browser never asks GET /api/auth/me, so a signed-out visitor sees no 401 and the header
 * is right in the first paint. A router.refresh() (after sign-in, sign-out) renders the
 * layout again and brings the server's answer; `set` changes it in between (a profile
 * saved, a session found ended).
 */
export function ViewerProvider({
  user,
  children,
}: {
  user: UserDto | null;
  children: React.ReactNode;
}) {
  const [state, setState] = useState<ViewerState>({ fromServer: user, user });
  // A fresh render of the layout wins over whatever was set locally before it.
  if (state.fromServer !== user) setState({ fromServer: user, user });
  const set = (next: UserDto | null) => setState((s) => ({ ...s, user: next }));
  return (
    <ViewerContext.Provider value={{ user: state.user, set }}>{children}</ViewerContext.Provider>
  );
}

/** The signed-in user as the browser knows it. */
export function useViewer() {
  const value = useContext(ViewerContext);
  if (!value) throw new Error("useViewer must be used inside <ViewerProvider>");
  const router = useRouter();
  return {
    user: value.user,
    /** Shows another user (or none) until the layout renders again. */
    set: value.set,
    /**
     * Signed out locally (the session ended): drop the user now and render the layout again,
     * whose header (a server component) then shows the signed-out links.
     */
    clear: () => {
      value.set(null);
      router.refresh();
    },
    /** Asks the server again (the layout reads the session). */
    refresh: () => router.refresh(),
  };
}
