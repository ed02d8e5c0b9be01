"use client";

import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import type { DishDto } from "@/lib/dishes/types";
import { lazyComponent } from "@/lib/client/lazy-component";
import { Icon } from "@/components/icons/icon";

// The planner's dialog and rules load on intent, not with the caterer page.
const loadDialog = () => import("./tray-planner-dialog");
const TrayPlannerDialog = lazyComponent(() => loadDialog().then((m) => m.TrayPlannerDialog));

/** "How many trays do I need?" on a caterer's page; the dialog is tray-planner-dialog.tsx. */
export function TrayPlanner({ dishes, catererName }: { dishes: DishDto[]; catererName: string }) {
  const [open, setOpen] = useState(false);
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
      >
        <Icon name="calculator" className="h-4 w-4" />
        How many trays do I need?
      </Button>
      {open && (
        <Suspense>
          <TrayPlannerDialog
            dishes={dishes}
            catererName={catererName}
            open={open}
            onOpenChange={setOpen}
          />
        </Suspense>
      )}
    </>
  );
}
