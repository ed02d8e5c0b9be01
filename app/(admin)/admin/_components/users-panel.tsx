"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Mail, Pencil, Phone, Plus, Trash2 } from "lucide-react";
import { write } from "@/lib/client/write";
import { AdminListPanel, type ListFilter } from "@/components/admin/admin-list-panel";
import { UserFormDialog } from "@/components/admin/user-form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { ROLE_LABELS } from "@/lib/navigation";
import type { UserDto } from "@/lib/users/types";
import type { AdminUserFormValues } from "@/lib/users/schemas";
import {
  createUserAction,
  deleteUserAction,
  setUserStatusAction,
  updateUserAction,
} from "../actions";

const created = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

/** The users page's filters (spec 02, "Admin users"); the dashboard's tab searches only. */
const USER_FILTERS: readonly ListFilter[] = [
  {
    param: "role",
    label: "Filter by role",
    allLabel: "All Roles",
    options: [
      { value: "user", label: "Customer" },
      { value: "caterer", label: "Caterer" },
      { value: "admin", label: "Admin" },
    ],
  },
  {
    param: "status",
    label: "Filter by status",
    allLabel: "All Statuses",
    options: [
      { value: "active", label: "Active" },
      { value: "inactive", label: "Inactive" },
    ],
  },
];

function saveUser(values: AdminUserFormValues, userId: number | null) {
  return userId === null ? createUserAction(values) : updateUserAction(userId, values);
}

/** Deactivate/Activate and delete. */
function useUserActions() {
  const router = useRouter();
  return {
    toggle: (user: UserDto) =>
      write(() => setUserStatusAction(user.id, { isActive: !user.isActive }), {
        success: (changed) => (changed.isActive ? "User activated" : "User deactivated"),
        refused: (message) => message || "Failed to update user status",
        crashed: () => "Failed to update user status",
        onDone: () => router.refresh(),
      }),
    async remove(user: UserDto) {
      if (!window.confirm(`Are you sure you want to delete ${user.firstName} ${user.lastName}?`))
        return;
      await write(() => deleteUserAction(user.id), {
        success: "User deleted successfully",
        refused: (message) => ({ title: "Failed to delete user", description: message }),
        crashed: () => "Failed to delete user",
        onDone: () => router.refresh(),
      });
    },
  };
}

function RoleBadge({ role }: { role: UserDto["role"] }) {
  return (
    <Badge variant={role === "admin" ? "default" : role === "caterer" ? "secondary" : "outline"}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

/** Whether the person proved their address with the emailed link (docs/security.md). */
function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <Badge
      variant="outline"
      className={verified ? "border-green-300 text-green-800" : "border-amber-300 text-amber-800"}
      data-testid="user-verified"
    >
      {verified ? "Verified" : "Unverified"}
    </Badge>
  );
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge
      variant="outline"
      className={active ? "border-green-300 text-green-800" : "border-red-300 text-red-800"}
      data-testid="user-status"
    >
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}

type RowProps = {
  user: UserDto;
  self: boolean;
  onEdit: () => void;
  actions: ReturnType<typeof useUserActions>;
};

/**
 * The users list, on the dashboard's Users tab (`cards`: name, badges, email, phone, edit,
 * delete) and on /admin/users (`table`: the role and status filters, Created and
 * Deactivate/Activate besides). One panel, one Add/Edit User dialog.
 */
