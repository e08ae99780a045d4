/**
 * The PDFs the benchmarks upload and check: about 20 MB of text pages, the kind of file an annual
 * report is (bench/pdf-check.ts times its check; bench/workspace.ts uploads it under load).
 */
import PDFDocument from 'pdfkit';

export const TARGET_BYTES = 20 * 1024 * 1024;
const LINE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt. ';

// Uncompressed, 40 lines a page make about 10 KB a page.
const TEXT_PAGES = 2000;

/** TEXT_PAGES uncompressed pages of 40 lines each: about TARGET_BYTES. */
export function textPdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument({ compress: false });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    for (let page = 0; page < TEXT_PAGES; page += 1) {
      if (page > 0) document.addPage();
      for (let line = 0; line < 40; line += 1) document.text(LINE, 50, 50 + line * 17, { lineBreak: false });
    }
    document.end();
  });
}
