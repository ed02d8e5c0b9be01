import "server-only";
import { PRIVATE_CACHE_CONTROL } from "../http/handle-route";

/** A rendered PDF and the name it is offered under. */
export type PdfFile = { filename: string; bytes: Uint8Array };

/** The PDF shown in the browser's viewer (inline), never kept by a cache: it is private. */
export function pdfResponse(file: PdfFile): Response {
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${file.filename}"`,
      "cache-control": PRIVATE_CACHE_CONTROL,
    },
  });
}
