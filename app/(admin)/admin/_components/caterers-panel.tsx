"use client";

import { useState } from "react";
import Image from "next/image";
import { useRouter } from "next/navigation";
import { MapPin, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { write } from "@/lib/client/write";
import { CatererFormDialog } from "@/components/admin/caterer-form-dialog";
import { AdminListPanel } from "@/components/admin/admin-list-panel";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { AdminCatererDto } from "@/lib/kitchens/types";
import type { AdminCatererInput } from "@/lib/kitchens/schemas";
import { createCatererAction, deleteCatererAction, updateCatererAction } from "../actions";

const save = (values: AdminCatererInput, id: number | null) =>
  id === null ? createCatererAction(values) : updateCatererAction(id, values);

export function CaterersPanel({
  caterers,
  total,
  page,
  pageSize,
}: {
  caterers: AdminCatererDto[];
  total: number;
  page: number;
  pageSize: number;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<AdminCatererDto | null>(null);
  const openDialog = (c: AdminCatererDto | null) => {
    setEditing(c);
    setOpen(true);
  };
  const remove = async (c: AdminCatererDto) => {
    if (!window.confirm(`Are you sure you want to delete "${c.name}"?`)) return;
    await write(() => deleteCatererAction(c.id), {
      success: "Caterer deleted successfully",
      refused: (message) => ({ title: "Failed to delete caterer", description: message }),
      crashed: () => "Failed to delete caterer",
      onDone: () => router.refresh(),
    });
  };

  return (
    <AdminListPanel
      search={{ label: "Search caterers", placeholder: "Search by name, cuisine or location..." }}
      action={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden className="h-4 w-4" /> Add Caterer
        </Button>
      }
      empty="No caterers found."
      isEmpty={caterers.length === 0}
      page={page}
      pageSize={pageSize}
      total={total}
    >
      {caterers.length > 0 && (
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {caterers.map((c) => (
            <Card key={c.id} className="overflow-hidden" data-testid="admin-caterer-card">
              <div className="relative h-32 bg-muted">
                {c.imageUrl && (
                  <Image
                    src={c.imageUrl}
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
                  <h3 className="font-semibold">{c.name}</h3>
                  <Badge variant="secondary">{c.cuisine}</Badge>
                </div>
                {c.location && (
                  <p className="flex items-center gap-1 text-sm text-muted-foreground">
                    <MapPin aria-hidden className="h-3.5 w-3.5" /> {c.location}
                  </p>
                )}
                <p className="flex items-center gap-3 text-sm">
                  <span className="flex items-center gap-1">
                    <Star aria-hidden className="h-3.5 w-3.5 fill-amber-400 text-amber-400" />
                    {c.rating}
                  </span>
                  <span className="text-muted-foreground">
                    {c.dishCount} dishes &middot; {c.bookingCount} orders
                  </span>
                </p>
                <p className="text-sm text-muted-foreground" data-testid="acceptance-rate">
                  Acceptance (90 days):{" "}
                  {c.acceptance.rate === null
                    ? "no decided orders"
                    : `${c.acceptance.rate}% (${c.acceptance.confirmed} of ${c.acceptance.decided})`}
                </p>
                {c.sharedAddressAccounts.length > 0 && (
                  // A self-dealing hint (docs/security.md): the owner's delivery address is shared.
                  <p className="text-sm text-amber-700" data-testid="shared-address">
                    Shares a delivery address with:{" "}
                    {c.sharedAddressAccounts.map((u) => u.email).join(", ")}
                  </p>
                )}
                <div className="flex gap-2 pt-1">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => openDialog(c)}
                    aria-label={`Edit ${c.name}`}
                  >
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => remove(c)}
                    aria-label={`Delete ${c.name}`}
                  >
                    <Trash2 aria-hidden className="h-4 w-4 text-red-600" /> Delete
                  </Button>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <CatererFormDialog
        open={open}
        onOpenChange={setOpen}
        caterer={editing}
        onSave={save}
        onSaved={() => router.refresh()}
      />
    </AdminListPanel>
  );
}
