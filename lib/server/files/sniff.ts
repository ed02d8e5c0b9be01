/**
 * The type of an uploaded document from its first bytes, never from its name or the
 * Content-Type the browser sent: PDF, PNG or JPEG, or null for anything else.
 */
import "server-only";

export function sniffDocumentType(
  data: Uint8Array,
): "application/pdf" | "image/png" | "image/jpeg" | null {
  const starts = (sig: number[]) => sig.every((b, i) => data[i] === b);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf"; // %PDF-
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (starts([0xff, 0xd8, 0xff])) return "image/jpeg";
  return null;
}

/** The type of an uploaded photo from its first bytes: JPEG, PNG or WebP, or null. */
export function sniffPhotoType(data: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  const type = sniffDocumentType(data);
  if (type === "image/jpeg" || type === "image/png") return type;
  const ascii = (from: number, text: string) =>
    [...text].every((c, i) => data[from + i] === c.charCodeAt(0));
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return "image/webp";
  return null;
}
