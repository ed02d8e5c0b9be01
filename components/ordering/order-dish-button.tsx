"use client";

import { useState } from "react";
import { ShoppingBag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useViewer } from "@/lib/client/use-viewer";
import type { DishDto } from "@/lib/types/dish";
import { LoginRequiredDialog } from "./login-required-dialog";
import { OrderDialog } from "./order-dialog";

/**
 * "Order This Dish" on a dish card: the order dialog for a signed-in visitor, the Login
 * Required dialog (which brings them back here after signing in) for everyone else.
 */
export function OrderDishButton({ dish }: { dish: DishDto }) {
  const { user, isLoading } = useViewer();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        className="w-full"
        disabled={isLoading}
        onClick={() => setOpen(true)}
        aria-label={`Order This Dish: ${dish.name}`}
      >
        <ShoppingBag aria-hidden />
        Order This Dish
      </Button>
      {user ? (
        open && <OrderDialog dish={dish} user={user} open={open} onOpenChange={setOpen} />
      ) : (
        <LoginRequiredDialog
          open={open}
          onOpenChange={setOpen}
          dishName={dish.name}
          callbackUrl={`/caterer/${dish.catererId}`}
        />
      )}
    </>
  );
}
