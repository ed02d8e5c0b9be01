"use client";

import { useForm } from "react-hook-form";
import type { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useWrite } from "@/lib/client/write";
import { openTestDisputeSchema, type OpenTestDisputeInput } from "@/lib/money/disputes/schemas";
import { openTestDisputeAction } from "./actions";

/**
 * Test mode: the admin plays the customer's bank and disputes a paid order's charge
 * (docs/product-rules.md §22). The order's line number is the one the Orders tab shows.
 */
export function OpenTestDisputeForm() {
  const router = useRouter();
  const form = useForm<OpenTestDisputeInput, unknown, z.output<typeof openTestDisputeSchema>>({
    resolver: zodResolver(openTestDisputeSchema),
    defaultValues: { bookingId: "", reason: "fraudulent" },
  });
  const submit = useWrite(form, {
    save: (values) => openTestDisputeAction(values),
    fields: ["bookingId", "reason"],
    success: "Dispute opened",
    refused: (message) => ({ title: "Could not open the dispute", description: message }),
    crashed: () => "Could not open the dispute",
    onDone: () => {
      form.reset();
      router.refresh();
    },
  });
  const error = form.formState.errors.bookingId?.message;
  return (
    <form method="post" onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1 space-y-1">
        <Label htmlFor="dispute-booking">Paid order # (test mode)</Label>
        <Input
          id="dispute-booking"
          inputMode="numeric"
          className="h-11"
          aria-invalid={!!error}
          {...form.register("bookingId")}
        />
        {error && <p className="text-sm text-red-700">{error}</p>}
      </div>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        Open dispute (test mode)
      </Button>
    </form>
  );
}
