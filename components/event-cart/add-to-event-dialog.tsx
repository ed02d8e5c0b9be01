"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { ApiError } from "@/lib/client/api";
import { useEventCart } from "@/lib/event-cart/use-event-cart";
import { TRAY_SIZES } from "@/lib/constants";
import { bookingTotalCents, formatCents } from "@/lib/money";
import type { DishDto } from "@/lib/dishes/types";
import { cartLineSchema } from "@/lib/event-cart/schemas";

export const ADDED_TO_EVENT = "Added to your event";

/**
 * The "Add to event" dialog (components/event-cart/add-to-event-button.tsx opens it): tray
 * size, quantity and requests for one dish, put in the event cart (a visitor's too: it
 * waits in the browser until they sign in).
 */
export function AddToEventDialog({
  dish,
  open,
  onOpenChange: setOpen,
}: {
  dish: DishDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [traySize, setTraySize] = useState<"medium" | "large">("medium");
  const [quantity, setQuantity] = useState("1");
  const [specialRequests, setSpecialRequests] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const router = useRouter();
  const { addLines } = useEventCart();

  const parsed = cartLineSchema.safeParse({
    dishId: dish.id,
    traySize,
    quantity,
    specialRequests,
  });
  const total = parsed.success ? bookingTotalCents(dish, traySize, parsed.data.quantity) : null;

  async function add() {
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await addLines([
        {
          dishId: dish.id,
          traySize,
          quantity: parsed.data.quantity,
          specialRequests: parsed.data.specialRequests,
        },
      ]);
      setOpen(false);
      setQuantity("1");
      setSpecialRequests("");
      toast.success(ADDED_TO_EVENT, {
        description: `${parsed.data.quantity} × ${TRAY_SIZES[traySize].label}: ${dish.name}`,
        action: { label: "View event", onClick: () => router.push("/event-cart") },
      });
    } catch (e) {
      toast.error(e instanceof ApiError ? (e.serverMessage ?? "Please try again.") : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Add {dish.name} to your event</DialogTitle>
            <DialogDescription>
              Collect dishes from any caterer for one event, then pay once. You choose the date and
              time in your{" "}
              <Link href="/event-cart" className="underline">
                event cart
              </Link>
              .
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-4">
            <div className="space-y-2">
              <Label>Tray size</Label>
              <RadioGroup
                value={traySize}
                onValueChange={(v) => setTraySize(v as "medium" | "large")}
                className="grid grid-cols-2 gap-2"
              >
                {(["medium", "large"] as const).map((size) => (
                  <Label
                    key={size}
                    htmlFor={`event-tray-${dish.id}-${size}`}
                    className="flex cursor-pointer items-center gap-2 rounded-md border p-3 text-sm font-normal"
                  >
                    <RadioGroupItem value={size} id={`event-tray-${dish.id}-${size}`} />
                    <span>
                      {TRAY_SIZES[size].label}
                      <span className="block text-xs text-muted-foreground">
                        {TRAY_SIZES[size].serves}
                      </span>
                    </span>
                  </Label>
                ))}
              </RadioGroup>
            </div>
            <Field id={`event-qty-${dish.id}`} label="Quantity" error={error}>
              <Input
                id={`event-qty-${dish.id}`}
                inputMode="numeric"
                value={quantity}
                onChange={(e) => {
                  setQuantity(e.target.value);
                  setError(undefined);
                }}
              />
            </Field>
            <Field id={`event-req-${dish.id}`} label="Special requests">
              <Textarea
                id={`event-req-${dish.id}`}
                value={specialRequests}
                onChange={(e) => setSpecialRequests(e.target.value)}
                rows={2}
              />
            </Field>
          </div>
          <DialogFooter className="items-center gap-2 sm:justify-between">
            <p className="text-sm font-semibold">{total !== null ? formatCents(total) : ""}</p>
            <Button onClick={add} disabled={busy}>
              Add to event
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
