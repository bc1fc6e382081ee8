import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { create as createQrCode } from 'qrcode';

/** What the printed card says, every word already in the card's language. */
export type GiftCardPdfContent = {
  language: string;
  title: string;
  /** The amount, formatted in the card's currency ("10.000 kr."). */
  amount: string;
  /** "Valid at" and the restaurant's name, or "any Dekka restaurant". */
  validAt: { label: string; value: string };
  /** "From {buyer} to {recipient}". */
  fromTo: string;
  /** The buyer's words, plain text (may be empty). */
  message: string;
  /** The code, formatted XXXX-XXXX-XXXX-XXXX. */
  code: { label: string; value: string };
  validUntil: { label: string; value: string };
  /** The card's page: the QR code leads there, and it is printed under it. */
  viewUrl: string;
  scanNote: string;
  /** Fixes the document's dates, so the same card renders the same file. */
  issuedAt: Date;
};

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.114, 0.114, 0.122);
const MUTED = rgb(0.333, 0.333, 0.333);
const ACCENT = rgb(0.043, 0.361, 0.294);
/** The buyer's message gets at most this many lines (500 characters fill about seven). */
const MESSAGE_LINES = 10;

/** Spaces the standard fonts lack (narrow no-break space in numbers, thin space) become spaces. */
const SPACES = /[\u2000-\u200b\u202f\u205f\u3000\t]/g;

/**
 * The standard PDF fonts speak Windows-1252, which covers Icelandic, Norwegian, Danish and
 * Spanish; anything else a buyer typed (an emoji, say) is shown as "?" rather than failing.
 */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(SPACES, ' ')]
    .map((char) => (char === '\n' || known.has(char.codePointAt(0) ?? -1) ? char : '?'))
    .join('');
}

/** Lines of at most `width` points, broken between words (a word too long is cut). */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut -= 1;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The QR code of `url`, drawn module by module from QRCode.create()'s matrix, `size` wide. */
function drawQrCode(page: PDFPage, url: string, x: number, y: number, size: number): void {
  const { modules } = createQrCode(url, { errorCorrectionLevel: 'M' });
  // Four modules of quiet zone on every side, as scanners expect.
  const cell = size / (modules.size + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + 4) * cell,
        y: y + size - (row + 5) * cell,
        width: cell,
        height: cell,
        color: rgb(0, 0, 0),
      });
    }
  }
}

/**
 * The gift card as a one-page A4 PDF to print or keep: the amount, where it is valid, from whom
 * to whom, the buyer's message, the code, the expiry, and a QR code of the card's page.
 */
export async function renderGiftCardPdf(content: GiftCardPdfContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setLanguage(content.language);
  doc.setCreator('Dekka');
  doc.setProducer('Dekka');
  doc.setCreationDate(content.issuedAt);
  doc.setModificationDate(content.issuedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  const [width, height] = A4;
  const inner = width - 2 * MARGIN;

  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: width - MARGIN,
    height: height - MARGIN,
    borderColor: ACCENT,
    borderWidth: 2,
  });
  let y = height - MARGIN - 24;
  const text = (value: string, size: number, font: PDFFont, color = INK, gap = 8, most = 3) => {
    const lines = wrap(font, size, printable(font, value), inner);
    // A message of many short lines must not push the code and the QR code off the page.
    const shown =
      lines.length > most ? [...lines.slice(0, most - 1), `${lines[most - 1]} …`] : lines;
    for (const line of shown) {
      page.drawText(line, { x: MARGIN, y, size, font, color });
      y -= size + gap;
    }
  };

  text('DEKKA', 14, bold, ACCENT, 18);
  text(content.title, 34, bold, INK, 14);
  text(content.amount, 28, bold, ACCENT, 16);
  text(`${content.validAt.label}: ${content.validAt.value}`, 14, regular, INK, 6);
  text(content.fromTo, 14, regular, INK, 18);
  if (content.message.trim()) {
    text(`“${content.message.trim()}”`, 13, regular, MUTED, 6, MESSAGE_LINES);
    y -= 12;
  }
  text(content.code.label, 12, regular, MUTED, 4);
  text(content.code.value, 26, bold, INK, 14);
  text(`${content.validUntil.label}: ${content.validUntil.value}`, 13, regular, INK, 18);

  const qrSize = 150;
  const qrY = Math.max(MARGIN + 40, y - qrSize);
  drawQrCode(page, content.viewUrl, MARGIN, qrY, qrSize);
  y = qrY - 18;
  text(content.scanNote, 11, regular, MUTED, 4);
  text(content.viewUrl, 10, regular, MUTED, 4);
  return doc.save();
}
