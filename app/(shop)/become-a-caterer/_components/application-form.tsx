"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import type { z } from "zod";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { lazyResolver } from "@/lib/client/lazy-resolver";
import { useWrite } from "@/lib/client/write";
import { TERMS_REQUIRED } from "@/lib/applications/rules";
import type { ApplicationDto } from "@/lib/applications/types";
import type { applicationSchema, ApplicationInput } from "@/lib/applications/schemas";
import { saveDraftAction, submitAction } from "../actions";

const APPLICATION_FIELDS = [
  "businessName",
  "cuisineTags",
  "serviceArea",
  "phone",
  "description",
  "termsAccepted",
] as const;

type FormOutput = z.output<typeof applicationSchema>;

// zod and the schema load when the form is first focused or submitted, not with the page.
const resolver = lazyResolver(async () => {
  const [{ zodResolver }, { applicationSchema }] = await Promise.all([
    import("@hookform/resolvers/zod"),
    import("@/lib/applications/schemas"),
  ]);
  return zodResolver(applicationSchema);
});

export function ApplicationForm({ application }: { application: ApplicationDto | null }) {
  const router = useRouter();
  const [id, setId] = useState(application?.id ?? null);
  // The form edits cuisine types as comma-separated text; the schema splits it.
  const form = useForm<ApplicationInput, unknown, FormOutput>({
    resolver,
    defaultValues: {
      businessName: application?.businessName ?? "",
      cuisineTags: application?.cuisineTags.join(", ") ?? "",
      serviceArea: application?.serviceArea ?? "",
      phone: application?.phone ?? "",
      description: application?.description ?? "",
      termsAccepted: application?.termsAccepted ?? false,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const draftFailed = {
    title: "Save Failed",
    description: "Failed to save your draft. Please try again.",
  };
  const saveDraft = useWrite(form, {
    save: (values) => saveDraftAction(id, values),
    fields: APPLICATION_FIELDS,
    success: { title: "Draft Saved", description: "You can come back and finish it any time." },
    refused: () => draftFailed,
    alwaysToastRefusal: true,
    crashed: () => draftFailed,
    onDone: (saved) => setId(saved.id),
  });

  const submitFailed = (description: string) => ({ title: "Submission Failed", description });
  const submit = useWrite(form, {
    save: (values) => submitAction(id, values),
    fields: APPLICATION_FIELDS,
    // A draft may leave the terms unticked; a submitted application may not.
    check: (values) => {
      if (!values.termsAccepted) form.setError("termsAccepted", { message: TERMS_REQUIRED });
      return values.termsAccepted;
    },
    success: {
      title: "Application Submitted!",
      description:
        "Your application has been submitted for review. We'll notify you once it's been reviewed.",
    },
    refused: submitFailed,
    alwaysToastRefusal: true,
    crashed: () => submitFailed("Failed to submit your application. Please try again."),
    onDone: () => router.refresh(),
  });

  return (
    <Card>
      <CardContent className="space-y-5 p-6">
        {application?.status === "changes_requested" && (
          <div
            className="rounded-md border border-yellow-300 bg-yellow-50 p-4 text-sm text-yellow-900"
            role="status"
          >
            <p className="font-semibold">Changes Requested</p>
            <p className="mt-1">{application.adminNotes}</p>
          </div>
        )}
        <form
          method="post"
          noValidate
          className="space-y-4"
          onSubmit={submit}
          onFocus={resolver.preload}
        >
          <Field
            id="app-business"
            label="Business Name"
            required
            error={errors.businessName?.message}
          >
            <Input id="app-business" {...form.register("businessName")} />
          </Field>
          <Field
            id="app-cuisines"
            label="Cuisine Types (comma-separated)"
            required
            error={errors.cuisineTags?.message}
          >
            <Input
              id="app-cuisines"
              placeholder="Italian, Sicilian"
              {...form.register("cuisineTags")}
            />
          </Field>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field id="app-area" label="Service Area" required error={errors.serviceArea?.message}>
              <Input id="app-area" placeholder="Brooklyn, NY" {...form.register("serviceArea")} />
            </Field>
            <Field id="app-phone" label="Phone" error={errors.phone?.message}>
              <Input id="app-phone" type="tel" {...form.register("phone")} />
            </Field>
          </div>
          <Field
            id="app-description"
            label="About Your Catering Business"
            required
            error={errors.description?.message}
          >
            <Textarea
              id="app-description"
              rows={5}
              placeholder="What you cook, for which events, and how you work (at least 50 characters)."
              {...form.register("description")}
            />
          </Field>
          <div className="space-y-1.5">
            <div className="flex items-start gap-2">
              <Controller
                control={form.control}
                name="termsAccepted"
                render={({ field }) => (
                  <Checkbox
                    id="app-terms"
                    checked={field.value === true}
                    onCheckedChange={(v) => field.onChange(v === true)}
                  />
                )}
              />
              <Label htmlFor="app-terms" className="font-normal leading-snug">
                I accept the terms and conditions for caterers, including food-safety rules for home
                kitchens. <span className="text-red-600">*</span>
              </Label>
            </div>
            {errors.termsAccepted && (
              <p className="text-sm text-red-600">{errors.termsAccepted.message}</p>
            )}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              disabled={isSubmitting}
              onClick={() => void saveDraft()}
            >
              Save Draft
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Submitting..." : "Submit Application"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
