/**
 * A PDF's text, for tests of the printable pages. unpdf loads PDF.js with a dynamic
 * import(), which Jest's module sandbox cannot run; it is handed the bundle through Jest's
 * own module system instead (jest.config.ts maps and transforms it).
 */
import { definePDFJSModule, extractText, getDocumentProxy } from "unpdf";

let ready: Promise<void> | null = null;

export async function pdfText(bytes: ArrayBuffer | Uint8Array) {
  ready ??= definePDFJSModule(() => import("unpdf/pdfjs"));
  await ready;
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { text, pages: totalPages };
}
