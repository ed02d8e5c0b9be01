"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Mail, Pencil, Phone, Plus, Trash2 } from "lucide-react";
import { ListSearch, Pager } from "@/components/admin/list-controls";
import { UserFormDialog } from "@/components/admin/user-form-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import type { UserDto } from "@/lib/users/types";
import {
  ActiveBadge,
  RoleBadge,
  saveUser,
  useUserActions,
  VerifiedBadge,
} from "../users/_components/users-table";

export function UsersPanel({
  users,
  total,
  page,
  pageSize,
  viewerId,
}: {
  users: UserDto[];
  total: number;
  page: number;
  pageSize: number;
  viewerId: number;
}) {
  const router = useRouter();
  const actions = useUserActions();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const openDialog = (u: UserDto | null) => {
    setEditing(u);
    setOpen(true);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ListSearch label="Search users" placeholder="Search by name or email..." />
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden className="h-4 w-4" /> Add User
        </Button>
      </div>
      {users.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          No users found.
        </p>
      ) : (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
          {users.map((u) => (
            <Card key={u.id} data-testid="admin-user-card">
              <CardContent className="flex items-start justify-between gap-3 p-4">
                <div className="min-w-0 space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold">
                      {u.firstName} {u.lastName}
                    </p>
                    <RoleBadge role={u.role} />
                    <ActiveBadge active={u.isActive} />
                    <VerifiedBadge verified={u.emailVerified} />
                  </div>
                  <p className="flex items-center gap-1 truncate text-sm text-muted-foreground">
                    <Mail aria-hidden className="h-3.5 w-3.5 shrink-0" /> {u.email}
                  </p>
                  {u.phone && (
                    <p className="flex items-center gap-1 text-sm text-muted-foreground">
                      <Phone aria-hidden className="h-3.5 w-3.5" /> {u.phone}
                    </p>
                  )}
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Edit ${u.email}`}
                    onClick={() => openDialog(u)}
                  >
                    <Pencil aria-hidden className="h-4 w-4" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={u.id === viewerId}
                    aria-label={`Delete ${u.email}`}
                    onClick={() => actions.remove(u)}
                  >
                    <Trash2 aria-hidden className="h-4 w-4 text-red-600" />
                  </Button>
                </div>
              </CardContent>
            </Card>
          ))}
        </div>
      )}
      <Pager page={page} pageSize={pageSize} total={total} />
      <UserFormDialog
        open={open}
        onOpenChange={setOpen}
        user={editing}
        isSelf={editing?.id === viewerId}
        onSave={saveUser}
        onSaved={() => router.refresh()}
      />
    </div>
  );
}
