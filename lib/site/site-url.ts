import { settings } from '@/lib/config/settings.mjs';
import { localizePath, routing, type Locale } from '@/lib/i18n';

/** The public origin of the site (SITE_URL), for canonical URLs, alternates, the sitemap and feeds. */
export function siteUrl(): URL {
  const { SITE_URL, PORT } = settings();
  return new URL(SITE_URL ?? `http://localhost:${PORT}`);
}

/** The absolute URL of a locale-less path in a locale: Thai unprefixed, English under /en. */
export function absoluteUrl(path: string, locale: Locale, search = ''): string {
  const url = new URL(localizePath(path, locale), siteUrl());
  url.search = search;
  return url.toString();
}

/** The hreflang alternates of a path: each language's URL, and the Thai one as x-default. */
export function languageAlternates(path: string, search = ''): Record<Locale | 'x-default', string> {
  return {
    th: absoluteUrl(path, 'th', search),
    en: absoluteUrl(path, 'en', search),
    'x-default': absoluteUrl(path, routing.defaultLocale, search),
  };
}
