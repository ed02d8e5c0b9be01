import type { Metadata } from "next";
import { StatCard } from "@/components/stats/stat-card";
import { Card, CardContent } from "@/components/ui/card";
import { requireAdminPage } from "@/lib/server/auth/require-admin-page";
import { listUsers, userStats } from "@/lib/server/users/list-users";
import { UsersPanel } from "../_components/users-panel";

export const metadata: Metadata = { title: "Users", robots: { index: false } };

type Search = { q?: string; role?: string; status?: string; page?: string };

export default async function AdminUsersPage({ searchParams }: { searchParams: Promise<Search> }) {
  const actor = await requireAdminPage("/admin/users");
  const { q, role, status, page } = await searchParams;
  const [stats, list] = await Promise.all([
    userStats(actor),
    // A hand-edited URL with a bad filter shows the first page rather than an error.
    listUsers(actor, { search: q, role, status, page }).catch(() => listUsers(actor, {})),
  ]);
  return (
    <>
      <h1 className="text-3xl font-bold">User Management</h1>
      <p className="mt-1 text-muted-foreground">Find, edit, activate and deactivate accounts.</p>
      <div className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard label="Total Users" value={stats.total} />
        <StatCard label="Active Users" value={stats.active} hint={`${stats.inactive} inactive`} />
        <StatCard label="Caterers" value={stats.byRole.caterer} />
        <StatCard label="Admins" value={stats.byRole.admin} />
      </div>
      <Card className="mt-6">
        <CardContent className="p-4">
          <UsersPanel
            users={list.users}
            total={list.total}
            page={list.page}
            pageSize={list.pageSize}
            viewerId={actor.userId}
            layout="table"
          />
        </CardContent>
      </Card>
    </>
  );
}
