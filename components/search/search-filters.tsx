import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FacetCount } from '@/lib/backend';
import { displayYear } from '@/lib/format/date';
import { localizePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { sectionCounts, totalCount, yearCounts } from '@/lib/search/facets';
import type { SearchSectionId } from '@/lib/search/sections';
import { searchHref, type SearchState } from '@/lib/search/search-state';
import styles from './search-page.module.css';

interface SearchFiltersProps {
  locale: Locale;
  state: SearchState;
  facets: readonly FacetCount[];
  sectionLabels: Record<SearchSectionId, string>;
}

interface Choice {
  key: string;
  label: string;
  count: number;
  href: string;
  current: boolean;
}

function ChoiceList({ choices }: { choices: Choice[] }) {
  return (
    <ul className={styles.choices}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <Link prefetch={false} href={choice.href} className={styles.choice} aria-current={choice.current ? 'page' : undefined}>
            <span>{choice.label}</span> <span className={styles.count}>{choice.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The result counts per section (within the year filter) and per year (within the section filter),
 * each a link that filters the results; the query stays, the page goes back to 1.
 */
export async function SearchFilters({ locale, state, facets, sectionLabels }: SearchFiltersProps) {
  const t = await getTranslations('Search');
  const q = state.query.text;
  const href = (section: SearchSectionId | null, year: number | null) => localizePath(searchHref({ q, section, year }), locale);

  const sections: Choice[] = [
    { key: 'all', label: t('allSections'), count: totalCount(facets, { year: state.year }), href: href(null, state.year), current: state.section === null },
    ...sectionCounts(facets, state.year).map(({ section, count }) => ({
      key: section,
      label: sectionLabels[section],
      count,
      href: href(section, state.year),
      current: section === state.section,
    })),
  ];
  const years: Choice[] = [
    { key: 'all', label: t('allYears'), count: totalCount(facets, { section: state.section }), href: href(state.section, null), current: state.year === null },
    ...yearCounts(facets, state.section).map(({ year, count }) => ({
      key: String(year),
      label: displayYear(year, locale),
      count,
      href: href(state.section, year),
      current: year === state.year,
    })),
  ];

  return (
    <nav className={styles.filters} aria-label={t('filters')}>
      <h2 className={styles.filterTitle}>{t('sections')}</h2>
      <ChoiceList choices={sections} />
      <h2 className={styles.filterTitle}>{t('years')}</h2>
      <ChoiceList choices={years} />
    </nav>
  );
}
