import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatLongDate } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/i18n';
import { eventFileHref, eventFileName } from '@/lib/lists';
import type { UpcomingKind } from '@/lib/results';
import { loadUpcomingResultsEvents } from '@/lib/results/server';
import { pages } from '@/lib/site';
import styles from './results.module.css';

const KINDS: readonly UpcomingKind[] = ['results', 'opportunityDay'];
const HEADINGS = { results: 'nextResults', opportunityDay: 'nextOpportunityDay' } as const;

/**
 * The hub's "Coming up" (docs/results.md): the next results date and the next Opportunity Day of the
 * investor calendar, each with its .ics download; a note when none is announced or the calendar failed.
 */
export async function ComingUp({ locale }: { locale: Locale }) {
  const [upcoming, t, tCalendar] = await Promise.all([
    loadUpcomingResultsEvents(locale),
    getTranslations('Results'),
    getTranslations('Calendar'),
  ]);
  return (
    <section className={styles.comingUp} aria-labelledby="coming-up" data-testid="results-coming-up">
      <h2 id="coming-up" className={styles.comingUpTitle}>
        {t('comingUpTitle')}
      </h2>
      {upcoming === false ? (
        <p className={styles.meta} data-testid="coming-up-unavailable">
          {t('calendarUnavailable')}
        </p>
      ) : (
        <dl className={styles.comingUpList}>
          {KINDS.map((kind) => {
            const event = upcoming[kind];
            return (
              <div key={kind} className={styles.comingUpItem} data-testid={`coming-up-${kind}`}>
                <dt>{t(HEADINGS[kind])}</dt>
                {event ? (
                  <>
                    <dd>
                      <time className={styles.comingUpDate} dateTime={event.day}>
                        {formatLongDate(event.date, locale)}
                      </time>
                    </dd>
                    <dd className={styles.comingUpEvent}>{event.title}</dd>
                    <dd>
                      <a
                        className={styles.addToCalendar}
                        href={eventFileHref(event, locale)}
                        download={eventFileName(event)}
                      >
                        <span aria-hidden="true">+</span> {tCalendar('addToCalendar')}
                        <span className="visually-hidden">: {event.title}</span>
                      </a>
                    </dd>
                  </>
                ) : (
                  <dd className={styles.meta}>{t('noDateYet')}</dd>
                )}
              </div>
            );
          })}
        </dl>
      )}
      <p className={styles.comingUpLink}>
        <Link prefetch={false} href={localizePath(pages.calendar, locale)}>
          {t('calendarLink')}
        </Link>
      </p>
    </section>
  );
}
