/**
 * Writes the eight small warrant-holder PDFs (four documents, Thai and English) under
 * public/documents/warrants, at the URLs lib/content/warrant-documents.ts links to. Deterministic:
 * running it again rewrites identical files. Run with `npx tsx scripts/generate-warrant-pdfs.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WARRANT_DOCUMENT_IDS, getWarrantDocuments, warrantDocumentUrl } from '@/lib/content/warrant-documents';

const PUBLIC_DIR = path.resolve(__dirname, '..', 'public');
const COMPANY = 'Siam Horizon Estate Public Company Limited (SET: SHRZ)';

// The standard Helvetica font of a minimal PDF shows ASCII only, so every file takes the English title.
const englishTitles = new Map(getWarrantDocuments('en').map((document) => [document.id, document.title]));

function main(): void {
  let count = 0;
  for (const id of WARRANT_DOCUMENT_IDS) {
    for (const locale of ['th', 'en'] as const) {
      const target = path.join(PUBLIC_DIR, warrantDocumentUrl(id, locale));
      mkdirSync(path.dirname(target), { recursive: true });
      const language = locale === 'th' ? 'Thai version' : 'English version';
      writeFileSync(target, minimalPdf(englishTitles.get(id) ?? id, language));
      count += 1;
    }
  }
  console.log(`Wrote ${count} warrant documents under ${path.join(PUBLIC_DIR, 'documents', 'warrants')}`);
}

/** A one-page PDF 1.4 with the title as real text. */
function minimalPdf(title: string, language: string): Buffer {
  const lines = [...wrap(title, 56), '', language, COMPANY, 'Demonstration document; the company is fictional.'];
  const text = lines.map((line, index) => `${index === 0 ? '' : '0 -22 Td '}${line ? `(${pdfString(line)}) Tj` : ''}`.trim()).join('\n');
  const content = `BT\n/F1 16 Tf\n56 770 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfString(title)}) /Author (${pdfString(COMPANY)}) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (character) => `\\${character}`);
}

function wrap(text: string, width: number): string[] {
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

main();