export function UsersPanel({
  users,
  total,
  page,
  pageSize,
  viewerId,
  layout,
}: {
  users: UserDto[];
  total: number;
  page: number;
  pageSize: number;
  viewerId: number;
  layout: "cards" | "table";
}) {
  const router = useRouter();
  const actions = useUserActions();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<UserDto | null>(null);
  const openDialog = (user: UserDto | null) => {
    setEditing(user);
    setOpen(true);
  };
  const Row = layout === "cards" ? UserCard : UserRow;
  const rows = users.map((user) => (
    <Row
      key={user.id}
      user={user}
      self={user.id === viewerId}
      onEdit={() => openDialog(user)}
      actions={actions}
    />
  ));

  return (
    <AdminListPanel
      search={{ label: "Search users", placeholder: "Search by name or email..." }}
      filters={layout === "table" ? USER_FILTERS : []}
      action={
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden className="h-4 w-4" /> Add User
        </Button>
      }
      empty="No users found."
      isEmpty={users.length === 0}
      page={page}
      pageSize={pageSize}
      total={total}
    >
      {users.length > 0 &&
        (layout === "cards" ? (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">{rows}</div>
        ) : (
          // On phones each row is a card: the same cells, one per line, with their labels.
          <div className="md:overflow-x-auto">
            <table className="block w-full text-left text-sm md:table md:min-w-[720px]">
              <thead className="hidden border-b text-muted-foreground md:table-header-group">
                <tr>
                  <th className="py-2 pr-3 font-medium">Name</th>
                  <th className="py-2 pr-3 font-medium">Email</th>
                  <th className="py-2 pr-3 font-medium">Role</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="py-2 pr-3 font-medium">Created</th>
                  <th className="py-2 text-right font-medium">Actions</th>
                </tr>
              </thead>
              <tbody className="block space-y-3 md:table-row-group md:space-y-0">{rows}</tbody>
            </table>
          </div>
        ))}
      <UserFormDialog
        open={open}
        onOpenChange={setOpen}
        user={editing}
        isSelf={editing?.id === viewerId}
        onSave={saveUser}
        onSaved={() => router.refresh()}
      />
    </AdminListPanel>
  );
}

function UserCard({ user: u, self, onEdit, actions }: RowProps) {
  return (
    <Card data-testid="admin-user-card">
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
          <Button variant="ghost" size="sm" aria-label={`Edit ${u.email}`} onClick={onEdit}>
            <Pencil aria-hidden className="h-4 w-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={self}
            aria-label={`Delete ${u.email}`}
            onClick={() => actions.remove(u)}
          >
            <Trash2 aria-hidden className="h-4 w-4 text-red-600" />
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function UserRow({ user, self, onEdit, actions }: RowProps) {
  return (
    <tr
      className="block rounded-md border p-3 md:table-row md:rounded-none md:border-0 md:border-b md:p-0 md:last:border-0"
      data-testid="user-row"
    >
      <td className="block font-medium md:table-cell md:py-2 md:pr-3">
        {user.firstName} {user.lastName}
        {self && <span className="ml-1 text-xs text-muted-foreground">(you)</span>}
      </td>
      <td className="block text-muted-foreground md:table-cell md:py-2 md:pr-3 md:text-foreground">
        {user.email}
      </td>
      <td className="inline-block pt-2 pr-2 md:table-cell md:py-2 md:pr-3">
        <RoleBadge role={user.role} />
      </td>
      <td className="inline-block pt-2 pr-2 md:table-cell md:py-2 md:pr-3">
        <ActiveBadge active={user.isActive} /> <VerifiedBadge verified={user.emailVerified} />
      </td>
      <td className="inline-block pt-2 text-xs text-muted-foreground md:table-cell md:py-2 md:pr-3 md:text-sm md:whitespace-nowrap md:text-foreground">
        <span className="md:hidden">Joined </span>
        {created.format(new Date(user.createdAt))}
      </td>
      <td className="block pt-2 md:table-cell md:py-2">
        <div className="flex justify-start gap-1 md:justify-end">
          <Button variant="ghost" size="sm" aria-label={`Edit ${user.email}`} onClick={onEdit}>
            <Pencil aria-hidden className="h-4 w-4" />
          </Button>
          <Button variant="outline" size="sm" disabled={self} onClick={() => actions.toggle(user)}>
            {user.isActive ? "Deactivate" : "Activate"}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={self}
            aria-label={`Delete ${user.email}`}
            onClick={() => actions.remove(user)}
          >
            <Trash2 aria-hidden className="h-4 w-4 text-red-600" />
          </Button>
        </div>
      </td>
    </tr>
  );
}
