import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PDFFont } from 'pdf-lib';
import { formatMailDate } from '@canal/contracts';

export interface CertificateFacts {
  participant: string;
  email: string;
  sessionTitle: string;
  sessionDate: Date;
  minutes: number;
  issuedAt: Date;
}

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

/** The attendance certificate (one A4 page): who, which session, when, how long. Any title or name prints. */
export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  // pdf-lib and fontkit (9 MB of heap) are loaded by the first certificate, not by every live process.
  const [{ breakTextIntoLines, PDFDocument, rgb }, { default: fontkit }] = await Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(`Attestation de présence - ${facts.sessionTitle}`);
  pdf.setAuthor('Canal Pneumo');
  const page = pdf.addPage([595.28, 841.89]);
  const files = await loadFontFiles();
  // Subsets: only the glyphs this certificate uses are embedded (a few kilobytes, not the 700 KB fonts).
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  const blue = rgb(0.11, 0.37, 0.66);
  let y = 760;
  // A paragraph wrapped at 475 points; what follows moves down by the lines it took, so a long title never overlaps the date.
  const line = (text: string, size = 12, font = regular, gap = 22) => {
    const lines = breakTextIntoLines(drawable(font, text), [' '], 475, (part) => font.widthOfTextAtSize(part, size));
    const lineHeight = size * 1.3;
    page.drawText(lines.join('\n'), { x: 60, y, size, font, color: rgb(0.1, 0.1, 0.1), lineHeight });
    y -= gap + (lines.length - 1) * lineHeight;
  };
  page.drawText('Canal Pneumo', { x: 60, y, size: 18, font: bold, color: blue });
  y -= 60;
  line('ATTESTATION DE PRÉSENCE', 20, bold, 48);
  line(`Nous attestons que ${facts.participant} (${facts.email})`, 12, regular, 22);
  line('a participé en direct à la webconférence :', 12, regular, 30);
  line(facts.sessionTitle, 14, bold, 40);
  line(`Date de la session : ${formatMailDate(facts.sessionDate)}`);
  line(`Temps de présence dans la salle : ${facts.minutes} minute${facts.minutes > 1 ? 's' : ''}`, 12, regular, 60);
  line(`Attestation établie le ${formatMailDate(facts.issuedAt)}, d’après les connexions enregistrées à la salle du live.`, 10, regular, 22);
  return pdf.save();
}
