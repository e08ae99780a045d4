import type { Locale } from '@/lib/i18n';
import { QUERY_INPUT, SiteSearchForm } from '@/components/search/site-search-form';
import styles from './site-search-box.module.css';

interface SiteSearchBoxProps {
  locale: Locale;
  /**
   * Where it sits: the top bar on wide screens, the menu panel on phones. The header holds one of each
   * and CSS shows one at a time (the other is display: none, out of the accessibility tree).
   */
  placement: 'bar' | 'panel';
  labels: { label: string; placeholder: string; submit: string };
}

/**
 * The header's search box on every page: a plain GET form to /search (in the page's language), so
 * it works without JavaScript and ships none. Its label is read by screen readers; the placeholder
 * and the magnifier show it.
 */
export function SiteSearchBox({ locale, placement, labels }: SiteSearchBoxProps) {
  const inputId = `site-search-${placement}`;
  return (
    <SiteSearchForm
      locale={locale}
      label={labels.label}
      className={placement === 'panel' ? `${styles.box} ${styles.inPanel}` : styles.box}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {labels.label}
      </label>
      <input id={inputId} className={styles.input} {...QUERY_INPUT} placeholder={labels.placeholder} />
      <button type="submit" className={styles.submit}>
        <span className={styles.icon} aria-hidden="true" />
        <span className="visually-hidden">{labels.submit}</span>
      </button>
    </SiteSearchForm>
  );
}
