"use client";

import { useState } from "react";
import { useRouter, useSearchParams } from "next/navigation";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { ListSearch, Pager, useQueryUpdater } from "@/components/admin/list-controls";
import { UserFormDialog } from "@/components/admin/user-form-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { ROLE_LABELS } from "@/lib/navigation";
import type { UserDto } from "@/lib/users/types";
import type { AdminUserFormValues } from "@/lib/users/schemas";
import {
  createUserAction,
  deleteUserAction,
  setUserStatusAction,
  updateUserAction,
} from "../../actions";

const created = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });

export function saveUser(values: AdminUserFormValues, userId: number | null) {
  return userId === null ? createUserAction(values) : updateUserAction(userId, values);
}

/** Deactivate/Activate and delete, shared by the users page and the dashboard's Users tab. */
export function useUserActions() {
  const router = useRouter();
  return {
    async toggle(user: UserDto) {
      try {
        const result = await setUserStatusAction(user.id, { isActive: !user.isActive });
        if (!result.ok) return toast.error(result.message || "Failed to update user status");
        toast.success(result.data.isActive ? "User activated" : "User deactivated");
        router.refresh();
      } catch {
        toast.error("Failed to update user status");
      }
    },
    async remove(user: UserDto) {
      if (!window.confirm(`Are you sure you want to delete ${user.firstName} ${user.lastName}?`))
        return;
      try {
        const result = await deleteUserAction(user.id);
        if (!result.ok)
          return toast.error("Failed to delete user", { description: result.message });
        toast.success("User deleted successfully");
        router.refresh();
      } catch {
        toast.error("Failed to delete user");
      }
    },
  };
}

export function RoleBadge({ role }: { role: UserDto["role"] }) {
  return (
    <Badge variant={role === "admin" ? "default" : role === "caterer" ? "secondary" : "outline"}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

/** Whether the person proved their address with the emailed link (docs/security.md). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
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

export function ActiveBadge({ active }: { active: boolean }) {
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

export function UsersTable({
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
  const params = useSearchParams();
  const update = useQueryUpdater();
  const actions = useUserActions();
  const [editing, setEditing] = useState<UserDto | null>(null);
  const [open, setOpen] = useState(false);
  const openDialog = (user: UserDto | null) => {
    setEditing(user);
    setOpen(true);
  };

  return (
    <Card className="mt-6">
      <CardContent className="space-y-4 p-4">
        <div className="flex flex-col gap-3 md:flex-row md:items-center md:justify-between">
          <div className="flex flex-col gap-3 sm:flex-row">
            <ListSearch label="Search users" placeholder="Search by name or email..." />
            <Select value={params.get("role") ?? "all"} onValueChange={(v) => update({ role: v })}>
              <SelectTrigger aria-label="Filter by role" className="sm:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Roles</SelectItem>
                <SelectItem value="user">Customer</SelectItem>
                <SelectItem value="caterer">Caterer</SelectItem>
                <SelectItem value="admin">Admin</SelectItem>
              </SelectContent>
            </Select>
            <Select
              value={params.get("status") ?? "all"}
              onValueChange={(v) => update({ status: v })}
            >
              <SelectTrigger aria-label="Filter by status" className="sm:w-40">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="all">All Statuses</SelectItem>
                <SelectItem value="active">Active</SelectItem>
                <SelectItem value="inactive">Inactive</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <Button onClick={() => openDialog(null)}>
            <Plus aria-hidden className="h-4 w-4" /> Add User
          </Button>
        </div>

        {/* On phones each row is a card: the same cells, one per line, with their labels. */}
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
            <tbody className="block space-y-3 md:table-row-group md:space-y-0">
              {users.length === 0 && (
                <tr className="block md:table-row">
                  <td
                    colSpan={6}
                    className="block py-10 text-center text-muted-foreground md:table-cell"
                  >
                    No users found.
                  </td>
                </tr>
              )}
              {users.map((user) => {
                const self = user.id === viewerId;
                return (
                  <tr
                    key={user.id}
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
                      <ActiveBadge active={user.isActive} />{" "}
                      <VerifiedBadge verified={user.emailVerified} />
                    </td>
                    <td className="inline-block pt-2 text-xs text-muted-foreground md:table-cell md:py-2 md:pr-3 md:text-sm md:whitespace-nowrap md:text-foreground">
                      <span className="md:hidden">Joined </span>
                      {created.format(new Date(user.createdAt))}
                    </td>
                    <td className="block pt-2 md:table-cell md:py-2">
                      <div className="flex justify-start gap-1 md:justify-end">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={`Edit ${user.email}`}
                          onClick={() => openDialog(user)}
                        >
                          <Pencil aria-hidden className="h-4 w-4" />
                        </Button>
                        <Button
                          variant="outline"
                          size="sm"
                          disabled={self}
                          onClick={() => actions.toggle(user)}
                        >
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
              })}
            </tbody>
          </table>
        </div>
        <Pager page={page} pageSize={pageSize} total={total} />
      </CardContent>
      <UserFormDialog
        open={open}
        onOpenChange={setOpen}
        user={editing}
        isSelf={editing?.id === viewerId}
        onSave={saveUser}
        onSaved={() => router.refresh()}
      />
    </Card>
  );
}
