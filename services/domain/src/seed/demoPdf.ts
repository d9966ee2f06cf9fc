/**
 * A small but real one-page PDF (PDF 1.4, Helvetica, WinAnsi text): the demo's leaflets and
 * slides open in any viewer without a PDF library in core. Lines are kept short by the caller.
 */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  return demoPdfPages([{ title, lines }]);
}

/** The same, one page per entry (a podcast's flipbook). */
export function demoPdfPages(pages: readonly { title: string; lines: readonly string[] }[]): Buffer {
  // WinAnsi has the typographic apostrophe and œ at 0x92 and 0x9c; the rest of French is Latin-1.
  const escape = (text: string) =>
    text
      .replace(/[\\()]/g, (c) => `\\${c}`)
      .replace(/’/g, '\x92')
      .replace(/œ/g, '\x9c');
  const contentOf = (page: { title: string; lines: readonly string[] }) =>
    Buffer.from(
      [
        `BT /F1 20 Tf 56 780 Td (${escape(page.title)}) Tj ET`,
        ...page.lines.map((line, index) => `BT /F1 12 Tf 56 ${740 - index * 18} Td (${escape(line)}) Tj ET`),
      ].join('\n'),
      'latin1',
    );
  // Objects: 1 catalog, 2 pages, 3 font, then a page and its content for each page.
  const pageIds = pages.map((_page, index) => 4 + index * 2);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    ...pages.flatMap((page, index) => {
      const content = contentOf(page);
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + index * 2} 0 R >>`,
        `<< /Length ${content.length} >>\nstream\n${content.toString('latin1')}\nendstream`,
      ];
    }),
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
