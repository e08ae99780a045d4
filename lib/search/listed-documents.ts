import { BACKEND_CALLS } from '@/lib/contract';
import { routing, type Locale } from '@/lib/i18n';
import type { SearchSectionId } from '@/lib/search-engine';
import { documentsOfList, INDEXED_CALLS } from './documents';
import { storedListReader } from './search-index';

/** A document a list of the site links to, as one language's list names it. */
export interface ListedDocument {
  url: string;
  /** The language of the list that carries it. */
  lang: Locale;
  /** Whether the list has a version per language (its call sends lang); if not, it carries the same row in both. */
  bilingual: boolean;
  section: SearchSectionId;
  /** The title the list gives it, as the site search shows it (a quarter's statements are named by their period). */
  title: string;
}

/**
 * Every document the embedded store's lists link to, in each language, titled as the search indexes
 * them (./documents.ts), read fresh from the tables: the reading figures name a downloaded document
 * by it (docs/newsroom.md, Reading figures). A list that cannot be read is left out.
 */
export async function listedDocuments(): Promise<ListedDocument[]> {
  const read = storedListReader();
  const lists = await Promise.all(
    INDEXED_CALLS.flatMap((call) =>
      routing.locales.map(async (locale) => {
        const bilingual = BACKEND_CALLS[call].lang;
        const items = await read(call, bilingual ? locale : undefined);
        if (items === false) return [];
        return documentsOfList(call, items, locale).flatMap((document): ListedDocument[] =>
          document.documentUrl
            ? [{ url: document.documentUrl, lang: locale, bilingual, section: document.section, title: document.title }]
            : [],
        );
      }),
    ),
  );
  return lists.flat();
}
