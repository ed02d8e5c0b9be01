import { Card, CardContent } from "@/components/ui/card";
import type { ApplicationDto } from "@/lib/applications/types";

const TEXTS: Record<string, { title: string; text: (a: ApplicationDto) => string }> = {
  approved: {
    title: "Application Approved",
    text: () =>
      "Congratulations! Your application has been approved. Your caterer profile is being set up.",
  },
  rejected: {
    title: "Application Not Approved",
    text: (a) => a.adminNotes || "Your application was not approved at this time.",
  },
  submitted: {
    title: "Application Submitted",
    text: () => "Your application is waiting for admin review.",
  },
  under_review: {
    title: "Under Review",
    text: () => "An admin is currently reviewing your application.",
  },
};

/** The read-only card for an application that is no longer the applicant's to edit. */
export function ApplicationStatusCard({ application }: { application: ApplicationDto }) {
  const entry = TEXTS[application.status];
  if (!entry) return null;
  return (
    <Card data-testid="application-status">
      <CardContent className="space-y-3 p-8 text-center">
        <h2 className="text-2xl font-semibold">{entry.title}</h2>
        <p className="text-muted-foreground">{entry.text(application)}</p>
        <p className="text-sm">
          {application.businessName} · {application.cuisineTags.join(", ")} ·{" "}
          {application.serviceArea}
        </p>
      </CardContent>
    </Card>
  );
}
