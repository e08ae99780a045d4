import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('home');

export default async function HomePage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('Routes');
  // Placeholder body: the home-page issue fills in the blocks of SPEC §2 "Home".
  return (
    <div className="container page-message">
      <h1>{t('home')}</h1>
    </div>
  );
}
