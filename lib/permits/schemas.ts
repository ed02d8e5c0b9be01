/** The permit details of a caterer application (docs/product-rules.md §14). */
import { z } from "zod";
import { isValidIsoDate } from "@/lib/dates";
import { PERMIT_TYPES, type PermitTypeValue } from "@/lib/permits/rules";

export const PERMIT_MESSAGES = {
  type: "Please choose the permit type",
  number: "Permit number is required",
  authority: "Issuing authority is required",
  expiresOn: "Please enter the expiry date (YYYY-MM-DD)",
};

export const permitSchema = z.object({
  permitType: z.enum(PERMIT_TYPES.map((t) => t.value) as [PermitTypeValue, ...PermitTypeValue[]], {
    error: PERMIT_MESSAGES.type,
  }),
  permitNumber: z
    .string({ error: PERMIT_MESSAGES.number })
    .trim()
    .min(1, PERMIT_MESSAGES.number)
    .max(100, "Permit number must be at most 100 characters"),
  issuingAuthority: z
    .string({ error: PERMIT_MESSAGES.authority })
    .trim()
    .min(1, PERMIT_MESSAGES.authority)
    .max(200, "Issuing authority must be at most 200 characters"),
  expiresOn: z
    .string({ error: PERMIT_MESSAGES.expiresOn })
    .refine(isValidIsoDate, PERMIT_MESSAGES.expiresOn),
});
export type PermitInput = z.input<typeof permitSchema>;

/**
 * An uploaded permit document: the file's bytes as base64 in a JSON body, so the upload
 * is an ordinary JSON write that the cross-site checks cover. What the bytes are is decided
 * on the server from the content (lib/server/files/sniff.ts).
 */
export const permitDocumentSchema = z.object({
  contentBase64: z
    .string({ error: "Please choose the permit document to upload" })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "The permit document must be base64"),
});
/** The largest JSON body an upload may send: 5 MB in base64, and some room. */
export const MAX_PERMIT_UPLOAD_BODY_BYTES = Math.ceil((5 * 1024 * 1024 * 4) / 3) + 1024;
