import { routing, type Locale } from './routing';

/**
 * The URL of a locale-less path in a locale (localePrefix 'as-needed'): Thai unprefixed, English under
 * /en; the query and hash are kept, and anything that is not a site path is returned as it is.
 *
 * The one way the site builds a localized link, in server and client components alike:
 * `<Link href={localizePath(pages.newsSet, locale)}>` with next/link. Plain string work with no i18n
 * runtime: next-intl's createNavigation Link is a client component that would bring next-intl's client
 * runtime and message formatter into every page's JavaScript.
 */
export function localizePath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//') || locale === routing.defaultLocale) return href;
  const end = href.search(/[?#]/);
  const path = end === -1 ? href : href.slice(0, end);
  const rest = end === -1 ? '' : href.slice(end);
  return `/${locale}${path === '/' ? '' : path}${rest}`;
}

/** The locale and the locale-less path of a URL path: '/en/about' → en, '/about'; '/about' → th, '/about'. */
export function delocalizePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of routing.locales) {
    if (locale === routing.defaultLocale) continue;
    if (pathname === `/${locale}`) return { locale, path: '/' };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: routing.defaultLocale, path: pathname || '/' };
}
