import { getTranslations } from 'next-intl/server';
import { BackToTopButton } from './back-to-top-button';

export async function BackToTop() {
  const t = await getTranslations('Shell');
  return <BackToTopButton label={t('backToTop')} />;
}
