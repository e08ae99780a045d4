import { BACKEND_CALLS, type BackendCall } from '@/lib/contract';

/** A file the seed links to: a PDF under /documents or a picture under /images/demo. */
export interface DemoFile {
  url: string;
  /** Title in English when the seed has it (SVG can show Thai too). */
  title: string;
  /** The title for a PDF with a standard font, which cannot show Thai. */
  asciiTitle: string;
  shape: 'document' | 'cover' | 'picture';
}

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** Link columns end in url (pdf_url, imageUrl) or, in the news tables, start with it (url_news_medias). */
export const isLinkColumn = (column: string) => /(^url_|url$)/i.test(column);

/** Every file the seed links to, once per URL. */
export function demoFiles(): DemoFile[] {
  const files = new Map<string, DemoFile>();
  for (const call of Object.values<BackendCall>(BACKEND_CALLS)) {
    // English rows first, so a shared file takes the English title.
    const rows = [...call.seed].sort((a, b) => Number(b.lang === 'en') - Number(a.lang === 'en'));
    for (const row of rows) {
      const title = rowTitle(call, row);
      for (const column of call.check.fields.filter(isLinkColumn)) {
        const url = row[column];
        if (typeof url !== 'string' || files.has(url)) continue;
        files.set(url, {
          url,
          title,
          asciiTitle: asciiTitle(call, row, title),
          shape: !url.endsWith('.svg') ? 'document' : /report/.test(column) ? 'cover' : 'picture',
        });
      }
    }
  }
  return [...files.values()];
}

function rowTitle(call: BackendCall, row: Record<string, unknown>): string {
  const titleColumn = call.check.fields.find((column) => /title|name/.test(column));
  if (titleColumn && typeof row[titleColumn] === 'string') return row[titleColumn];
  if (typeof row.credit_rating === 'string') return `${call.label} ${row.rating_date}: ${row.credit_rating}`;
  return `${call.label} Q${row.quarter}/${row.year}`;
}

function asciiTitle(call: BackendCall, row: Record<string, unknown>, title: string): string {
  if (isAscii(title)) return title;
  const english = title.split(' / ').find(isAscii);
  if (english) return english;
  const date = Object.entries(row).find(([column]) => /date/.test(column))?.[1];
  return `${call.label} ${typeof date === 'string' ? date : ''}`.trim();
}
