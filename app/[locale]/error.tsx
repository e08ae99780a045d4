'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  return (
    <div className="container page-message" role="alert">
      <h1>{t('title')}</h1>
      <p>{t('body')}</p>
      <p>
        <button type="button" className="button" onClick={reset}>
          {t('retry')}
        </button>
      </p>
      <Link href="/">{t('home')}</Link>
    </div>
  );
}
