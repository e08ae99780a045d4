import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/page-locale';
import { getCompanyFacts } from '@/lib/content/company';
import type { PageId } from '@/lib/site-map';

/** generateMetadata for a route of the site map: the translated title "Page title | Company IR". */
export function pageMetadata(page: PageId) {
  return async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const { locale: requested } = await params;
    const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
    const tRoutes = await getTranslations({ locale, namespace: 'Routes' });
    const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
    const company = getCompanyFacts(locale).shortName;
    const title =
      page === 'home'
        ? tMeta('siteName', { company })
        : tMeta('titleTemplate', { title: tRoutes(page), company });
    return { title };
  };
}
