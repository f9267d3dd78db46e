import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { RTL_LANGUAGES, type Language } from '../../../contract/constants';
import { certificateTexts } from './certificate-texts';
import { serverT } from '../i18n';
import { isolateLtr, visualRuns } from './bidi-runs';

/**
 * The certificate as a PDF (A4 landscape) in the learner's language, Arabic included. pdfkit lays text
 * out word by word, left to right, which scatters an Arabic line; so every line here is split into
 * direction runs (bidi-runs.ts) and each run is shaped whole (`features: []` makes pdfkit hand the whole
 * run to fontkit), then the runs are placed in visual order. Amiri carries Arabic and Latin glyphs, so
 * one font serves all three languages. The QR code is drawn as vector squares, crisp at any print size.
 */

export interface CertificatePdfInput {
  language: Language;
  holderName: string;
  /** In `language`. */
  formationTitle: string;
  score: number;
  maxScore: number;
  issuedAt: Date;
  /** Grouped for reading (formatCertificateCode). */
  code: string;
  verifyUrl: string;
  qrPayload: string;
  keyId: string;
}

/**
 * Numbers and dates follow the academy's one locale map (contract/formatting.ts), except the English
 * certificate's date, printed day first ("24 November 2026") as certificates always were.
 */
const DATE_LOCALE: Record<Language, string | undefined> = { ar: undefined, fr: undefined, en: 'en-GB' };

const require = createRequire(import.meta.url);
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function amiri(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(require.resolve('@expo-google-fonts/amiri/400Regular/Amiri_400Regular.ttf')),
    bold: readFileSync(require.resolve('@expo-google-fonts/amiri/700Bold/Amiri_700Bold.ttf')),
  };
  return fonts;
}

const COLORS = { green: '#2e7d32', ink: '#1f2a1f', muted: '#5b665b', rule: '#a5d6a7' } as const;
const PAGE = { width: 841.89, height: 595.28, margin: 56 } as const;
/** Whole-run shaping: any `features` array makes pdfkit shape the string in one fontkit run. */
const SHAPED = { features: [] as PDFKit.Mixins.OpenTypeFeatures[], lineBreak: false } as const;

type Doc = PDFKit.PDFDocument;
type Align = 'center' | 'start' | 'end';

interface LineStyle {
  font: 'regular' | 'bold';
  size: number;
  color: string;
  align: Align;
  rtl: boolean;
  /** Left edge and width of the box the line is aligned in. */
  x: number;
  width: number;
}

function runWidth(doc: Doc, text: string): number {
  return doc.widthOfString(text, SHAPED);
}

/** Draws one line at `y` in visual order; returns the line's height. */
function drawLine(doc: Doc, text: string, y: number, style: LineStyle): number {
  doc.font(style.font).fontSize(style.size).fillColor(style.color);
  const runs = visualRuns(text, style.rtl ? 'rtl' : 'ltr');
  const widths = runs.map((run) => runWidth(doc, run.text));
  const total = widths.reduce((sum, width) => sum + width, 0);
  // "start" is the right edge in a right-to-left document.
  const side = style.align === 'center' ? 'center' : (style.align === 'start') !== style.rtl ? 'left' : 'right';
  let x = side === 'center' ? style.x + (style.width - total) / 2 : side === 'left' ? style.x : style.x + style.width - total;
  runs.forEach((run, index) => {
    doc.text(run.text, x, y, SHAPED);
    x += widths[index] ?? 0;
  });
  return doc.currentLineHeight(true);
}

/** Greedy word wrap in logical order (measured as shaped runs), so each line is reordered on its own. */
function wrap(doc: Doc, text: string, style: LineStyle): string[] {
  doc.font(style.font).fontSize(style.size);
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && runWidth(doc, candidate) > style.width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

function drawParagraph(doc: Doc, text: string, y: number, style: LineStyle, gap = 0): number {
  let next = y;
  for (const line of wrap(doc, text, style)) next += drawLine(doc, line, next, style) + gap;
  return next;
}

function drawQr(doc: Doc, payload: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  // A quiet zone of four modules is part of the QR standard: scanners need it.
  const module = size / (count + 8);
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < count; row += 1) {
    for (let column = 0; column < count; column += 1) {
      if (qr.modules.get(row, column)) doc.rect(x + (column + 4) * module, y + (row + 4) * module, module, module);
    }
  }
  doc.fill('#000000');
}

