/**
 * Writes the small demonstration PDFs and SVG covers that the seed links to (public/documents,
 * public/images/demo), so no link of the embedded backend is broken. Output is deterministic:
 * running it again rewrites identical files. Run with `npm run generate:demo`.
 */
import './server-only-stub.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoFiles, type DemoFile } from '@/lib/backend';
import { DEMO_COMPANY, SEED_COMPANY, minimalPdf, wrapWords } from './minimal-pdf';

const PUBLIC_DIR = path.resolve(__dirname, '..', 'public');

function main(): void {
  const files = demoFiles();
  for (const file of files) {
    const target = path.join(PUBLIC_DIR, file.url);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.url.endsWith('.pdf') ? demoPdf(file) : demoSvg(file));
  }
  console.log(`Wrote ${files.length} demonstration files under ${PUBLIC_DIR}`);
}

function demoPdf(file: DemoFile): Buffer {
  const lines = [
    ...wrapWords(file.asciiTitle, 56),
    '',
    DEMO_COMPANY,
    'Demonstration document of the investor-relations website.',
    'The company and its figures are fictional.',
  ];
  return minimalPdf(file.asciiTitle, lines);
}

/** A small cover or clipping picture with the title; Thai text is fine in SVG. */
function demoSvg(file: DemoFile): string {
  const portrait = file.shape === 'cover';
  const [width, height] = portrait ? [300, 420] : [420, 280];
  const lines = wrapWords(file.title, portrait ? 24 : 36).slice(0, 4);
  const tspans = lines
    .map((line, index) => `<tspan x="24" dy="${index === 0 ? 0 : 26}">${xmlText(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xmlText(file.title)}">`,
    `<rect width="${width}" height="${height}" fill="#2b2f36"/>`,
    `<rect y="${height - 56}" width="${width}" height="56" fill="#f36f21"/>`,
    `<text x="24" y="48" fill="#f36f21" font-family="sans-serif" font-size="20" font-weight="700">${SEED_COMPANY.symbol}</text>`,
    `<text x="24" y="${portrait ? 150 : 104}" fill="#ffffff" font-family="sans-serif" font-size="19">${tspans}</text>`,
    `<text x="24" y="${height - 22}" fill="#ffffff" font-family="sans-serif" font-size="14">${SEED_COMPANY.short_name}</text>`,
    '</svg>',
    '',
  ].join('');
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

main();
