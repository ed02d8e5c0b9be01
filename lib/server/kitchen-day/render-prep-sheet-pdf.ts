import "server-only";
import { formatEventDate, formatEventTime, formatInstant, traySizeLabel } from "@/lib/format";
import type { KitchenDayInput } from "@/lib/kitchen-day/schemas";
import type { PrepOrder, PrepSheet } from "@/lib/kitchen-day/types";
import type { Actor } from "../actor";
import { getPrepSheet } from "./get-prep-sheet";
import {
  drawLine,
  drawLineRight,
  Flow,
  LETTER,
  lineHeight,
  MUTED,
  newDocument,
  clampLines,
  wrapText,
  type Fonts,
  type TextStyle,
} from "./pdf-kit";
import type { PdfFile } from "./pdf-file";

const MARGIN = 48;
const COLUMN = 96;

/** The day's prep sheet as a printable PDF (Letter): trays per dish, then each order. */
export async function renderPrepSheetPdf(
  actor: Actor | null,
  input: KitchenDayInput,
  now = new Date(),
): Promise<PdfFile> {
  const sheet = await getPrepSheet(actor, input);
  return { filename: `prep-sheet-${sheet.date}.pdf`, bytes: await drawPrepSheet(sheet, now) };
}

export async function drawPrepSheet(sheet: PrepSheet, now: Date): Promise<Uint8Array> {
  const day = formatEventDate(sheet.date);
  const { doc, fonts } = await newDocument(`Prep sheet, ${sheet.kitchen.name}, ${day}`);
  const s = styles(fonts);
  const flow = new Flow(
    doc,
    { left: MARGIN, right: LETTER[0] - MARGIN, bottom: MARGIN + 12 },
    (page) => {
      const top = LETTER[1] - MARGIN;
      const title = clampLines(
        fonts.bold,
        wrapText(fonts.bold, sheet.kitchen.name, 16, LETTER[0] - 2 * MARGIN),
        1,
        16,
        LETTER[0] - 2 * MARGIN,
      );
      drawLine(page, title[0] ?? "", MARGIN, top - 16, s.title);
      drawLine(page, `Prep sheet · ${day}`, MARGIN, top - 34, s.subtitle);
      return top - 46;
    },
  );

  flow.gap(8);
  flow.text("Trays to make", s.heading);
  trayTable(flow, sheet, s);
  flow.gap(18);
  flow.ensure(lineHeight(13) * 3);
  flow.text(`Orders (${sheet.orders.length})`, s.heading);
  if (sheet.orders.length === 0) flow.text("No orders to cook on this date.", s.body);
  for (const order of sheet.orders) orderBlock(flow, order, s);

  // Page numbers once the number of pages is known.
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    drawLine(page, `Printed ${formatInstant(now.toISOString())}`, MARGIN, MARGIN - 8, s.footer);
    drawLineRight(
      page,
      `Page ${i + 1} of ${pages.length}`,
      LETTER[0] - MARGIN,
      MARGIN - 8,
      s.footer,
    );
  });
  return doc.save();
}

function styles(fonts: Fonts) {
  return {
    title: { font: fonts.bold, size: 16 },
    subtitle: { font: fonts.regular, size: 11, color: MUTED },
    heading: { font: fonts.bold, size: 13 },
    cell: { font: fonts.regular, size: 10.5 },
    cellBold: { font: fonts.bold, size: 10.5 },
    columnHead: { font: fonts.bold, size: 9, color: MUTED },
    orderHead: { font: fonts.bold, size: 12 },
    body: { font: fonts.regular, size: 10.5 },
    note: { font: fonts.regular, size: 9.5 },
    request: { font: fonts.italic, size: 9.5 },
    footer: { font: fonts.regular, size: 8, color: MUTED },
  } satisfies Record<string, TextStyle>;
}
type Styles = ReturnType<typeof styles>;

/** Dish | medium | large, then the totals; a row never splits across pages. */
function trayTable(flow: Flow, sheet: PrepSheet, s: Styles) {
  const largeRight = flow.box.right;
  const mediumRight = largeRight - COLUMN;
  const nameWidth = mediumRight - COLUMN - flow.box.left;
  const row = (name: string, medium: string, large: string, style: TextStyle) => {
    const lines = wrapText(style.font, name, style.size, nameWidth);
    const height = Math.max(1, lines.length) * lineHeight(style.size) + 4;
    flow.ensure(height);
    const baseline = flow.y - style.size - 2;
    lines.forEach((line, i) =>
      drawLine(flow.page, line, flow.box.left, baseline - i * lineHeight(style.size), style),
    );
    drawLineRight(flow.page, medium, mediumRight, baseline, style);
    drawLineRight(flow.page, large, largeRight, baseline, style);
    flow.gap(height);
    flow.rule();
  };
  const count = (n: number) => (n === 0 ? "-" : String(n));
  row("Dish", "Medium (6-8)", "Large (10-12)", s.columnHead);
  if (sheet.trays.length === 0) {
    flow.gap(4);
    flow.text("No trays on this date.", s.body);
    return;
  }
  for (const dish of sheet.trays) row(dish.dishName, count(dish.medium), count(dish.large), s.cell);
  row("Total trays", String(sheet.totals.medium), String(sheet.totals.large), s.cellBold);
}

/** One order, kept on one page when it fits on one. */
function orderBlock(flow: Flow, order: PrepOrder, s: Styles) {
  const head = `Order #${order.id} · ${formatEventTime(order.eventTime)}`;
  const who = `${order.firstName || "Customer"} · ${
    order.guestCount === null ? "guest count not given" : `${order.guestCount} guests`
  }`;
  const rows: { text: string; style: TextStyle; indent: number }[] = [
    { text: head, style: s.orderHead, indent: 0 },
    { text: who, style: s.body, indent: 0 },
  ];
  for (const line of order.lines) {
    rows.push({
      text: `${line.quantity} x ${traySizeLabel(line.traySize)} · ${line.dishName}`,
      style: s.body,
      indent: 12,
    });
    rows.push({ text: line.allergens, style: s.note, indent: 24 });
    if (line.specialRequests)
      rows.push({ text: `Requests: ${line.specialRequests}`, style: s.request, indent: 24 });
  }
  const height = rows.reduce((sum, r) => sum + flow.measure(r.text, r.style, r.indent), 14);
  if (flow.fitsOnAPage(height)) flow.ensure(height);
  flow.gap(8);
  flow.rule();
  flow.gap(6);
  for (const r of rows) flow.text(r.text, r.style, r.indent);
}
