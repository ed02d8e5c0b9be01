"use client";

import { useEffect } from "react";
import { toast } from "@/lib/client/toast";

/**
 * Takes a toast away shortly after this page shows: the order dialog's "Order Placed
 * Successfully!" stayed over the payment form that follows it, even beside a payment error
 * (issue 46). The delay lets the spec's toast be read first.
 */
export function DismissToast({ id, afterMs = 1000 }: { id: string; afterMs?: number }) {
  useEffect(() => {
    const timer = setTimeout(() => toast.dismiss(id), afterMs);
    return () => clearTimeout(timer);
  }, [id, afterMs]);
  return null;
}
