import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { loadCompanyFacts } from '@/lib/backend';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';

export default async function NotFoundPage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('NotFound');
  const tMeta = await getTranslations('Metadata');
  const company = (await loadCompanyFacts(locale)).shortName;
  return (
    <div className="container page-message">
      <title>{tMeta('titleTemplate', { title: t('title'), company })}</title>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link prefetch={false} href={localizePath(pages.home, locale)}>
        {t('home')}
      </Link>
    </div>
  );
}
