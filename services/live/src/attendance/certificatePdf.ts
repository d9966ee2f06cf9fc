import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PDFFont } from 'pdf-lib';
import { formatMailDate } from '@canal/contracts';
import type { schema } from '@canal/service-core';

type CertificateCriteria = (typeof schema.certificates.$inferSelect)['criteria'];

export interface CertificateFacts {
  number: string;
  holderName: string;
  /** 'RPPS …' or 'ADELI …'; '' when the account has none. */
  registryNumber: string;
  sessionTitle: string;
  sessionDate: Date;
  minutesLive: number;
  minutesReplay: number;
  criteria: CertificateCriteria;
  issuedAt: Date;
  /** The public page that confirms it (PUBLIC_URL/attestation/{number}), drawn as a QR code. */
  verifyUrl: string;
}

export const CERTIFICATE_HEADING = 'Attestation de participation — hors DPC';

const minutesText = (minutes: number) => `${minutes} minute${minutes > 1 ? 's' : ''}`;

/** DejaVu Sans, shipped with the service (assets/fonts, its licence beside it): PDF's standard fonts only encode WinAnsi (no β, ≥, ₂). */
const FONT_DIR = path.resolve(__dirname, '../../assets/fonts');
let fontFiles: Promise<{ regular: Buffer; bold: Buffer }> | null = null;

function loadFontFiles(): Promise<{ regular: Buffer; bold: Buffer }> {
  fontFiles ??= Promise.all([readFile(path.join(FONT_DIR, 'DejaVuSans.ttf')), readFile(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'))]).then(
    ([regular, bold]) => ({ regular, bold }),
  );
  // A failed read is not kept: the next certificate tries again.
  fontFiles.catch(() => {
    fontFiles = null;
  });
  return fontFiles;
}

/**
 * The text as the font can draw it: characters it has no glyph for (most emoji) are left out rather
 * than drawn as boxes; French spaces around « » : ; ! ? % become non-breaking, so no line starts with one.
 */
function drawable(font: PDFFont, text: string): string {
  const glyphs = new Set(font.getCharacterSet());
  const kept = [...text].filter((char) => glyphs.has(char.codePointAt(0) ?? 0) || /\s/.test(char)).join('');
  return kept
    .replace(/[ \t]{2,}/g, ' ')
    .trim()
    .replace(/« /g, '«\u00a0')
    .replace(/ ([»:;!?%])/g, '\u00a0$1');
}

/** The QR code of the public page, as a PNG: a margin of 4 modules (the standard's quiet zone), so any phone reads it. */
async function qrPng(url: string): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 6 });
}

/**
 * The participation certificate (one A4 page): who (with their RPPS or ADELI), which session, when,
 * how long, the criteria met, its number and a QR code to the page that confirms it. 'hors DPC':
 * the platform's publisher makes health products, so it cannot be a DPC provider. Any title or name prints.
 */
export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  // pdf-lib and fontkit (9 MB of heap) are loaded by the first certificate, not by every live process.
  const [{ breakTextIntoLines, PDFDocument, rgb }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`${CERTIFICATE_HEADING} - ${facts.sessionTitle}`);
  pdf.setAuthor('Canal Pneumo');
  pdf.setSubject(`Attestation n° ${facts.number}`);
  const page = pdf.addPage([595.28, 841.89]);
  const files = await loadFontFiles();
  // Subsets: only the glyphs this certificate uses are embedded (a few kilobytes, not the 700 KB fonts).
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const blue = rgb(0.11, 0.37, 0.66);
  let y = 760;
  // A paragraph wrapped at 475 points; what follows moves down by the lines it took, so a long title never overlaps the date.
  const line = (text: string, size = 12, font = regular, gap = 22, width = 475) => {
    const lines = breakTextIntoLines(drawable(font, text), [' '], width, (part) => font.widthOfTextAtSize(part, size));
    const lineHeight = size * 1.3;
    page.drawText(lines.join('\n'), { x: 60, y, size, font, color: rgb(0.1, 0.1, 0.1), lineHeight });
    y -= gap + (lines.length - 1) * lineHeight;
  };
  page.drawText('Canal Pneumo', { x: 60, y, size: 18, font: bold, color: blue });
  y -= 60;
  line(CERTIFICATE_HEADING.toUpperCase(), 18, bold, 44);
  line(`Nous attestons que ${facts.holderName}`, 12, regular, 22);
  line(facts.registryNumber ? `Numéro ${facts.registryNumber}` : 'Numéro RPPS / ADELI : non renseigné', 12, regular, 22);
  line(facts.criteria.earnedOn === 'replay' ? 'a suivi en replay la webconférence :' : 'a participé en direct à la webconférence :', 12, regular, 30);
  line(facts.sessionTitle, 14, bold, 40);
  line(`Date de la session : ${formatMailDate(facts.sessionDate)}`);
  if (facts.minutesLive > 0) line(`Temps de présence dans la salle : ${minutesText(facts.minutesLive)}`);
  if (facts.minutesReplay > 0) line(`Temps de visionnage du replay : ${minutesText(facts.minutesReplay)}`);
  const met = [
    `au moins ${minutesText(facts.criteria.minMinutes)} de présence`,
    ...(facts.criteria.quiz ? ['toutes les questions du quiz répondues'] : []),
    ...(facts.criteria.feedback ? ['avis donné'] : []),
  ];
  line(`${met.length > 1 ? 'Critères remplis' : 'Critère rempli'} : ${met.join(', ')}`, 12, regular, 40);
  const qrTop = y;
  line(`Attestation n° ${facts.number}, établie le ${formatMailDate(facts.issuedAt)}.`, 10, regular, 16, 330);
  line(`Pour la vérifier, scannez le code ou ouvrez ${facts.verifyUrl}`, 10, regular, 16, 330);
  line("Cette attestation de participation n'est pas une attestation DPC.", 10, regular, 16, 330);
  const qr = await pdf.embedPng(await qrPng(facts.verifyUrl));
  const side = 130;
  page.drawImage(qr, { x: 595.28 - 60 - side, y: qrTop - side + 12, width: side, height: side });
  return pdf.save();
}
