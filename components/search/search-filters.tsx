import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { displayYear } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { countLabel, type CappedCount, type SearchCounts } from '@/lib/search-engine';
import type { SearchSectionId } from '@/lib/search-engine';
import { searchHref, type SearchState } from '@/lib/search';
import styles from './search-page.module.css';

interface SearchFiltersProps {
  locale: Locale;
  state: SearchState;
  counts: SearchCounts;
  sectionLabels: Record<SearchSectionId, string>;
}

interface Choice {
  key: string;
  label: string;
  count: CappedCount;
  href: string;
  current: boolean;
}

function ChoiceList({ choices, locale }: { choices: Choice[]; locale: Locale }) {
  return (
    <ul className={styles.choices}>
      {choices.map((choice) => (
        <li key={choice.key}>
          <Link
            prefetch={false}
            href={choice.href}
            className={styles.choice}
            aria-current={choice.current ? 'page' : undefined}
          >
            <span>{choice.label}</span> <span className={styles.count}>{countLabel(choice.count, locale)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The result counts per section (within the year filter) and per year (within the section filter),
 * each a link that filters the results; the query stays, the page goes back to 1. A count that
 * stopped at the index's cap shows as "1,000+", never as an exact number.
 */
export async function SearchFilters({ locale, state, counts, sectionLabels }: SearchFiltersProps) {
  const t = await getTranslations('Search');
  const q = state.query.text;
  const href = (section: SearchSectionId | null, year: number | null) =>
    localizePath(searchHref({ q, section, year }), locale);

  const sections: Choice[] = [
    {
      key: 'all',
      label: t('allSections'),
      count: counts.allSections,
      href: href(null, state.year),
      current: state.section === null,
    },
    ...counts.sections.map(({ section, count }) => ({
      key: section,
      label: sectionLabels[section],
      count,
      href: href(section, state.year),
      current: section === state.section,
    })),
  ];
  const years: Choice[] = [
    {
      key: 'all',
      label: t('allYears'),
      count: counts.anyYear,
      href: href(state.section, null),
      current: state.year === null,
    },
    ...counts.years.map(({ year, count }) => ({
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
      <ChoiceList choices={sections} locale={locale} />
      <h2 className={styles.filterTitle}>{t('years')}</h2>
      <ChoiceList choices={years} locale={locale} />
    </nav>
  );
}
