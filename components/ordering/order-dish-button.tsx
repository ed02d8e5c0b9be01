"use client";

import Link from "next/link";
import { ShoppingBag } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * "Order This Dish" on a dish card. For now it sends the visitor to sign in and back to the
 * caterer page; the order dialog (issue 5) replaces this.
 */
export function OrderDishButton({ catererId, dishName }: { catererId: number; dishName: string }) {
  const callbackUrl = `/caterer/${catererId}`;
  return (
    <Button asChild className="w-full">
      <Link
        href={`/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`}
        aria-label={`Order This Dish: ${dishName}`}
      >
        <ShoppingBag aria-hidden />
        Order This Dish
      </Link>
    </Button>
  );
}
