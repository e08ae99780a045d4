import type { Locale } from '@/lib/i18n';
import type { SearchSectionId } from './sections';

/** One entry of the search index: an item of a backend list, or a page of the site, in one language. */
export interface SearchDocument {
  section: SearchSectionId;
  lang: Locale;
  /** As shown, in the document's language; searched first. */
  title: string;
  /** A second text, shown under the title and searched (an event's detail, a page's description). */
  detail: string | null;
  /** The Bangkok day of a dated item, 'YYYY-MM-DD'. */
  date: string | null;
  /** The Gregorian year the item belongs to (its date's, its period's, the one its title names). */
  year: number | null;
  quarter: number | null;
  /** The document (PDF) of the item. */
  documentUrl: string | null;
  /** The locale-less path of the page that shows the item, with the query of its year, type and page. */
  pagePath: string;
  /** Words searched beside the title and the detail: section names in both languages, both eras of the year, quarter and meeting names. */
  keywords: string;
}

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

/** The sort key of "newest": the day, else the end of the period (quarter, year); '' sorts last. */
export function newestKey(document: Pick<SearchDocument, 'date' | 'year' | 'quarter'>): string {
  if (document.date) return document.date;
  if (document.year === null) return '';
  const end =
    document.quarter && document.quarter >= 1 && document.quarter <= 4 ? QUARTER_ENDS[document.quarter - 1] : '12-31';
  return `${document.year}-${end}`;
}
