import { toGregorianYear } from '@/lib/format';
import { toInteger } from '@/lib/site';

export interface QuarterlyDocument {
  year: number | string;
  quarter: number | string;
  pdf_url: string;
}

export interface DocumentSlot {
  /** Index of the document kind in the order the lists were given (statements, MD&A). */
  kind: number;
  year: number;
  quarter: number;
  href: string;
}

/** The file name a download saves as: the last segment of the document's path. */
export function fileNameOf(href: string): string {
  const path = href.split(/[?#]/)[0];
  return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || 'document.pdf';
}

/**
 * The documents of several quarterly lists grouped by Gregorian year (newest first), each with its
 * kind and quarter 1-4; documents without a readable year or quarter, and repeats, are left out.
 */
export function documentsByYear(
  lists: readonly (readonly QuarterlyDocument[])[],
): { year: number; documents: DocumentSlot[] }[] {
  const byYear = new Map<number, DocumentSlot[]>();
  lists.forEach((list, kind) => {
    for (const document of list) {
      const rawYear = toInteger(document.year);
      const quarter = toInteger(/\d+/.exec(String(document.quarter))?.[0]);
      if (rawYear === null || quarter === null || quarter < 1 || quarter > 4 || !document.pdf_url) continue;
      const year = toGregorianYear(rawYear);
      const slots = byYear.get(year) ?? [];
      if (slots.some((slot) => slot.kind === kind && slot.quarter === quarter)) continue;
      slots.push({ kind, year, quarter, href: document.pdf_url });
      byYear.set(year, slots);
    }
  });
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, documents]) => ({
      year,
      documents: documents.sort((a, b) => a.kind - b.kind || a.quarter - b.quarter),
    }));
}
