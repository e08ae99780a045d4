import { delocalizePath, type Locale } from '@/lib/i18n';
import { RESULTS_PATH } from '@/lib/results';
import { pages } from '@/lib/site';

/**
 * The route patterns a report may name: every page of the site map, without its locale. A pattern's
 * `[name]` segment stands for any one path segment, so a page with a parameter is kept as its pattern
 * and never as the address a visitor saw.
 */
export const VITALS_ROUTES: readonly string[] = [...new Set(Object.values(pages))];

/**
 * The route patterns a page view beacon may name (docs/newsroom.md, Reading figures): those of the
 * site map, and a quarter's results page, which the site map does not list.
 */
export const READING_ROUTES: readonly string[] = [...VITALS_ROUTES, `${RESULTS_PATH}/[quarter]`];

const SEGMENT = /^[A-Za-z0-9._~-]{1,100}$/;

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((part, i) => (/^\[\w+\]$/.test(part) ? SEGMENT.test(have[i]) : part === have[i]))
  );
}

/** The route pattern and locale of a page's pathname, or null for a path that is no page of the site. */
export function routeOfPath(
  pathname: string,
  routes: readonly string[] = VITALS_ROUTES,
): { route: string; locale: Locale } | null {
  if (!pathname.startsWith('/') || pathname.length > 300) return null;
  const { locale, path } = delocalizePath(pathname);
  // '/th/...' is redirected to the unprefixed path before any page renders: not a page's address.
  if (path === '/th' || path.startsWith('/th/')) return null;
  const route = routes.find((pattern) => matches(pattern, path));
  return route ? { route, locale } : null;
}
