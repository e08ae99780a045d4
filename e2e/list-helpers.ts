import type { Page } from '@playwright/test';

/** Text as React writes it into HTML, so server-HTML checks can look for a title verbatim. */
export function htmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

/** Gregorian year of a 'YYYY-MM-DD' seed date. */
export const yearOfSeed = (date: string) => Number(date.slice(0, 4));

/** Newest first by 'YYYY-MM-DD', stable. */
export function newestFirst<T>(items: T[], dateOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => dateOf(b.item).localeCompare(dateOf(a.item)) || a.index - b.index)
    .map(({ item }) => item);
}

/** The query of the page's URL as an object, e.g. { year: '2024', page: '2' }. */
export function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}
