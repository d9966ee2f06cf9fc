import { PDFDocument } from 'pdf-lib';
import { demoPdf } from './demoPdf';

describe('the demo’s PDF files', () => {
  it('are real PDFs that a PDF library opens, one A4 page', async () => {
    const bytes = demoPdf('Bien utiliser son inhalateur', ['1. Expirer doucement, loin de l’embout (pas dedans).', 'Cœur et poumons']);
    const document = await PDFDocument.load(bytes);
    expect(document.getPageCount()).toBe(1);
    expect(document.getPage(0).getSize()).toEqual({ width: 595, height: 842 });
    expect(bytes.subarray(0, 8).toString()).toBe('%PDF-1.4');
  });
});
