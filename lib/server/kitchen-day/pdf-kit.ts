import "server-only";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";

/** US Letter in points: the marketplace is American (°F, Avery sheets). */
export const LETTER: [number, number] = [612, 792];
export const INK = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.38, 0.38, 0.38);

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/** A new PDF with the three standard Helvetica faces (nothing to ship, nothing to fetch). */
export async function newDocument(title: string): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator("TrayTable");
  doc.setProducer("TrayTable");
  const [regular, bold, italic] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
    doc.embedFont(StandardFonts.HelveticaOblique),
  ]);
  return { doc, fonts: { regular, bold, italic } };
}

const charsets = new WeakMap<PDFFont, Set<number>>();

/**
 * Text a standard font can draw: customers type anything (emoji, other scripts) and the
 * standard fonts only know WinAnsi, so whatever they cannot draw becomes "?" rather than
 * failing the whole sheet. Line breaks and tabs become spaces.
 */
export function printable(font: PDFFont, text: string): string {
  let known = charsets.get(font);
  if (!known) {
    known = new Set(font.getCharacterSet());
    charsets.set(font, known);
  }
  let out = "";
  for (const ch of text.normalize("NFC").replace(/\s+/gu, " ")) {
    out += known.has(ch.codePointAt(0)!) ? ch : "?";
  }
  return out.trim();
}

/** `text` in lines no wider than `width`; a word longer than a line is cut. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let current = "";
  for (let word of printable(font, text).split(" ")) {
    if (!word) continue;
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      lines.push(word.slice(0, cut));
      word = word.slice(cut);
    }
    current = word;
  }
  if (current) lines.push(current);
  return lines;
}

/** At most `max` lines, the last one ending in "..." when text was left out. */
export function clampLines(
  font: PDFFont,
  lines: string[],
  max: number,
  size: number,
  width: number,
): string[] {
  if (lines.length <= max) return lines;
  const kept = lines.slice(0, max);
  let last = kept[max - 1]!;
  while (last && font.widthOfTextAtSize(`${last}...`, size) > width) last = last.slice(0, -1);
  kept[max - 1] = `${last.trimEnd()}...`;
  return kept;
}

export type TextStyle = { font: PDFFont; size: number; color?: RGB };

/** Draws one line of text with its baseline at y. */
export function drawLine(page: PDFPage, text: string, x: number, y: number, style: TextStyle) {
  page.drawText(printable(style.font, text), {
    x,
    y,
    font: style.font,
    size: style.size,
    color: style.color ?? INK,
  });
}

/** Draws one line of text ending at `right`. */
export function drawLineRight(
  page: PDFPage,
  text: string,
  right: number,
  y: number,
  style: TextStyle,
) {
  const shown = printable(style.font, text);
  drawLine(page, shown, right - style.font.widthOfTextAtSize(shown, style.size), y, style);
}

export const lineHeight = (size: number) => size * 1.35;

/**
 * Text flowing down pages: `y` is the top of the next line; a new page starts (with its
 * header, which answers where its body begins) whenever the next line would not fit.
 */
export class Flow {
  page!: PDFPage;
  y = 0;

  constructor(
    private readonly doc: PDFDocument,
    readonly box: { left: number; right: number; bottom: number },
    private readonly header: (page: PDFPage) => number,
  ) {
    this.newPage();
  }

  get width() {
    return this.box.right - this.box.left;
  }

  newPage() {
    this.page = this.doc.addPage(LETTER);
    this.y = this.header(this.page);
  }

  /** Starts a new page unless `height` more fits on this one. */
  ensure(height: number) {
    if (this.y - height < this.box.bottom) this.newPage();
  }

  /** Whether `height` would fit on an empty page (only then is keeping it together worth a break). */
  fitsOnAPage(height: number) {
    return height <= LETTER[1] - 200;
  }

  /** Wrapped text from `indent`; each line goes to the next page when it does not fit. */
  text(text: string, style: TextStyle, indent = 0) {
    for (const line of this.wrap(text, style, indent)) {
      this.ensure(lineHeight(style.size));
      drawLine(this.page, line, this.box.left + indent, this.y - style.size, style);
      this.y -= lineHeight(style.size);
    }
  }

  /** The height `text` will take. */
  measure(text: string, style: TextStyle, indent = 0) {
    return this.wrap(text, style, indent).length * lineHeight(style.size);
  }

  gap(points: number) {
    this.y -= points;
  }

  rule(color = rgb(0.8, 0.8, 0.8)) {
    this.page.drawLine({
      start: { x: this.box.left, y: this.y },
      end: { x: this.box.right, y: this.y },
      thickness: 0.5,
      color,
    });
  }

  private wrap(text: string, style: TextStyle, indent: number) {
    return wrapText(style.font, text, style.size, this.width - indent);
  }
}
