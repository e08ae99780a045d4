import { pages, type PageId } from '@/lib/site/site-map';

export const locales = ['th', 'en'] as const;

/** The URL of a route of the site map in a locale: Thai unprefixed, English under /en. */
export function localePath(locale: (typeof locales)[number], path: string): string {
  if (locale === 'th') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

export const routeEntries = Object.entries(pages) as [PageId, string][];
