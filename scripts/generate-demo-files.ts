/**
 * Writes the small demonstration PDFs and SVG covers that the seed links to (public/documents,
 * public/images/demo), so no link of the embedded backend is broken. Output is deterministic:
 * running it again rewrites identical files. Run with `npm run generate:demo`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoFiles, type DemoFile } from '@/lib/backend/local/demo-files';

const PUBLIC_DIR = path.resolve(__dirname, '..', 'public');
const COMPANY = 'Siam Horizon Estate Public Company Limited (SET: SHRZ)';

function main(): void {
  const files = demoFiles();
  for (const file of files) {
    const target = path.join(PUBLIC_DIR, file.url);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.url.endsWith('.pdf') ? demoPdf(file) : demoSvg(file));
  }
  console.log(`Wrote ${files.length} demonstration files under ${PUBLIC_DIR}`);
}

/** A one-page PDF 1.4 with the document title as real text (Helvetica, so ASCII only). */
function demoPdf(file: DemoFile): Buffer {
  const lines = [...wrap(file.asciiTitle, 56), '', COMPANY, 'Demonstration document of the investor-relations website.', 'The company and its figures are fictional.'];
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
    `<< /Title (${pdfString(file.asciiTitle)}) /Author (${pdfString(COMPANY)}) >>`,
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

/** A small cover or clipping picture with the title; Thai text is fine in SVG. */
function demoSvg(file: DemoFile): string {
  const portrait = file.shape === 'cover';
  const [width, height] = portrait ? [300, 420] : [420, 280];
  const lines = wrap(file.title, portrait ? 24 : 36).slice(0, 4);
  const tspans = lines.map((line, index) => `<tspan x="24" dy="${index === 0 ? 0 : 26}">${xmlText(line)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xmlText(file.title)}">`,
    `<rect width="${width}" height="${height}" fill="#2b2f36"/>`,
    `<rect y="${height - 56}" width="${width}" height="56" fill="#f36f21"/>`,
    `<text x="24" y="48" fill="#f36f21" font-family="sans-serif" font-size="20" font-weight="700">SHRZ</text>`,
    `<text x="24" y="${portrait ? 150 : 104}" fill="#ffffff" font-family="sans-serif" font-size="19">${tspans}</text>`,
    `<text x="24" y="${height - 22}" fill="#ffffff" font-family="sans-serif" font-size="14">Siam Horizon Estate</text>`,
    '</svg>',
    '',
  ].join('');
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

function pdfString(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

main();
