import type { Locale } from '@/lib/i18n';
import type { SearchState } from '@/lib/search';
import formStyles from '@/components/lists/search-form.module.css';
import styles from './search-page.module.css';
import { QUERY_INPUT, SiteSearchForm } from './site-search-form';

interface SearchQueryFormProps {
  locale: Locale;
  state: SearchState;
  labels: { label: string; submit: string };
}

/**
 * The search page's own box: a plain GET form showing the query, keeping the section and year
 * filters (a new query starts at page 1). No JavaScript. It looks like the lists' title search, whose
 * module it uses.
 */
export function SearchQueryForm({ locale, state, labels }: SearchQueryFormProps) {
  return (
    <SiteSearchForm locale={locale} label={labels.label} className={`${formStyles.search} ${styles.form}`}>
      <label htmlFor="search-query">{labels.label}</label>
      <div className={formStyles.row}>
        <input id="search-query" {...QUERY_INPUT} defaultValue={state.query.text} />
        {state.section ? <input type="hidden" name="type" value={state.section} /> : null}
        {state.year ? <input type="hidden" name="year" value={state.year} /> : null}
        <button type="submit" className="button">
          {labels.submit}
        </button>
      </div>
    </SiteSearchForm>
  );
}
