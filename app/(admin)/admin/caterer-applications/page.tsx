import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ListSearch, Pager } from "@/components/admin/list-controls";
import { Badge } from "@/components/ui/badge";
import {
  countPendingApplications,
  listApplicationsPage,
} from "@/lib/server/applications/list-applications";
import { currentActor } from "@/lib/server/auth/current-actor";
import { APPLICATION_FILTERS, type ApplicationFilter } from "@/lib/applications/review-schemas";
import { ApplicationsView } from "./_components/applications-view";
import { StatusFilter } from "./_components/status-filter";
import { log } from "@/lib/server/observability/log";

export const metadata: Metadata = { title: "Caterer Applications", robots: { index: false } };

function toFilter(value: string | string[] | undefined): ApplicationFilter {
  return (APPLICATION_FILTERS as readonly unknown[]).includes(value)
    ? (value as ApplicationFilter)
    : // The list opens on what waits for the admin, as its red badge counts.
      "pending";
}

const text = (value: string | string[] | undefined) => (typeof value === "string" ? value : "");

export default async function CatererApplicationsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  // Admins only; everyone else, signed in or not, is sent home.
  const actor = await currentActor();
  if (actor?.role !== "admin") redirect("/");
  const params = await searchParams;
  const status = toFilter(params.status);
  const search = text(params.q).trim();

  let data: { list: Awaited<ReturnType<typeof listApplicationsPage>>; pending: number };
  try {
    const [list, pending] = await Promise.all([
      // A hand-edited URL with a bad page or search shows the first page rather than an error.
      listApplicationsPage(actor, { status, search, page: text(params.page) }).catch(() =>
        listApplicationsPage(actor, { status }),
      ),
      countPendingApplications(actor),
    ]);
    data = { list, pending };
  } catch (error) {
    log.error("Loading the caterer applications failed", error);
    return (
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold">Caterer Applications</h1>
        <p role="alert" className="mt-6 text-red-600">
          Failed to fetch applications
        </p>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl font-bold">Caterer Applications</h1>
            <Badge
              variant="destructive"
              className="bg-red-600 text-white"
              data-testid="pending-review"
            >
              {data.pending} Pending Review
            </Badge>
          </div>
          <p className="mt-1 text-muted-foreground">
            Review the people who want to cook on TrayTable: approve them, ask for changes or
            decline.
          </p>
        </div>
        <StatusFilter value={status} />
      </div>
      <div className="mt-6">
        <ListSearch
          label="Search applications"
          placeholder="Search by business, applicant or email..."
        />
      </div>
      <ApplicationsView
        applications={data.list.applications}
        filter={status}
        searching={!!search}
      />
      <Pager page={data.list.page} pageSize={data.list.pageSize} total={data.list.total} />
    </section>
  );
}
