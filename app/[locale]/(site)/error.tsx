'use client';

import Link from 'next/link';
import { useParams } from 'next/navigation';
import { localizePath, routing, type Locale } from '@/lib/i18n';
import { errorPageMessages } from './error-messages';

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const { locale } = useParams<{ locale?: string }>();
  const current: Locale = locale === 'en' || locale === 'th' ? locale : routing.defaultLocale;
  const t = errorPageMessages[current];
  return (
    <div className="container page-message" role="alert">
      <h1>{t.title}</h1>
      <p>{t.body}</p>
      <p>
        <button type="button" className="button" onClick={reset}>
          {t.retry}
        </button>
      </p>
      <Link prefetch={false} href={localizePath('/', current)}>
        {t.home}
      </Link>
    </div>
  );
}
