/**
 * Writes the eight small warrant-holder PDFs (four documents, Thai and English) under
 * public/documents/warrants, at the URLs lib/content/warrant-documents.ts links to. Deterministic:
 * running it again rewrites identical files. Run with `npx tsx scripts/generate-warrant-pdfs.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_COMPANY, minimalPdf, wrapWords } from './minimal-pdf';
import { WARRANT_DOCUMENT_IDS, getWarrantDocuments, warrantDocumentUrl } from '@/lib/content';

const PUBLIC_DIR = path.resolve(__dirname, '..', 'public');

// The standard Helvetica font of a minimal PDF shows ASCII only, so every file takes the English title.
const englishTitles = new Map(getWarrantDocuments('en').map((document) => [document.id, document.title]));

function main(): void {
  let count = 0;
  for (const id of WARRANT_DOCUMENT_IDS) {
    for (const locale of ['th', 'en'] as const) {
      const target = path.join(PUBLIC_DIR, warrantDocumentUrl(id, locale));
      mkdirSync(path.dirname(target), { recursive: true });
      const language = locale === 'th' ? 'Thai version' : 'English version';
      const title = englishTitles.get(id) ?? id;
      const lines = [...wrapWords(title, 56), '', language, DEMO_COMPANY, 'Demonstration document; the company is fictional.'];
      writeFileSync(target, minimalPdf(title, lines));
      count += 1;
    }
  }
  console.log(`Wrote ${count} warrant documents under ${path.join(PUBLIC_DIR, 'documents', 'warrants')}`);
}

main();
