'use client';

import { useId, useOptimistic, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { localizePath } from '@/lib/i18n';
import { listHref, type ListDefaults, type ListState } from '@/lib/lists';
import type { Locale } from '@/lib/i18n';
import styles from './year-filter.module.css';

interface YearFilterProps {
  locale: Locale;
  /** Locale-less path of the list page, e.g. '/newinfo/info'. */
  pathname: string;
  /** The list's other state kept when the year changes (q, type is reset by the caller); page resets to 1. */
  state: Omit<ListState, 'page' | 'year'>;
  defaults?: ListDefaults;
  value: number;
  options: { value: number; label: string }[];
  label: string;
  /** The submit button shown only without JavaScript. */
  submitLabel: string;
}

/**
 * A year select that puts the year in the URL. With JavaScript it navigates on change without a full
 * reload; without, it is a GET form (a year is not personal data) with its own submit button.
 */
export function YearFilter({ locale, pathname, state, defaults, value, options, label, submitLabel }: YearFilterProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // Shows the chosen year at once while the new list loads, instead of snapping back until it arrives.
  const [shownYear, showYear] = useOptimistic(value);
  const id = useId();

  return (
    <form method="get" action={localizePath(pathname, locale)} className={styles.filter} aria-busy={pending}>
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.type !== undefined && state.type !== defaults?.type ? (
        <input type="hidden" name="type" value={state.type} />
      ) : null}
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="year"
        value={shownYear}
        onChange={(event) => {
          const year = Number(event.target.value);
          startTransition(() => {
            showYear(year);
            router.push(localizePath(listHref(pathname, { ...state, year }, defaults), locale), { scroll: false });
          });
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </noscript>
    </form>
  );
}
