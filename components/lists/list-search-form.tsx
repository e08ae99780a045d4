import type { Locale } from '@/lib/i18n';
import { listRegistry, type ListView } from '@/lib/lists';
import { pages } from '@/lib/site';
import { SearchForm } from './search-form';
import type { YearListPageId } from './year-list-page';

interface ListSearchFormProps {
  page: YearListPageId;
  locale: Locale;
  /** The list's view: the search keeps its year and its defaults and shows its text. */
  view: ListView<unknown>;
  label: string;
  placeholder?: string;
  /** The Lists translations, for the submit and clear buttons. */
  tLists: (key: 'searchSubmit' | 'searchClear') => string;
}

/** The title search (?q=) of a list page, for {@link YearListPage}'s search; nothing where the list is not searchable. */
export function ListSearchForm({ page, locale, view, label, placeholder, tLists }: ListSearchFormProps) {
  if (!listRegistry[page].searchable) return null;
  return (
    <SearchForm
      locale={locale}
      pathname={pages[page]}
      year={view.state.year}
      defaults={view.defaults}
      value={view.state.q}
      label={label}
      placeholder={placeholder}
      submitLabel={tLists('searchSubmit')}
      clearLabel={tLists('searchClear')}
    />
  );
}
