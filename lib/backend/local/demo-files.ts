import { CONTENT_TABLES, type ContentTableName } from './content-tables';
import { SEED_ROWS } from './seed';

/** A file the seed links to: a PDF under /documents or a picture under /images/demo. */
export interface DemoFile {
  url: string;
  /** Title in English when the seed has it (SVG can show Thai too). */
  title: string;
  /** The title for a PDF with a standard font, which cannot show Thai. */
  asciiTitle: string;
  shape: 'document' | 'cover' | 'picture';
}

const LABELS: Record<ContentTableName, string> = {
  financialStatements: 'Financial statements',
  analysisExplanations: 'Management discussion and analysis',
  meetings: 'Shareholder meeting document',
  shareNotifications: 'Share subscription notification',
  oneReports: 'One Report',
  annualReports: 'Annual report',
  sustainabilityReports: 'Sustainability report',
  form561Reports: 'Form 56-1',
  setNews: 'Exchange announcement',
  newsClippings: 'News clipping',
  electronicAds: 'Electronic advertisement',
  calendarEvents: 'Investor calendar',
  activities: 'Investor activity',
  securitiesAnalyses: 'Securities analysis',
  mediaNews: 'Press release',
  creditRatings: 'Credit rating',
  financialData: 'Financial data',
};

const isAscii = (text: string) => /^[\x20-\x7e]*$/.test(text);

/** Link columns end in url (pdf_url, imageUrl) or, in the news tables, start with it (url_news_medias). */
export const isLinkColumn = (column: string) => /(^url_|url$)/i.test(column);

/** Every file the seed links to, once per URL. */
export function demoFiles(): DemoFile[] {
  const files = new Map<string, DemoFile>();
  for (const name of Object.keys(CONTENT_TABLES) as ContentTableName[]) {
    const spec = CONTENT_TABLES[name];
    // English rows first, so a shared file takes the English title.
    const rows = [...SEED_ROWS[name]].sort((a, b) => Number(b.lang === 'en') - Number(a.lang === 'en'));
    for (const row of rows) {
      const title = rowTitle(name, row);
      for (const column of spec.columns.filter(isLinkColumn)) {
        const url = row[column];
        if (typeof url !== 'string' || files.has(url)) continue;
        files.set(url, {
          url,
          title,
          asciiTitle: asciiTitle(name, row, title),
          shape: !url.endsWith('.svg') ? 'document' : /report/.test(column) ? 'cover' : 'picture',
        });
      }
    }
  }
  return [...files.values()];
}

function rowTitle(name: ContentTableName, row: Record<string, unknown>): string {
  const titleColumn = CONTENT_TABLES[name].columns.find((column) => /title|name/.test(column));
  if (titleColumn && typeof row[titleColumn] === 'string') return row[titleColumn];
  if (typeof row.credit_rating === 'string') return `${LABELS[name]} ${row.rating_date}: ${row.credit_rating}`;
  return `${LABELS[name]} Q${row.quarter}/${row.year}`;
}

function asciiTitle(name: ContentTableName, row: Record<string, unknown>, title: string): string {
  if (isAscii(title)) return title;
  const english = title.split(' / ').find(isAscii);
  if (english) return english;
  const date = Object.entries(row).find(([column]) => /date/.test(column))?.[1];
  return `${LABELS[name]} ${typeof date === 'string' ? date : ''}`.trim();
}
