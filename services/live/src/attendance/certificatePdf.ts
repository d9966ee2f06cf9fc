import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { formatMailDate } from '@canal/contracts';

export interface CertificateFacts {
  participant: string;
  email: string;
  sessionTitle: string;
  sessionDate: Date;
  minutes: number;
  issuedAt: Date;
}

/** The attendance certificate (one A4 page): who, which session, when, how long. */
export async function certificatePdf(facts: CertificateFacts): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Attestation de présence - ${facts.sessionTitle}`);
  pdf.setAuthor('Canal Pneumo');
  const page = pdf.addPage([595.28, 841.89]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const blue = rgb(0.11, 0.37, 0.66);
  let y = 760;
  const line = (text: string, size = 12, font = regular, gap = 22) => {
    page.drawText(text, { x: 60, y, size, font, color: rgb(0.1, 0.1, 0.1), maxWidth: 475, lineHeight: size * 1.3 });
    y -= gap;
  };
  page.drawText('Canal Pneumo', { x: 60, y, size: 18, font: bold, color: blue });
  y -= 60;
  line('ATTESTATION DE PRÉSENCE', 20, bold, 48);
  line(`Nous attestons que ${facts.participant} (${facts.email})`, 12, regular, 22);
  line('a participé en direct à la webconférence :', 12, regular, 30);
  line(facts.sessionTitle, 14, bold, 40);
  line(`Date de la session : ${formatMailDate(facts.sessionDate)}`);
  line(`Temps de présence dans la salle : ${facts.minutes} minute${facts.minutes > 1 ? 's' : ''}`, 12, regular, 60);
  line(`Attestation établie le ${formatMailDate(facts.issuedAt)}, d'après les connexions enregistrées à la salle du live.`, 10, regular, 22);
  return pdf.save();
}
