"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { AlertTriangle, Trash2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/forms/field";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { write } from "@/lib/client/write";
import type { ActionResult } from "@/lib/forms/action-result";
import { useEventCart } from "@/lib/event-cart/use-event-cart";
import { useViewer } from "@/lib/client/use-viewer";
import { MAX_TRAYS_PER_ORDER, TRAY_SIZES } from "@/lib/constants";
import { addDaysIso, todayIso } from "@/lib/dates";
import { withDeliveryCents } from "@/lib/money/amounts";
import { formatCents } from "@/lib/money/cents";
import type { CartEventDto } from "@/lib/event-cart/types";
import { cartEventSchema, checkoutEventSchema } from "@/lib/event-cart/schemas";

type EventField = keyof CartEventDto;
type Draft = Record<EventField, string>;

const FIELDS: { name: EventField; label: string; type?: string; required: boolean }[] = [
  { name: "eventDate", label: "Event date", type: "date", required: true },
  { name: "eventTime", label: "Event time", type: "time", required: true },
  { name: "guestCount", label: "Guests", type: "number", required: true },
  { name: "deliveryAddress", label: "Delivery address", required: true },
  { name: "customerName", label: "Contact name", required: true },
  { name: "customerEmail", label: "Contact email", type: "email", required: true },
  { name: "customerPhone", label: "Contact phone", type: "tel", required: false },
];

const toDraft = (e: CartEventDto): Draft =>
  Object.fromEntries(
    FIELDS.map((f) => [f.name, e[f.name] == null ? "" : String(e[f.name])]),
  ) as Draft;

const fieldValue = (name: EventField, text: string) =>
  text.trim() === "" ? null : name === "guestCount" ? text.trim() : text;

