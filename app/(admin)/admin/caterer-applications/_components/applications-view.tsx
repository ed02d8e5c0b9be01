"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { write } from "@/lib/client/write";
import { Eye, MapPin, Utensils } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { applicationFilterLabel } from "@/lib/applications/labels";
import { canReviewApplication, statusOnOpen } from "@/lib/applications/rules";
import type { AdminApplicationDto } from "@/lib/applications/types";
import type { ApplicationFilter } from "@/lib/applications/review-schemas";
import { openApplicationAction } from "../actions";
import { ApplicationDetailsDialog } from "./application-details-dialog";
import { ApplicationStatusBadge } from "./application-status-badge";
import { DecisionButtons } from "./decision-buttons";
import { DecisionDialog, type Decision } from "./decision-dialog";
import { formatDay } from "./format-date";

export function ApplicationsView({
  applications,
  filter,
  searching = false,
}: {
  applications: AdminApplicationDto[];
  filter: ApplicationFilter;
  /** A search is applied (?q=), so an empty list means "no match". */
  searching?: boolean;
}) {
  const router = useRouter();
  const [details, setDetails] = useState<AdminApplicationDto | null>(null);
  const [deciding, setDeciding] = useState<{
    application: AdminApplicationDto;
    decision: Decision;
  } | null>(null);

  async function view(application: AdminApplicationDto) {
    setDetails(application);
    // Opening a submitted application puts it under review, which the applicant sees.
    await write(() => openApplicationAction(application.id), {
      refused: (message) => message,
      crashed: () => "Failed to fetch applications",
      onDone: (opened) => {
        setDetails((shown) => (shown?.id === opened.id ? opened : shown));
        if (opened.status !== application.status) router.refresh();
      },
    });
  }

  function decide(application: AdminApplicationDto, decision: Decision) {
    setDetails(null);
    setDeciding({ application, decision });
  }

  if (applications.length === 0) {
    return (
      <Card className="mt-8">
        <CardContent className="p-10 text-center text-muted-foreground">
          {searching
            ? "No applications match your search."
            : filter === "all"
              ? "No applications yet."
              : filter === "pending"
                ? "No applications wait for review."
                : `No ${applicationFilterLabel(filter).toLowerCase()} applications.`}
        </CardContent>
      </Card>
    );
  }

  return (
    <>
      <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2">
        {applications.map((application) => (
          <li key={application.id}>
            <Card data-testid="application-card" className="h-full">
              <CardContent className="flex h-full flex-col gap-3 p-5">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-lg font-semibold leading-tight">
                    {application.businessName}
                  </h2>
                  <ApplicationStatusBadge status={application.status} />
                </div>
                <div className="text-sm">
                  <p className="font-medium">
                    {application.user.firstName} {application.user.lastName}
                  </p>
                  <p className="break-all text-muted-foreground">{application.user.email}</p>
                </div>
                <dl className="space-y-1 text-sm text-muted-foreground">
                  <div>
                    <dt className="sr-only">Cuisines</dt>
                    <dd className="flex items-center gap-2">
                      <Utensils aria-hidden className="h-4 w-4 shrink-0" />
                      {application.cuisineTags.join(", ")}
                    </dd>
                  </div>
                  <div>
                    <dt className="sr-only">Service area</dt>
                    <dd className="flex items-center gap-2">
                      <MapPin aria-hidden className="h-4 w-4 shrink-0" />
                      {application.serviceArea}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline">Submitted </dt>
                    <dd className="inline">{formatDay(application.submittedAt)}</dd>
                  </div>
                </dl>
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => void view(application)}
                    aria-describedby={
                      statusOnOpen(application.status) ? `opens-${application.id}` : undefined
                    }
                  >
                    <Eye aria-hidden className="h-4 w-4" /> View Details
                  </Button>
                  {canReviewApplication(application.status) && (
                    <DecisionButtons onDecide={(d) => decide(application, d)} />
                  )}
                </div>
                {statusOnOpen(application.status) && (
                  // Opening is part of the review: the applicant then sees "being reviewed".
                  <p id={`opens-${application.id}`} className="text-xs text-muted-foreground">
                    View Details moves it to Under Review.
                  </p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <ApplicationDetailsDialog
        application={details}
        onClose={() => setDetails(null)}
        onDecide={(decision) => details && decide(details, decision)}
      />
      <DecisionDialog
        application={deciding?.application ?? null}
        decision={deciding?.decision ?? "approve"}
        onClose={() => setDeciding(null)}
        onDone={() => {
          setDeciding(null);
          router.refresh();
        }}
      />
    </>
  );
}
