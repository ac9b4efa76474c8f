/**
 * The deal sheet as a PDF (issue 38): what the shopper and the dealer keep of a requested purchase
 * agreement. The figures are the ones fixed when the agreement was requested (`deal.sheet`), with
 * the finance structure, delivery or pick-up and whether the money-back guarantee covers the
 * purchase. A4 portrait, text only, in the standard Helvetica fonts (no font files to ship).
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  formatHoldEnd,
  formatRate,
  formatSignedMoney,
  localeFormat,
  MONEY_BACK_GUARANTEE_LIMIT,
  type DealSheet,
  type Locale,
} from '@dealer/domain';

export interface DealSheetDelivery {
  method: 'pickup' | 'delivery';
  /** The location (name and address) for a pick-up, the shopper's address for a delivery. */
  place: string;
  /** YYYY-MM-DD, the day the shopper chose. */
  date: string;
}

export interface DealSheetDocument {
  dealerName: string;
  dealershipName?: string | null;
  dealershipPhone?: string | null;
  carTitle: string;
  stockNumber?: string | null;
  shopperName: string;
  requestedAt: Date;
  locale: Locale;
  sheet: DealSheet;
  guaranteeCovered: boolean;
  delivery: DealSheetDelivery | null;
}

/** What the sheet and both emails say of the money-back guarantee (spec §9 and its limit). */
export function guaranteeLine(covered: boolean): string {
  const { cars, months } = MONEY_BACK_GUARANTEE_LIMIT;
  return covered
    ? `Money-back guarantee: covered (48 hours, at most ${cars} cars per customer in any ${months} months)`
    : `Money-back guarantee: not covered \u2014 this customer has had ${cars} guaranteed purchases in the last ${months} months`;
}

/** A chosen day (YYYY-MM-DD) as people read it, `Friday 11 December 2026`; anything else as stored. */
export function formatChosenDate(date: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
  const at = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  // A calendar day, not an instant: formatted in UTC, where it was parsed.
  return new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(at);
}

export function deliveryLine(delivery: DealSheetDelivery | null, locale: Locale): string {
  if (!delivery) return 'Delivery or pick-up: not chosen';
  const day = formatChosenDate(delivery.date, locale);
  return delivery.method === 'pickup' ? `Pick-up at ${delivery.place} on ${day}` : `Delivery to ${delivery.place} on ${day}`;
}

const PAGE = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
/** Room kept for the amounts on a figure row: a label wraps before it. */
const AMOUNT_COLUMN = 110;
const SIZE = { title: 22, dealer: 13, heading: 12, body: 10.5, note: 9 } as const;
const LEADING = 1.4;
const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);

/**
 * The standard fonts write WinAnsi: characters outside it are replaced, so a name with a macron
 * (Māori names, en-NZ) or the minus sign of an amount never stops the sheet being made.
 */