export function EventCartView() {
  const router = useRouter();
  const { user } = useViewer();
  const {
    cart,
    signedIn,
    isLoading,
    error,
    mergeError,
    updateEvent,
    updateLine,
    removeLine,
    checkout,
  } = useEventCart();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [busy, setBusy] = useState(false);
  // Typed details are kept a moment after the last key, not only when the field is left:
  // a phone number typed last and followed by a reload is not lost.
  const typing = useRef<Partial<Record<EventField, ReturnType<typeof setTimeout>>>>({});
  useEffect(() => {
    const timers = typing.current;
    return () => Object.values(timers).forEach((t) => clearTimeout(t));
  }, []);

  // The form starts from the stored event once (set while rendering, React's way to derive
  // state), not before the session and the stored cart are known (the first render is the
  // server's empty snapshot); the signed-in customer's own contact details fill what the
  // event does not have yet.
  if (!isLoading && cart && !draft) {
    const d = toDraft(cart.event);
    if (user) {
      d.customerName ||= `${user.firstName} ${user.lastName}`.trim();
      d.customerEmail ||= user.email;
      d.customerPhone ||= user.phone ?? "";
    }
    setDraft(d);
  }

  if (error) {
    return <p className="mt-6 text-red-600">Your event could not be loaded. Please reload.</p>;
  }
  if (isLoading || !cart || !draft) {
    return (
      <div className="mt-6 space-y-3" role="status" aria-label="Loading your event">
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  /** Saves one field; `quiet` (while typing) keeps a half-typed value without an error. */
  async function saveField(name: EventField, text = draft![name], quiet = false) {
    clearTimeout(typing.current[name]);
    const value = fieldValue(name, text);
    const parsed = cartEventSchema.pick({ [name]: true } as Record<EventField, true>).safeParse({
      [name]: value,
    });
    if (!parsed.success) {
      if (!quiet) setErrors((e) => ({ ...e, [name]: parsed.error.issues[0]?.message }));
      return;
    }
    setErrors((e) => ({ ...e, [name]: undefined }));
    if ((cart!.event[name] ?? null) === (parsed.data[name] ?? null)) return;
    // The server's refusal goes under the field; a call with no answer is tried again on the
    // next change.
    const saved = await updateEvent({ [name]: value } as Partial<CartEventDto>).catch(() => null);
    if (saved && !saved.ok) setErrors((x) => ({ ...x, [name]: saved.message || undefined }));
  }

  /** A change to a line: the server's refusal is shown, never thrown at the page. */
  const failed = (title: string) => (message: string) => ({
    title,
    description: message || "Please try again.",
  });
  const changeLine = (change: () => Promise<ActionResult<void>>, failure: string) =>
    write(change, { refused: failed(failure), crashed: () => failed(failure)("") });

  async function onCheckout() {
    const values = Object.fromEntries(
      FIELDS.map((f) => [f.name, fieldValue(f.name, draft![f.name])]),
    );
    const parsed = checkoutEventSchema.safeParse(values);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      toast.error("Please complete your event details.");
      return;
    }
    setBusy(true);
    const done = await write(
      async () => {
        const saved = await updateEvent(values as Partial<CartEventDto>);
        return saved.ok ? checkout() : saved;
      },
      {
        refused: failed("Checkout failed"),
        crashed: () => failed("Checkout failed")(""),
        onDone: (event) => router.push(`/events/${event.eventId}/pay`),
      },
    );
    if (!done?.ok) setBusy(false);
  }

  const problems = cart.lines.filter((l) => l.problem).length;
  // A kitchen's order below its minimum or outside its area: checkout would refuse it (§23).
  const refusedKitchens = (cart.kitchens ?? []).filter((k) => k.problem);
  // Each kitchen that delivers to the address's ZIP charges its zone's fee with its order.
  const deliveries = (cart.kitchens ?? []).filter((k) => k.deliveryFeeCents !== null);
  const tomorrow = addDaysIso(todayIso(), 1);

  return (
    <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="dishes-heading" className="space-y-3">
        <h2 id="dishes-heading" className="text-xl font-semibold">
          Dishes
        </h2>
        {mergeError && (
          <Alert data-testid="merge-refused">
            The dishes you picked before signing in could not be added to your saved event:{" "}
            {mergeError} They are kept in this browser; make room in your event, then reload this
            page to add them.
          </Alert>
        )}
        {cart.lines.length === 0 ? (
          <div className="rounded-lg border border-dashed p-8 text-center">
            <p className="font-medium">Your event has no dishes yet.</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Use &quot;Add to cart&quot; on any dish, or &quot;How many trays do I need?&quot; on a
              caterer&apos;s page.
            </p>
            <Button asChild variant="link">
              <Link href="/">Browse Caterers</Link>
            </Button>
          </div>
        ) : (
          <ul className="space-y-3">
            {cart.lines.map((line, index) => (
              <li key={line.id ?? `v${index}`} data-testid="cart-line">
                <Card>
                  <CardContent className="space-y-3 p-4">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-semibold">{line.dishName}</p>
                        <p className="text-sm text-muted-foreground">{line.catererName}</p>
                      </div>
                      <p className="shrink-0 font-bold">{formatCents(line.totalCents)}</p>
                    </div>
                    <div className="flex flex-wrap items-end gap-3">
                      <label className="text-sm">
                        <span className="mb-1 block text-muted-foreground">Tray size</span>
                        <select
                          aria-label={`Tray size of ${line.dishName}`}
                          className="h-11 rounded-md border bg-background px-2 text-base md:h-9 md:text-sm"
                          value={line.traySize}
                          onChange={(e) =>
                            changeLine(
                              () =>
                                updateLine(index, {
                                  traySize: e.target.value as "medium" | "large",
                                }),
                              "The dish could not be changed",
                            )
                          }
                        >
                          {(["medium", "large"] as const).map((s) => (
                            <option key={s} value={s}>
                              {TRAY_SIZES[s].label} ({TRAY_SIZES[s].serves})
                            </option>
                          ))}
                        </select>
                      </label>
                      <label className="text-sm">
                        <span className="mb-1 block text-muted-foreground">Quantity</span>
                        <select
                          aria-label={`Quantity of ${line.dishName}`}
                          className="h-11 rounded-md border bg-background px-2 text-base md:h-9 md:text-sm"
                          value={line.quantity}
                          onChange={(e) =>
                            changeLine(
                              () => updateLine(index, { quantity: Number(e.target.value) }),
                              "The dish could not be changed",
                            )
                          }
                        >
                          {Array.from({ length: MAX_TRAYS_PER_ORDER }, (_, i) => i + 1).map((n) => (
                            <option key={n} value={n}>
                              {n}
                            </option>
                          ))}
                        </select>
                      </label>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="ml-auto text-red-700"
                        aria-label={`Remove ${line.dishName}`}
                        onClick={() =>
                          changeLine(() => removeLine(index), "The dish could not be removed")
                        }
                      >
                        <Trash2 aria-hidden /> Remove
                      </Button>
                    </div>
                    {line.specialRequests && (
                      <p className="text-sm text-muted-foreground">
                        Special requests: {line.specialRequests}
                      </p>
                    )}
                    {line.problem && (
                      <div
                        role="alert"
                        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
                      >
                        <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
                        <p>
                          {line.problem} Change the tray size or quantity, pick another date, or
                          remove this dish.
                        </p>
                      </div>
                    )}
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Card className="lg:sticky lg:top-20">
        <CardHeader>
          <CardTitle className="text-lg">Event details</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {FIELDS.map((f) => (
            <Field
              key={f.name}
              id={`event-${f.name}`}
              label={f.label}
              required={f.required}
              error={errors[f.name]}
            >
              <Input
                id={`event-${f.name}`}
                type={f.type ?? "text"}
                min={f.name === "eventDate" ? tomorrow : f.name === "guestCount" ? 1 : undefined}
                value={draft[f.name]}
                onChange={(e) => {
                  setDraft({ ...draft, [f.name]: e.target.value });
                  // A date or time is picked, not typed: keep it at once.
                  const text = e.target.value;
                  if (f.type === "date" || f.type === "time") void saveField(f.name, text);
                  else {
                    clearTimeout(typing.current[f.name]);
                    typing.current[f.name] = setTimeout(
                      () => void saveField(f.name, text, true),
                      800,
                    );
                  }
                }}
                onBlur={() => saveField(f.name)}
              />
            </Field>
          ))}
          {deliveries.length > 0 && (
            <dl className="space-y-1 border-t pt-4 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">Food</dt>
                <dd data-testid="cart-food">{formatCents(cart.totalCents)}</dd>
              </div>
              {deliveries.map((k) => (
                <div key={k.catererId} className="flex justify-between gap-3">
                  <dt className="min-w-0 text-muted-foreground">Delivery: {k.catererName}</dt>
                  <dd className="shrink-0" data-testid="cart-delivery">
                    {k.deliveryFeeCents ? formatCents(k.deliveryFeeCents) : "Free"}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <div className="flex items-center justify-between border-t pt-4">
            <span className="font-medium">Total</span>
            <span className="text-xl font-bold" data-testid="cart-total">
              {formatCents(withDeliveryCents(cart))}
            </span>
          </div>
          {refusedKitchens.map((k) => (
            <p
              key={k.catererId}
              role="alert"
              data-testid="kitchen-problem"
              className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
              <span>
                <span className="font-semibold">{k.catererName}:</span> {k.problem}
              </span>
            </p>
          ))}
          {problems > 0 && (
            <p className="text-sm text-amber-800">
              {problems === 1 ? "One dish" : `${problems} dishes`} cannot be taken on this date as
              it is.
            </p>
          )}
          {signedIn ? (
            <Button
              className="w-full"
              disabled={busy || cart.lines.length === 0 || refusedKitchens.length > 0}
              onClick={onCheckout}
            >
              Check out and pay
            </Button>
          ) : (
            <Button asChild className="w-full">
              <Link href={`/auth?callbackUrl=${encodeURIComponent("/event-cart")}`}>
                Sign in to check out
              </Link>
            </Button>
          )}
          <p className="text-xs text-muted-foreground">
            One payment for the whole event. Each caterer confirms their own dishes; a dish a
            caterer cancels is refunded on its own.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
