"use client";

import { useMemo, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Minus, Plus, Trash2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { write } from "@/lib/client/write";
import { useEventCart } from "@/lib/event-cart/use-event-cart";
import { MAX_TRAYS_PER_ORDER, TRAY_SIZES } from "@/lib/constants";
import { bookingTotalCents, formatCents } from "@/lib/money/cents";
import {
  planTrays,
  plannerInputError,
  type PlannedLine,
  type TrayPlan,
} from "@/lib/event-cart/tray-planner";
import type { DishDto } from "@/lib/dishes/types";
import { useSearchPresets } from "@/lib/browse/use-search-presets";

const COUNTS = [
  { key: "guests", label: "Guests" },
  { key: "vegetarian", label: "Vegetarian" },
  { key: "vegan", label: "Vegan" },
  { key: "glutenFree", label: "Gluten-free" },
] as const;
type Counts = Record<(typeof COUNTS)[number]["key"], string>;

const whole = (s: string) => (s.trim() === "" ? 0 : /^\d{1,4}$/.test(s.trim()) ? Number(s) : NaN);

/**
 * "How many trays do I need?" on a caterer's page (docs/product-rules.md §15): guest counts
 * in, a proposal across this caterer's menu out (lib/event-cart/tray-planner.ts), one sentence
 * per course; the host adjusts the trays and adds them all to the event cart in one click.
 */
export function TrayPlannerDialog({
  dishes,
  catererName,
  open,
  onOpenChange: setOpen,
}: {
  dishes: DishDto[];
  catererName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // The home search's guest count, when the visitor came from it.
  const presets = useSearchPresets();
  const [counts, setCounts] = useState<Counts>({
    guests: presets.guests ? String(presets.guests) : "",
    vegetarian: "",
    vegan: "",
    glutenFree: "",
  });
  const [plan, setPlan] = useState<TrayPlan | null>(null);
  const [lines, setLines] = useState<PlannedLine[]>([]);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const { addLines, updateEvent, cart } = useEventCart();
  const byId = useMemo(() => new Map(dishes.map((d) => [d.id, d])), [dishes]);

  function propose(event: React.FormEvent) {
    event.preventDefault();
    const guests = {
      guests: whole(counts.guests),
      vegetarian: whole(counts.vegetarian),
      vegan: whole(counts.vegan),
      glutenFree: whole(counts.glutenFree),
    };
    const problem = plannerInputError(guests);
    if (problem) {
      setError(problem);
      setPlan(null);
      return;
    }
    setError(undefined);
    const next = planTrays(guests, dishes);
    setPlan(next);
    setLines(next.lines);
  }

  const change = (i: number, delta: number) =>
    setLines((ls) =>
      ls
        .map((l, j) =>
          j === i ? { ...l, quantity: Math.min(MAX_TRAYS_PER_ORDER, l.quantity + delta) } : l,
        )
        .filter((l) => l.quantity > 0),
    );
  const total = lines.reduce((s, l) => {
    const dish = byId.get(l.dishId);
    return dish ? s + bookingTotalCents(dish, l.traySize, l.quantity) : s;
  }, 0);

  async function addAll() {
    setBusy(true);
    await write(
      async () => {
        const added = await addLines(
          lines.map((l) => ({ dishId: l.dishId, traySize: l.traySize, quantity: l.quantity })),
        );
        if (!added.ok) return added;
        // The guest count is the event's too, unless the host already set one; so is the
        // searched date.
        const patch = {
          ...(cart?.event.guestCount ? {} : { guestCount: whole(counts.guests) }),
          ...(cart?.event.eventDate || !presets.date ? {} : { eventDate: presets.date }),
        };
        return Object.keys(patch).length ? updateEvent(patch) : added;
      },
      {
        refused: (message) => message || "Please try again.",
        crashed: (error) => (error instanceof Error ? error.message : "Please try again."),
        // The toast carries a "View event" action.
        onDone: () => {
          setOpen(false);
          toast.success("Added to your event", {
            description: `${lines.length} dishes from ${catererName}`,
            action: { label: "View event", onClick: () => router.push("/event-cart") },
          });
        },
      },
    );
    setBusy(false);
  }

  return (
    <>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        wide
        title="How many trays do I need?"
        description={
          <>
            Tell us about your guests and we propose trays from {catererName}&apos;s menu. A medium
            tray serves {TRAY_SIZES.medium.serves}, a large one {TRAY_SIZES.large.serves}; we plan
            with the lower number.
          </>
        }
      >
        <form method="post" onSubmit={propose} noValidate className="space-y-3">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {COUNTS.map((c) => (
              <Field
                key={c.key}
                id={`planner-${c.key}`}
                label={c.label}
                required={c.key === "guests"}
                error={c.key === "guests" ? error : undefined}
              >
                <Input
                  id={`planner-${c.key}`}
                  inputMode="numeric"
                  value={counts[c.key]}
                  onChange={(e) => setCounts({ ...counts, [c.key]: e.target.value })}
                />
              </Field>
            ))}
          </div>
          <Button type="submit" className="w-full sm:w-auto">
            Plan my trays
          </Button>
        </form>
        {plan && (
          <div className="space-y-4" data-testid="planner-proposal">
            <ul className="space-y-1 text-sm text-muted-foreground">
              {plan.courses.map((c) => (
                <li key={c.category}>{c.explanation}</li>
              ))}
            </ul>
            {lines.length === 0 ? (
              <p className="text-sm">No trays left in the proposal.</p>
            ) : (
              <ul className="divide-y rounded-md border">
                {lines.map((l, i) => (
                  <li
                    key={`${l.dishId}-${l.traySize}-${i}`}
                    className="flex flex-wrap items-center gap-2 p-3 text-sm"
                    data-testid="planner-line"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="font-medium">{l.dishName}</span>
                      <span className="block text-muted-foreground">
                        {TRAY_SIZES[l.traySize].label}
                      </span>
                    </span>
                    <Button
                      type="button"
                      size="icon"
                      variant="outline"
                      aria-label={`One tray less of ${l.dishName}`}
                      onClick={() => change(i, -1)}
                    >
                      <Minus aria-hidden />
                    </Button>
                    <span className="w-6 text-center font-semibold" aria-live="polite">
                      {l.quantity}
                    </span>
                    <Button
                      type="button"
                      size="icon"
                      variant="outline"
                      aria-label={`One tray more of ${l.dishName}`}
                      onClick={() => change(i, 1)}
                    >
                      <Plus aria-hidden />
                    </Button>
                    <Button
                      type="button"
                      size="icon"
                      variant="ghost"
                      aria-label={`Remove ${l.dishName}`}
                      onClick={() => change(i, -l.quantity)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="font-semibold">Estimated total {formatCents(total)}</p>
              <div className="flex gap-2">
                <Button asChild variant="ghost">
                  <Link href="/event-cart">View event</Link>
                </Button>
                <Button onClick={addAll} disabled={busy || lines.length === 0}>
                  Add all to cart
                </Button>
              </div>
            </div>
          </div>
        )}
      </FormDialog>
    </>
  );
}
