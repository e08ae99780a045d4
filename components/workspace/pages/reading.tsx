import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/lib/i18n';
import {
  DEFAULT_READING_DAYS,
  READING_VIEW_DAYS,
  readingViewDays,
  readReadingSeries,
  readReadingTop,
  readTopDownloads,
} from '@/lib/reading/server';
import { DailyFigures, TopDocuments, TopPages, ZeroSearches } from '../reading-figures';
import own from '../reading-figures.module.css';
import type { WorkspacePageContext } from '../workspace-page';

type Query = { days?: string | string[] };

/** The reading figures over 7, 30 or 90 days (docs/newsroom.md, Reading figures): the window is in the URL, a plain link each. */
export async function ReadingPage({ locale, query }: WorkspacePageContext<object, Query>) {
  const t = await getTranslations('Workspace');
  const days = readingViewDays(typeof query.days === 'string' ? query.days : undefined) ?? DEFAULT_READING_DAYS;
  // A store that cannot be read gives a sentence, not an error page.
  const figures = await Promise.all([
    readReadingSeries({ days }),
    readTopDownloads({ days, locale }),
    readReadingTop('page', { days }),
    readReadingTop('zero-search', { days }),
  ]).catch((error: unknown) => {
    console.error('[reading] could not read the figures:', error instanceof Error ? error.message : error);
    return null;
  });
  const path = localizePath('/admin/reading', locale);
  return (
    <>
      <h1>{t('reading.heading')}</h1>
      <p>{t('reading.intro')}</p>
      <nav aria-label={t('reading.window')}>
        <ul className={own.choices}>
          {READING_VIEW_DAYS.map((choice) => (
            <li key={choice}>
              <Link
                prefetch={false}
                href={`${path}?days=${choice}`}
                aria-current={choice === days ? 'page' : undefined}
              >
                {t('reading.days', { days: String(choice) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {figures === null ? (
        <p>{t('dashboard.failed')}</p>
      ) : (
        <>
          <DailyFigures perDay={figures[0]} days={days} locale={locale} />
          <TopDocuments documents={figures[1]} days={days} locale={locale} />
          <TopPages pages={figures[2]} days={days} locale={locale} />
          <ZeroSearches searches={figures[3]} days={days} locale={locale} />
        </>
      )}
    </>
  );
}
