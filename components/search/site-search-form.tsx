import type { ReactNode } from 'react';
import { localizePath, type Locale } from '@/lib/i18n';
import { MAX_QUERY_LENGTH, pages } from '@/lib/site';

/** The query box's attributes of a site search form (`?q=`). */
export const QUERY_INPUT = {
  type: 'search',
  name: 'q',
  maxLength: MAX_QUERY_LENGTH,
  enterKeyHint: 'search',
  autoComplete: 'off',
} as const;

interface SiteSearchFormProps {
  locale: Locale;
  /** Names the search landmark (and labels its box). */
  label: string;
  className: string;
  children: ReactNode;
}

/** A site search form: a plain GET form to the search page in the page's language, so it needs no JavaScript. */
export function SiteSearchForm({ locale, label, className, children }: SiteSearchFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      method="get"
      action={localizePath(pages.search, locale)}
      className={className}
    >
      {children}
    </form>
  );
}
