/** The one PDF writer of the demo-file scripts: a one-page PDF 1.4 whose lines are real text (Helvetica, ASCII only). */
import companyFacts from '../data/seed/company-facts.json';

/** The seed's company in English, as the demonstration files name it. */
export const SEED_COMPANY = companyFacts.find((row) => row.lang === 'en')!;
export const DEMO_COMPANY = `${SEED_COMPANY.name} (SET: ${SEED_COMPANY.symbol})`;

export function minimalPdf(title: string, lines: string[]): Buffer {
  const text = lines
    .map((line, index) => `${index === 0 ? '' : '0 -22 Td '}${line ? `(${pdfString(line)}) Tj` : ''}`.trim())
    .join('\n');
  const content = `BT\n/F1 16 Tf\n56 770 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfString(title)}) /Author (${pdfString(DEMO_COMPANY)}) >>`,
  ];
  return pdfOfObjects(objects, `/Info ${objects.length} 0 R `);
}

/**
 * A PDF 1.4 file of `objects` (numbered from 1, the first the catalog), with a correct cross-reference
 * table; `trailerExtra` adds entries to the trailer.
 */
export function pdfOfObjects(objects: string[], trailerExtra = ''): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Breaks text into lines of at most `width` characters at spaces. */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}
