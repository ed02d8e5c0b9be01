"use client";

import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { getJson, send, write } from "@/lib/client/write";
import { permitTypeLabel } from "@/lib/permits/rules";
import type { PermitDto } from "@/lib/permits/types";

/** The applicant's permit in the review dialog: details, the document, and Verify. */
export function PermitReview({ userId }: { userId: number }) {
  const key = `/api/admin/permits/${userId}`;
  const { data: permit, isLoading, mutate } = useSWR<PermitDto | null>(key, getJson);

  const verify = () =>
    write(() => send<PermitDto>("POST", `${key}/verify`), {
      success: "Permit verified.",
      refused: (message) => message || "Failed to verify the permit.",
      crashed: () => "Failed to verify the permit.",
      onDone: (verified) => mutate(verified, { revalidate: false }),
    });

  return (
    <section className="space-y-2 rounded-md border p-3" data-testid="permit-review">
      <h3 className="text-sm font-semibold">Home-Kitchen Permit</h3>
      {isLoading ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : !permit ? (
        <p className="text-sm text-muted-foreground">No permit entered.</p>
      ) : (
        <>
          <p className="text-sm">
            {permitTypeLabel(permit.permitType)} {permit.permitNumber}, issued by{" "}
            {permit.issuingAuthority}, expires {permit.expiresOn}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {permit.documentUrl ? (
              <a
                href={permit.documentUrl}
                target="_blank"
                rel="noreferrer"
                className="text-sm underline"
              >
                View permit document
              </a>
            ) : (
              <span className="text-sm text-muted-foreground">No document uploaded</span>
            )}
            {permit.verifiedAt ? (
              <span className="text-sm font-medium text-green-700" data-testid="permit-verified">
                Verified
              </span>
            ) : (
              permit.hasDocument && (
                <Button size="sm" variant="outline" onClick={verify}>
                  Verify Permit
                </Button>
              )
            )}
          </div>
        </>
      )}
    </section>
  );
}
