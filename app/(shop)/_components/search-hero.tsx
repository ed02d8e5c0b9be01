"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { HOME_CUISINES } from "@/lib/constants";
import { MAX_GUESTS } from "@/lib/browse/filters";
import { useBrowse } from "./browse-provider";
import { Icon } from "@/components/icons/icon";

const ANY = "any";

/**
 * Search hero: Search applies the location (a ZIP code: kitchens that deliver there; a
 * town: matched by text), the cuisine ("Any cuisine" clears it), the delivery date (kitchens
 * open that day) and the guests, and scrolls smoothly to the results (docs/product-rules.md
 * §23; decisions §7: the spec's "collected but does not filter" is fixed).
 */
export function SearchHero() {
  const { filters, apply } = useBrowse();
  const fromFilters = {
    location: filters.zip ?? filters.location,
    cuisine: filters.cuisines.length === 1 ? filters.cuisines[0]! : ANY,
    date: filters.date ?? "",
    guests: filters.guests ? String(filters.guests) : "",
  };
  const [location, setLocation] = useState(fromFilters.location);
  const [cuisine, setCuisine] = useState(fromFilters.cuisine);
  const [date, setDate] = useState(fromFilters.date);
  const [guests, setGuests] = useState(fromFilters.guests);
  // When the filters change elsewhere (Clear All, sidebar), show them here too.
  const [synced, setSynced] = useState(fromFilters);
  if (
    synced.location !== fromFilters.location ||
    synced.cuisine !== fromFilters.cuisine ||
    synced.date !== fromFilters.date ||
    synced.guests !== fromFilters.guests
  ) {
    setSynced(fromFilters);
    setLocation(fromFilters.location);
    setCuisine(fromFilters.cuisine);
    setDate(fromFilters.date);
    setGuests(fromFilters.guests);
  }

  return (
    <section className="bg-gradient-to-b from-secondary to-background pb-8 pt-14 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 text-center sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Discover Amazing Home-Cooked Catering
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Order authentic, home-cooked meals by local caterers in your area
        </p>
        <form
          method="get"
          role="search"
          className="mx-auto mt-10 grid grid-cols-1 gap-4 rounded-2xl border bg-card p-4 text-left shadow-md sm:p-6 md:grid-cols-[1fr_1fr_1fr_7rem_auto] md:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            const place = location.trim();
            const zip = /^\d{5}$/.test(place) ? place : undefined;
            const count = Number(guests);
            apply({
              location: zip ? "" : place,
              zip,
              cuisines: cuisine === ANY ? [] : [cuisine],
              date: date || undefined,
              guests:
                Number.isInteger(count) && count >= 1 ? Math.min(count, MAX_GUESTS) : undefined,
            });
            document.getElementById("results")?.scrollIntoView({ behavior: "smooth" });
          }}
        >
          <div className="space-y-2">
            <Label htmlFor="hero-location" className="text-xs uppercase tracking-wide">
              Location
            </Label>
            <Input
              id="hero-location"
              placeholder="Where are you?"
              aria-describedby="hero-location-hint"
              value={location}
              maxLength={100}
              onChange={(event) => setLocation(event.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="hero-cuisine" className="text-xs uppercase tracking-wide">
              Cuisine
            </Label>
            <NativeSelect
              id="hero-cuisine"
              data-testid="hero-cuisine"
              value={cuisine}
              onChange={(event) => setCuisine(event.target.value)}
            >
              <option value={ANY}>Any cuisine</option>
              {HOME_CUISINES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="hero-date" className="text-xs uppercase tracking-wide">
              Delivery Date
            </Label>
            <Input
              id="hero-date"
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="hero-guests" className="text-xs uppercase tracking-wide">
              Guests
            </Label>
            <Input
              id="hero-guests"
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_GUESTS}
              placeholder="Any"
              className="h-11 md:h-10"
              value={guests}
              onChange={(event) => setGuests(event.target.value)}
            />
          </div>
          <Button type="submit" size="lg" className="md:h-10">
            <Icon name="search" className="h-4 w-4" />
            Search
          </Button>
        </form>
        <p id="hero-location-hint" className="mt-3 text-sm text-muted-foreground">
          Enter a ZIP code to see the kitchens that deliver there.
        </p>
      </div>
    </section>
  );
}
