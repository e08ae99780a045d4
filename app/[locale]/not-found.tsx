import { getLocale, getTranslations } from 'next-intl/server';
import { getCompanyFacts } from '@/lib/content/company';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';

export default async function NotFoundPage() {
  const t = await getTranslations('NotFound');
  const tMeta = await getTranslations('Metadata');
  const company = getCompanyFacts((await getLocale()) as Locale).shortName;
  return (
    <div className="container page-message">
      <title>{tMeta('titleTemplate', { title: t('title'), company })}</title>
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/">{t('home')}</Link>
    </div>
  );
}
