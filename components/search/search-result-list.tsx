import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DocumentLink } from '@/components/documents/document-link';
import type { SearchHit } from '@/lib/backend';
import { displayYear, formatLongDate } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import type { QueryTerm, SearchSectionId } from '@/lib/search-engine';
import { HighlightedText } from './highlighted-text';
import styles from './search-page.module.css';

interface SearchResultListProps {
  locale: Locale;
  hits: readonly SearchHit[];
  terms: readonly QueryTerm[];
  sectionLabels: Record<SearchSectionId, string>;
}

/**
 * One page of results: each title (matched words marked) links to the page that shows the item, with
 * its section and date (Buddhist era in Thai) and its document, opening in a new tab.
 */
export async function SearchResultList({ locale, hits, terms, sectionLabels }: SearchResultListProps) {
  const [t, tLists] = await Promise.all([getTranslations('Search'), getTranslations('Lists')]);
  const when = (hit: SearchHit): string | null => {
    if (hit.date) return formatLongDate(hit.date, locale);
    if (hit.year === null) return null;
    const year = displayYear(hit.year, locale);
    return hit.quarter ? t('quarter', { quarter: String(hit.quarter), year }) : year;
  };

  return (
    <ol className={styles.list} aria-label={t('results')}>
      {hits.map((hit) => {
        const shownWhen = when(hit);
        return (
          <li key={hit.id} className={styles.result}>
            <h2 className={styles.resultTitle}>
              <Link prefetch={false} href={localizePath(hit.pagePath, locale)}>
                <HighlightedText text={hit.title} terms={terms} />
              </Link>
            </h2>
            <p className={styles.meta}>
              <span>{sectionLabels[hit.section]}</span>
              {shownWhen ? (
                <>
                  <span aria-hidden="true"> · </span>
                  {hit.date ? <time dateTime={hit.date}>{shownWhen}</time> : <span>{shownWhen}</span>}
                </>
              ) : null}
            </p>
            {hit.detail ? (
              <p className={styles.detail}>
                <HighlightedText text={hit.detail} terms={terms} />
              </p>
            ) : null}
            {hit.documentUrl ? (
              <DocumentLink
                href={hit.documentUrl}
                title={hit.title}
                label={t('openDocument')}
                newTabHint={tLists('newTab')}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
