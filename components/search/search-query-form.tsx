import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import type { SearchState } from '@/lib/search';
import { MAX_QUERY_LENGTH, pages } from '@/lib/site';
import formStyles from '@/components/lists/search-form.module.css';
import styles from './search-page.module.css';

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
    <form
      role="search"
      aria-label={labels.label}
      method="get"
      action={localizePath(pages.search, locale)}
      className={`${formStyles.search} ${styles.form}`}
    >
      <label htmlFor="search-query">{labels.label}</label>
      <div className={formStyles.row}>
        <input
          id="search-query"
          type="search"
          name="q"
          defaultValue={state.query.text}
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
        />
        {state.section ? <input type="hidden" name="type" value={state.section} /> : null}
        {state.year ? <input type="hidden" name="year" value={state.year} /> : null}
        <button type="submit" className="button">
          {labels.submit}
        </button>
      </div>
    </form>
  );
}
