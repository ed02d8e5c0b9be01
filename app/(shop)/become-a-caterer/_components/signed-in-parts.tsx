"use client";

import { lazy, type ComponentProps } from "react";
import type { ApplicationForm as Form } from "./application-form";
import type { PermitSection as Permit } from "@/components/permits/permit-section";

// What only a signed-in visitor sees, loaded only when rendered: the page of a signed-out
// visitor (only "Please log in to apply") would otherwise carry the form's code,
// react-hook-form among it (about 16 KiB gzip). The server still renders both in full.
const LazyForm = lazy(() =>
  import("./application-form").then((m) => ({ default: m.ApplicationForm })),
);
const LazyPermit = lazy(() =>
  import("@/components/permits/permit-section").then((m) => ({ default: m.PermitSection })),
);

export function ApplicationForm(props: ComponentProps<typeof Form>) {
  return <LazyForm {...props} />;
}

export function PermitSection(props: ComponentProps<typeof Permit>) {
  return <LazyPermit {...props} />;
}
