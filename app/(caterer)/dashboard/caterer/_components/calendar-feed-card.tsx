"use client";

import { useState, useSyncExternalStore } from "react";
import { CalendarSync, Copy, RefreshCw } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { write } from "@/lib/client/write";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { resetFeedTokenAction } from "../actions";

const noop = () => () => {};

/**
 * The kitchen's private calendar link: subscribing to it in Google, Apple or Outlook
 * calendars shows the pending and confirmed orders. Resetting it revokes the old link.
 */
export function CalendarFeedCard({
  catererId,
  initialToken,
}: {
  catererId: number;
  initialToken: string;
}) {
  const [token, setToken] = useState(initialToken);
  const [busy, setBusy] = useState(false);
  const origin = useSyncExternalStore(
    noop,
    () => window.location.origin,
    () => "",
  );
  const url = `${origin}/api/calendar-feed/${token}.ics`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success("Calendar link copied");
    } catch {
      toast.error("Could not copy the link; select it and copy it instead.");
    }
  };

  const reset = async () => {
    if (!window.confirm("Reset the calendar link? Calendars using the old link stop updating."))
      return;
    setBusy(true);
    await write(() => resetFeedTokenAction(catererId), {
      success: "Calendar link reset. The old link no longer works.",
      refused: (message) => message,
      crashed: () => "Could not reset the calendar link. Please try again.",
      onDone: (reset) => setToken(reset.token),
    });
    setBusy(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <CalendarSync aria-hidden className="h-5 w-5" />
          Calendar Sync
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Add this private link to Google, Apple or Outlook Calendar (&quot;subscribe by URL&quot;)
          to see your pending and confirmed orders there. Keep it secret: anyone with the link can
          see your orders.
        </p>
        <Input
          readOnly
          value={url}
          aria-label="Calendar feed URL"
          onFocus={(e) => e.target.select()}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={copy}>
            <Copy aria-hidden className="mr-2 h-4 w-4" />
            Copy
          </Button>
          <Button type="button" variant="outline" onClick={reset} disabled={busy}>
            <RefreshCw aria-hidden className="mr-2 h-4 w-4" />
            {busy ? "Resetting..." : "Reset"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
