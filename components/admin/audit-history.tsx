"use client";

import useSWR from "swr";
import { getJson } from "@/lib/client/write";
import type { AuditEntityType, AuditEntryDto } from "@/lib/audit/types";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (Array.isArray(value)) return value.join(", ") || "(empty)";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * The History of one record: every admin change, newest first, with who made it, when,
 * and each changed field's value before and after.
 */
export function AuditHistory({
  entityType,
  entityId,
}: {
  entityType: AuditEntityType;
  entityId: number;
}) {
  const { data, error } = useSWR<AuditEntryDto[]>(
    `/api/admin/audit?entityType=${entityType}&entityId=${entityId}`,
    getJson,
  );
  return (
    <section aria-label="History" className="space-y-2 border-t pt-4" data-testid="audit-history">
      <h3 className="text-sm font-semibold">History</h3>
      {error ? (
        <p className="text-sm text-muted-foreground">Failed to load the history.</p>
      ) : !data ? (
        <p className="text-sm text-muted-foreground">Loading...</p>
      ) : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No admin changes yet.</p>
      ) : (
        <ol className="max-h-48 space-y-2 overflow-y-auto text-sm">
          {data.map((entry) => (
            <li key={entry.id} className="rounded-md bg-muted/50 p-2" data-testid="audit-entry">
              <p className="text-xs text-muted-foreground">
                {when.format(new Date(entry.createdAt))} by {entry.actorEmail} ({entry.action})
              </p>
              <ul className="mt-1 space-y-0.5">
                {Object.entries(entry.changes).map(([field, change]) => (
                  <li key={field} className="break-words">
                    <span className="font-medium">{field}</span>: {show(change.from)} &rarr;{" "}
                    {show(change.to)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
