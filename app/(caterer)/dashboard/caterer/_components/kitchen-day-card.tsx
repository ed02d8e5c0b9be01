"use client";

import { useState } from "react";
import { Printer } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { BookingDto } from "@/lib/lines/types";
import { isValidIsoDate, todayIso } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { nextPrepDay } from "@/lib/kitchen-day/rules";
import { KITCHEN_DAY_DATE_MESSAGE } from "@/lib/kitchen-day/schemas";

/**
 * The kitchen's day (docs/product-rules.md): links to the printable prep sheet and tray
 * labels of a date, today by default, with the next day that has orders one tap away. The
 * kitchen is named in the link so that an admin's dashboard prints the kitchen shown.
 */
export function KitchenDayCard({
  catererId,
  bookings,
}: {
  catererId: number;
  bookings: BookingDto[];
}) {
  const today = todayIso();
  const next = nextPrepDay(bookings, today);
  const [date, setDate] = useState(today);
  const valid = isValidIsoDate(date);
  const query = `date=${date}&catererId=${catererId}`;
  const dayButton = (day: string, label: string) => (
    <Button
      type="button"
      variant={date === day ? "secondary" : "outline"}
      className="h-11"
      aria-pressed={date === day}
      onClick={() => setDate(day)}
    >
      {label}
    </Button>
  );

  return (
    <Card data-testid="kitchen-day">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Printer aria-hidden className="h-5 w-5" />
          Prep Sheet &amp; Tray Labels
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">
          Print a day&apos;s trays per dish with each order&apos;s allergens and requests, and one
          label per tray (2 x 4 inch labels, 10 to a Letter sheet).
        </p>
        <div className="flex flex-wrap gap-2">
          {dayButton(today, "Today")}
          {next && dayButton(next, `Next orders: ${formatEventDate(next)}`)}
        </div>
        <div className="space-y-1">
          <Label htmlFor="kitchen-day-date">Date</Label>
          <Input
            id="kitchen-day-date"
            type="date"
            className="h-11"
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          {valid ? (
            <>
              <Button asChild className="h-11">
                <a href={`/api/caterer/prep-sheet?${query}`} target="_blank" rel="noopener">
                  Prep sheet
                </a>
              </Button>
              <Button asChild variant="outline" className="h-11">
                <a href={`/api/caterer/tray-labels?${query}`} target="_blank" rel="noopener">
                  Tray labels
                </a>
              </Button>
            </>
          ) : (
            <p className="col-span-2 text-sm text-destructive" role="alert">
              {KITCHEN_DAY_DATE_MESSAGE}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
