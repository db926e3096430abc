// Product attachments (manuals, data sheets) drawn as a one-page PDF with the attachment's texts.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINE_LENGTH = 90;

/** Text in a PDF string literal, in WinAnsi (Latin-1) encoding. */
function pdfString(text: string): string {
  const latin1 = [...text].map(character => (character.charCodeAt(0) <= 0xff ? character : '?')).join('');
  return `(${latin1.replace(/[\\()]/g, character => `\\${character}`)})`;
}

function wrap(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + word.length + 1 > LINE_LENGTH) {
        lines.push(line);
        line = word;
      } else {
        line = line ? `${line} ${word}` : word;
      }
    }
    lines.push(line);
  }
  return lines;
}

export function renderAttachmentPdf(document: { title: string; subtitle: string; body: string }): Buffer {
  const bodyLines = wrap(document.body).slice(0, 50);
  const content = [
    `BT /F1 20 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN - 20} Td ${pdfString(document.title)} Tj ET`,
    `BT /F2 12 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN - 46} Td ${pdfString(document.subtitle)} Tj ET`,
    `BT /F2 11 Tf 15 TL ${MARGIN} ${PAGE_HEIGHT - MARGIN - 80} Td ${bodyLines.map(line => `${pdfString(line)} Tj T*`).join(' ')} ET`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map(offset => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