function printable(text: string, font: PDFFont): string {
  const supported = new Set(font.getCharacterSet());
  return [
    ...text
      .replace(/\u2212/g, '\u2013')
      .replace(/\s/g, ' ')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  ]
    .map((char) => (supported.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

/** Breaks text into lines no wider than `width`; a word longer than a line is split. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

interface TextStyle {
  size?: number;
  bold?: boolean;
  muted?: boolean;
}

/** Writes down the page, top to bottom, starting a new page when one is full. */
class SheetWriter {
  private page: PDFPage;
  private y: number;
  /** The page's current font: pdf-lib adds a font resource each time one is set. */
  private pageFont: PDFFont | null = null;

  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private fontOf(style: TextStyle) {
    return style.bold ? this.bold : this.regular;
  }

  private lineFor(size: number) {
    if (this.y - size * LEADING < MARGIN) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.pageFont = null;
      this.y = PAGE.height - MARGIN;
    }
    this.y -= size * LEADING;
    return this.y + size * (LEADING - 1);
  }

  text(text: string, style: TextStyle = {}): void {
    const font = this.fontOf(style);
    const size = style.size ?? SIZE.body;
    for (const line of wrap(printable(text, font), font, size, CONTENT_WIDTH)) {
      const baseline = this.lineFor(size);
      this.draw(line, MARGIN, baseline, font, size, style.muted ? MUTED : INK);
    }
  }

  /** A label with its amount right-aligned on the first line; a long label wraps clear of it. */
  figure(label: string, amount: string, style: TextStyle = {}): void {
    const font = this.fontOf(style);
    const size = style.size ?? SIZE.body;
    const shown = printable(amount, font);
    const lines = wrap(printable(label, font), font, size, CONTENT_WIDTH - AMOUNT_COLUMN);
    lines.forEach((line, index) => {
      const baseline = this.lineFor(size);
      this.draw(line, MARGIN, baseline, font, size);
      if (index === 0) this.draw(shown, PAGE.width - MARGIN - font.widthOfTextAtSize(shown, size), baseline, font, size);
    });
  }

  private draw(text: string, x: number, y: number, font: PDFFont, size: number, color = INK): void {
    if (this.pageFont !== font) {
      this.page.setFont(font);
      this.pageFont = font;
    }
    this.page.drawText(text, { x, y, size, color });
  }

  rule(): void {
    const y = this.lineFor(SIZE.body * 0.5);
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE.width - MARGIN, y },
      thickness: 0.5,
      color: MUTED,
    });
  }

  space(points = 8): void {
    this.y -= points;
  }

  heading(text: string): void {
    this.space(10);
    this.text(text, { size: SIZE.heading, bold: true });
    this.space(2);
  }
}

export async function renderDealSheetPdf(input: DealSheetDocument): Promise<Uint8Array> {
  const { sheet, locale } = input;
  const money = (amount: number) => formatSignedMoney(amount, locale);
  const doc = await PDFDocument.create();
  doc.setTitle(`Deal sheet: ${input.carTitle}`);
  doc.setAuthor(input.dealerName);
  doc.setCreationDate(input.requestedAt);
  doc.setModificationDate(input.requestedAt);
  const out = new SheetWriter(doc, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  out.text('Deal sheet', { size: SIZE.title, bold: true });
  out.space(4);
  out.text(input.dealerName, { size: SIZE.dealer, bold: true });
  const dealership = [input.dealershipName !== input.dealerName ? input.dealershipName : null, input.dealershipPhone].filter(Boolean);
  if (dealership.length > 0) out.text(dealership.join(', '));
  out.text(`Requested ${formatHoldEnd(input.requestedAt, locale)}`, { muted: true });
  out.text(`Prepared for ${input.shopperName}`, { muted: true });

  out.heading('The car');
  out.text(input.carTitle, { bold: true });
  if (input.stockNumber) out.text(`Stock number ${input.stockNumber}`);

  out.heading('Price');
  for (const line of sheet.lines) out.figure(line.label, money(line.amount));
  out.rule();
  out.figure('Drive-away total', money(sheet.total), { bold: true });
  out.figure('Balance', money(sheet.balance), { bold: true });

  out.heading('Finance');
  if (sheet.finance) {
    const finance = sheet.finance;
    out.figure('Amount financed', money(finance.amountFinanced));
    out.figure('Term', `${finance.termMonths} months`);
    out.figure('Interest rate', `${formatRate(finance.annualRatePercent)} p.a.`);
    out.figure('Balloon', money(finance.balloon));
    out.figure('Monthly repayment', money(finance.paymentMonth));
    out.figure('Weekly repayment', money(finance.paymentWeek));
  } else {
    out.text('Paying without finance');
  }
  out.space(4);
  out.rule();
  out.figure('Due on delivery', money(sheet.dueOnDelivery), { bold: true });

  out.heading('Delivery or pick-up');
  out.text(deliveryLine(input.delivery, locale));

  out.space(14);
  out.text(guaranteeLine(input.guaranteeCovered), { bold: true });

  out.space(16);
  out.text(
    `Amounts in ${localeFormat(locale).currency}, whole dollars, as fixed when the purchase agreement was requested. The dealer confirms the agreement.`,
    { size: SIZE.note, muted: true },
  );
  return doc.save();
}
