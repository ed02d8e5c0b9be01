"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { send, useWrite, write } from "@/lib/client/write";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { MAX_PERMIT_DOCUMENT_BYTES, PERMIT_TYPES } from "@/lib/permits/rules";
import type { PermitDto } from "@/lib/permits/types";
import type { PermitInput } from "@/lib/permits/schemas";
import { fileToBase64 } from "@/lib/client/file-to-base64";

// zod and the schema load when the form is first focused or submitted, not with the page.
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { permitSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/permits/schemas"),
  ]);
  return zodResolver(permitSchema);
});

const FIELDS = ["permitType", "permitNumber", "issuingAuthority", "expiresOn"] as const;

/**
 * The home-kitchen permit of an applicant or caterer (docs/product-rules.md §14): type,
 * number, issuing authority and expiry date, then the document (PDF, PNG or JPEG, 5 MB).
 * Saving new details or a new document means an admin verifies it again.
 */
export function PermitSection({ initial }: { initial: PermitDto | null }) {
  const [permit, setPermit] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const form = useForm<PermitInput>({
    resolver,
    defaultValues: {
      permitType: initial?.permitType ?? "cottage_food_registration",
      permitNumber: initial?.permitNumber ?? "",
      issuingAuthority: initial?.issuingAuthority ?? "",
      expiresOn: initial?.expiresOn ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;

  const save = useWrite(form, {
    save: (values) => send<PermitDto>("PUT", "/api/permits/mine", values),
    fields: FIELDS,
    success: "Permit details saved.",
    refused: (message) => message || "Failed to save the permit. Please try again.",
    crashed: () => "Failed to save the permit. Please try again.",
    onDone: setPermit,
  });

  async function upload() {
    if (!file) return toast.error("Please choose the permit document to upload");
    if (file.size > MAX_PERMIT_DOCUMENT_BYTES) {
      return toast.error("The permit document must be at most 5 MB");
    }
    setUploading(true);
    await write(
      async () =>
        send<PermitDto>("POST", "/api/permits/mine/document", {
          contentBase64: await fileToBase64(file),
        }),
      {
        success: "Permit document uploaded.",
        refused: (message) => message || "Failed to upload the document. Please try again.",
        crashed: () => "Failed to upload the document. Please try again.",
        onDone: (uploaded) => {
          setPermit(uploaded);
          setFile(null);
        },
      },
    );
    setUploading(false);
  }

  return (
    <Card className="mt-8" data-testid="permit-section">
      <CardContent className="space-y-4 p-6">
        <div>
          <h2 className="text-xl font-semibold">Home-Kitchen Permit</h2>
          <p className="text-sm text-muted-foreground">
            Your cottage food registration or home kitchen operation permit. Only you and our team
            can see the document.
          </p>
          {permit && (
            <p className="mt-2 text-sm font-medium" data-testid="permit-status">
              {permit.verifiedAt
                ? "Verified by TrayTable"
                : permit.hasDocument
                  ? "Document uploaded, waiting for verification"
                  : "Details saved, please upload the document"}
            </p>
          )}
        </div>
        <form
          method="post"
          onSubmit={save}
          onFocus={resolver.preload}
          noValidate
          className="space-y-4"
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="permit-type" label="Permit Type" required error={errors.permitType?.message}>
              <select
                id="permit-type"
                className="h-11 w-full rounded-md border bg-background px-3 text-base md:h-10 md:text-sm"
                {...form.register("permitType")}
              >
                {PERMIT_TYPES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="permit-number"
              label="Permit Number"
              required
              error={errors.permitNumber?.message}
            >
              <Input id="permit-number" {...form.register("permitNumber")} />
            </Field>
            <Field
              id="permit-authority"
              label="Issuing Authority"
              required
              error={errors.issuingAuthority?.message}
            >
              <Input id="permit-authority" {...form.register("issuingAuthority")} />
            </Field>
            <Field
              id="permit-expires"
              label="Expiry Date"
              required
              error={errors.expiresOn?.message}
            >
              <Input id="permit-expires" type="date" {...form.register("expiresOn")} />
            </Field>
          </div>
          <Button type="submit" variant="outline" disabled={isSubmitting}>
            {isSubmitting ? "Saving..." : "Save Permit"}
          </Button>
        </form>
        {permit && (
          <div className="space-y-2 border-t pt-4">
            <label htmlFor="permit-document" className="text-sm font-medium">
              Permit Document (PDF, PNG or JPEG, up to 5 MB)
            </label>
            <Input
              id="permit-document"
              type="file"
              accept="application/pdf,image/png,image/jpeg"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="button" onClick={upload} disabled={uploading}>
                {uploading ? "Uploading..." : "Upload Document"}
              </Button>
              {permit.documentUrl && (
                <a
                  href={permit.documentUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="text-sm underline"
                >
                  View uploaded document
                </a>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