/** Renders the certificate; resolves with the PDF's bytes. */
export function renderCertificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const words = certificateTexts(input.language);
  const rtl = RTL_LANGUAGES.includes(input.language);
  const t = serverT(input.language, 'certificates');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    lang: input.language,
    displayTitle: true,
    info: {
      Title: t('documentTitle', { name: input.holderName }),
      Author: words.academy,
      Subject: input.formationTitle,
      Keywords: input.code,
    },
  });
  const { regular, bold } = amiri();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Frame: a green border and a thin inner rule.
  doc
    .lineWidth(6)
    .strokeColor(COLORS.green)
    .rect(20, 20, PAGE.width - 40, PAGE.height - 40)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(COLORS.rule)
    .rect(32, 32, PAGE.width - 64, PAGE.height - 64)
    .stroke();

  const box = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin };
  const centered = (font: LineStyle['font'], size: number, color: string): LineStyle => ({
    font,
    size,
    color,
    align: 'center',
    rtl,
    ...box,
  });

  let y = 58;
  y += drawLine(doc, words.academy, y, centered('bold', 18, COLORS.green)) + 4;
  y += drawLine(doc, words.title, y, centered('bold', 34, COLORS.ink)) + 14;
  y += drawLine(doc, words.certifies, y, centered('regular', 15, COLORS.muted)) + 2;
  y += drawLine(doc, input.holderName, y, centered('bold', 30, COLORS.ink)) + 4;
  y += drawLine(doc, words.completed, y, centered('regular', 15, COLORS.muted)) + 2;
  y = drawParagraph(doc, input.formationTitle, y, { ...centered('bold', 22, COLORS.green), x: box.x + 60, width: box.width - 120 }) + 10;

  y += drawLine(doc, t('score', { score: input.score, max: input.maxScore }), y, centered('regular', 15, COLORS.ink));
  const dateLocale = DATE_LOCALE[input.language];
  drawLine(
    doc,
    t('issued', { date: input.issuedAt, formatParams: dateLocale ? { date: { locale: dateLocale } } : {} }),
    y,
    centered('regular', 15, COLORS.ink),
  );

  // Footer: the QR code at the line's end side, the verification text beside it at the start side.
  const qrSize = 118;
  const footerTop = PAGE.height - PAGE.margin - qrSize + 8;
  const qrX = rtl ? PAGE.margin - 8 : PAGE.width - PAGE.margin - qrSize + 8;
  drawQr(doc, input.qrPayload, qrX, footerTop, qrSize);
  const textBox = { x: rtl ? PAGE.margin + qrSize + 10 : PAGE.margin, width: box.width - qrSize - 10 };
  const footer = (font: LineStyle['font'], size: number, color: string): LineStyle => ({
    font,
    size,
    color,
    align: 'start',
    rtl,
    ...textBox,
  });
  let fy = footerTop + 6;
  // Isolated: a code whose first group is all digits would otherwise be split around its first dash in an
  // Arabic line ("BPH2-…-2AJ1-9801" for "9801-BPH2-…"), and typed wrong from the paper.
  fy += drawLine(doc, t('code', { code: isolateLtr(input.code) }), fy, footer('bold', 13, COLORS.ink)) + 2;
  fy = drawParagraph(doc, words.verify, fy, footer('regular', 11, COLORS.muted));
  // The address is always read left to right, whatever the page's direction.
  fy += drawLine(doc, input.verifyUrl, fy, { ...footer('regular', 11, COLORS.green), rtl: false, align: rtl ? 'end' : 'start' }) + 2;
  drawLine(doc, t('signed', { keyId: input.keyId }), fy, footer('regular', 9, COLORS.muted));

  doc.end();
  return done;
}
