import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

export default async function NotFoundPage() {
  const t = await getTranslations('NotFound');
  return (
    <div className="container page-message">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <Link href="/">{t('home')}</Link>
    </div>
  );
}
