import "server-only";
import type { PDFPage } from "pdf-lib";
import { formatEventDate, formatEventTime } from "@/lib/format";
import type { KitchenDayInput } from "@/lib/kitchen-day/schemas";
import { trayLabels } from "@/lib/kitchen-day/tray-labels";
import type { TrayLabel } from "@/lib/kitchen-day/types";
import type { Actor } from "../actor";
import { getPrepSheet } from "./get-prep-sheet";
import type { PdfFile } from "./pdf-file";
import {
  clampLines,
  drawLine,
  LETTER,
  MUTED,
  newDocument,
  wrapText,
  type Fonts,
  type TextStyle,
} from "./pdf-kit";

/**
 * Avery 5163 (and its like): 2 x 4 inch labels, 2 across and 5 down on Letter; half an inch
 * at the top, 5/32 at the sides, 3/16 between the columns. In points.
 */
export const LABEL_SHEET = {
  columns: 2,
  rows: 5,
  width: 288,
  height: 144,
  left: 11.25,
  top: 36,
  columnGap: 13.5,
} as const;
const PAD = 14;

/** One label per tray of the day (a line of 2 medium trays: 2 labels), 10 to a page. */
export async function renderTrayLabelsPdf(
  actor: Actor | null,
  input: KitchenDayInput,
): Promise<PdfFile> {
  const sheet = await getPrepSheet(actor, input);
  return {
    filename: `tray-labels-${sheet.date}.pdf`,
    bytes: await drawTrayLabels(sheet.kitchen.name, sheet.date, trayLabels(sheet)),
  };
}

export async function drawTrayLabels(
  kitchenName: string,
  date: string,
  labels: TrayLabel[],
): Promise<Uint8Array> {
  const title = `Tray labels, ${kitchenName}, ${formatEventDate(date)}`;
  const { doc, fonts } = await newDocument(title);
  const perPage = LABEL_SHEET.columns * LABEL_SHEET.rows;
  if (labels.length === 0) {
    const page = doc.addPage(LETTER);
    drawLine(page, "No trays to label on this date.", 48, LETTER[1] - 72, {
      font: fonts.regular,
      size: 12,
    });
  }
  let page: PDFPage | null = null;
  labels.forEach((label, i) => {
    if (i % perPage === 0) page = doc.addPage(LETTER);
    const slot = i % perPage;
    const column = slot % LABEL_SHEET.columns;
    const row = Math.floor(slot / LABEL_SHEET.columns);
    drawLabel(
      page!,
      label,
      fonts,
      LABEL_SHEET.left + column * (LABEL_SHEET.width + LABEL_SHEET.columnGap),
      LETTER[1] - LABEL_SHEET.top - row * LABEL_SHEET.height,
    );
  });
  return doc.save();
}

/** One label whose top left corner is (x, top). */
function drawLabel(page: PDFPage, label: TrayLabel, fonts: Fonts, x: number, top: number) {
  const width = LABEL_SHEET.width - 2 * PAD;
  let y = top - 14;
  const put = (text: string, style: TextStyle, maxLines: number, leading = 1.2) => {
    const lines = clampLines(
      style.font,
      wrapText(style.font, text, style.size, width),
      maxLines,
      style.size,
      width,
    );
    for (const line of lines) {
      drawLine(page, line, x + PAD, y - style.size, style);
      y -= style.size * leading;
    }
  };
  put(label.dishName, { font: fonts.bold, size: 15 }, 2);
  put(label.serves, { font: fonts.regular, size: 10.5 }, 1);
  y -= 2;
  put(label.allergens, { font: fonts.bold, size: 10 }, 2);
  y -= 2;
  put(
    `Order #${label.orderId} · Tray ${label.tray} of ${label.of}`,
    { font: fonts.regular, size: 10 },
    1,
  );
  put(
    `${formatEventDate(label.date)} · ${formatEventTime(label.eventTime)}`,
    { font: fonts.regular, size: 10 },
    1,
  );
  y -= 2;
  put(label.reheat, { font: fonts.italic, size: 9, color: MUTED }, 2);
}
