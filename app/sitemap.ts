import type { MetadataRoute } from 'next';
import { routing } from '@/lib/i18n/routing';
import { pages } from '@/lib/site-map';
import { absoluteUrl } from '@/lib/site-url';

/** Every route in both languages, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return Object.values(pages).flatMap((path) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(path, locale),
      changeFrequency: path === '/' ? 'daily' : 'weekly',
      priority: path === '/' ? 1 : 0.7,
      alternates: {
        languages: {
          th: absoluteUrl(path, 'th'),
          en: absoluteUrl(path, 'en'),
          'x-default': absoluteUrl(path, 'th'),
        },
      },
    })),
  );
}
