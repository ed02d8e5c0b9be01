"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { HOME_CUISINES } from "@/lib/constants";
import { useBrowse } from "./browse-provider";
import { Icon } from "@/components/icons/icon";

const ANY = "any";

/**
 * Search hero: Search applies the location and the cuisine ("Any cuisine" clears it) and
 * scrolls smoothly to the results. The delivery date is collected but, as in the spec,
 * does not filter.
 */
export function SearchHero() {
  const { filters, apply } = useBrowse();
  const fromFilters = {
    location: filters.location,
    cuisine: filters.cuisines.length === 1 ? filters.cuisines[0]! : ANY,
  };
  const [location, setLocation] = useState(fromFilters.location);
  const [cuisine, setCuisine] = useState(fromFilters.cuisine);
  const [date, setDate] = useState("");
  // When the filters change elsewhere (Clear All, sidebar), show them here too.
  const [synced, setSynced] = useState(fromFilters);
  if (synced.location !== fromFilters.location || synced.cuisine !== fromFilters.cuisine) {
    setSynced(fromFilters);
    setLocation(fromFilters.location);
    setCuisine(fromFilters.cuisine);
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
          className="mx-auto mt-10 grid grid-cols-1 gap-4 rounded-2xl border bg-card p-4 text-left shadow-md sm:p-6 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            apply({ location: location.trim(), cuisines: cuisine === ANY ? [] : [cuisine] });
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
          <Button type="submit" size="lg" className="md:h-10">
            <Icon name="search" className="h-4 w-4" />
            Search
          </Button>
        </form>
      </div>
    </section>
  );
}
