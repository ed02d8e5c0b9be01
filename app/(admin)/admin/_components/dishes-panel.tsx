"use client";

import { useState } from "react";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { write } from "@/lib/client/write";
import { AdminListPanel } from "@/components/admin/admin-list-panel";
import { DishFormDialog } from "@/components/dishes/dish-form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { CATEGORY_BADGES } from "@/lib/browse/menu";
import { formatDollars } from "@/lib/money/cents";
import type { AdminDishDto } from "@/lib/dishes/types";
import { deleteDishAction, saveDishAction } from "../actions";

export function DishesPanel({
  dishes,
  total,
  page,
  pageSize,
}: {
  dishes: AdminDishDto[];
  total: number;
  page: number;
  pageSize: number;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<AdminDishDto | null>(null);
  const openDialog = (d: AdminDishDto | null) => {
    setEditing(d);
    setOpen(true);
  };
  const remove = async (d: AdminDishDto) => {
    if (!window.confirm(`Are you sure you want to delete "${d.name}"?`)) return;
    await write(() => deleteDishAction(d.id), {
      success: "Dish deleted successfully",
      refused: (message) => message || "Failed to delete dish",
      crashed: () => "Failed to delete dish",
      onDone: () => router.refresh(),
    });
  };

  return (
    <AdminListPanel
      search={{ label: "Search dishes", placeholder: "Search by dish or caterer..." }}
      action={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden className="h-4 w-4" /> Add Dish
        </Button>
      }
      empty="No dishes found."
      isEmpty={dishes.length === 0}
      page={page}
      pageSize={pageSize}
      total={total}
    >
      {dishes.length > 0 && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {dishes.map((d) => (
            <Card key={d.id} className="overflow-hidden" data-testid="admin-dish-card">
              <div className="relative h-32 bg-muted">
                {d.imageUrls[0] && (
                  <Image
                    src={d.imageUrls[0]}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 33vw, 100vw"
                    className="object-cover"
                    unoptimized
                  />
                )}
              </div>
              <CardContent className="space-y-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <h3 className="font-semibold">{d.name}</h3>
                  <Badge variant="secondary">{CATEGORY_BADGES[d.category]}</Badge>
                </div>
                <p className="text-sm text-muted-foreground">{d.catererName}</p>
                <p className="text-sm">
                  Medium {formatDollars(d.mediumTrayPrice)} &middot; Large{" "}
                  {formatDollars(d.largeTrayPrice)}
                </p>
                <div className="flex gap-2 pt-1">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => openDialog(d)}
                    aria-label={`Edit ${d.name}`}
                  >
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => remove(d)}
                    aria-label={`Delete ${d.name}`}
                  >
                    <Trash2 aria-hidden className="h-4 w-4 text-red-600" /> Delete
                  </Button>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <DishFormDialog
        open={open}
        onOpenChange={setOpen}
        dish={editing}
        // The picker looks caterers up on the server; this names the edited dish's own.
        caterers={editing ? [{ id: editing.catererId, name: editing.catererName }] : []}
        onSave={saveDishAction}
        onSaved={() => router.refresh()}
      />
    </AdminListPanel>
  );
}
