'use client';

import { useId, useTransition } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { localizePath } from '@/lib/i18n';
import { listHref, type ListDefaults } from '@/lib/lists';
import type { Locale } from '@/lib/i18n';
import styles from './search-form.module.css';

interface SearchFormProps {
  locale: Locale;
  /** Locale-less path of the list page, e.g. '/newinfo/info'. */
  pathname: string;
  /** The year kept with the search; the page resets to 1. */
  year: number;
  defaults?: ListDefaults;
  /** The search text now in the URL. */
  value: string;
  label: string;
  placeholder?: string;
  submitLabel: string;
  clearLabel: string;
}

/**
 * Title search that keeps its text in ?q=. Without JavaScript it is a plain GET form (a search term is
 * not personal data); with JavaScript it navigates client-side, so Back returns to the previous search.
 */
export function SearchForm({
  locale,
  pathname,
  year,
  defaults,
  value,
  label,
  placeholder,
  submitLabel,
  clearLabel,
}: SearchFormProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();
  const keepYear = year !== defaults?.year;

  return (
    <form
      // Remounts when the URL's text changes (Back, Forward, clear), so the box always shows it.
      key={value}
      role="search"
      method="get"
      action={localizePath(pathname, locale)}
      className={styles.search}
      aria-busy={pending}
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '');
        startTransition(() =>
          router.push(localizePath(listHref(pathname, { year, q }, defaults), locale), { scroll: false }),
        );
      }}
    >
      <label htmlFor={id}>{label}</label>
      <div className={styles.row}>
        {keepYear ? <input type="hidden" name="year" value={year} /> : null}
        <input id={id} type="search" name="q" defaultValue={value} placeholder={placeholder} maxLength={100} />
        <button type="submit" className="button">
          {submitLabel}
        </button>
        {value ? (
          <Link
            prefetch={false}
            href={localizePath(listHref(pathname, { year }, defaults), locale)}
            className={styles.clear}
            scroll={false}
          >
            {clearLabel}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
