import type { ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatNumber, formatShortDate } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/i18n';
import {
  documentKindLabel,
  languagesLabel,
  localeLabel,
  readingCsvHref,
  type ReadingCsvSeries,
  type ReadingDay,
  type ReadingTotalRow,
  type TitledDownload,
} from '@/lib/reading/server';
import { DailyChartBox, TopChartBox } from './chart-boxes';
import own from './reading-figures.module.css';
import styles from './workspace.module.css';
import { WorkspaceTable } from './workspace-table';

/**
 * The reading figures as the workspace shows them (docs/newsroom.md, Reading figures): each table with
 * its caption and header cells, the chart of its leading rows drawn beside it for the eye (the chart is
 * hidden from assistive technology, which reads the table), a sentence when nothing was counted, and
 * the table as a CSV download. Server components; the charts are the client leaves of ./chart-boxes.tsx.
 */

/** How many rows of a table its bar chart draws. */
const CHART_BARS = 10;

type Level = 2 | 3;

interface SectionProps {
  id: string;
  heading: string;
  level: Level;
  csv: { series: ReadingCsvSeries; days: number; locale: Locale; label: string };
  children: ReactNode;
}

function Section({ id, heading, level, csv, children }: SectionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.dashboardSection} aria-labelledby={id} data-testid={id}>
      <Heading id={id}>{heading}</Heading>
      {children}
      <p>
        <a className={own.download} href={readingCsvHref(csv.series, csv.days, csv.locale)} download>
          {csv.label}
          {/* Which table, for a screen reader's list of links; the visible words come first (WCAG 2.5.3). */}
          <span className="visually-hidden"> ({heading})</span>
        </a>
      </p>
    </section>
  );
}

const count = (value: number, locale: Locale) => formatNumber(value, locale, { decimals: 0 });

/** Page views and downloads per day over the window: the chart, then the table (newest day first) with the totals. */
export async function DailyFigures({
  perDay,
  days,
  locale,
  level = 2,
  id = 'reading-daily',
}: {
  perDay: ReadingDay[];
  days: number;
  locale: Locale;
  level?: Level;
  id?: string;
}) {
  const t = await getTranslations('Workspace');
  const heading = t('reading.daily', { days: String(days) });
  const total = perDay.reduce(
    (sum, day) => ({ views: sum.views + day.views, downloads: sum.downloads + day.downloads }),
    { views: 0, downloads: 0 },
  );
  return (
    <Section id={id} heading={heading} level={level} csv={{ series: 'daily', days, locale, label: t('reading.csv') }}>
      {total.views + total.downloads === 0 ? (
        <p>{t('reading.empty')}</p>
      ) : (
        <>
          <DailyChartBox
            testId={`${id}-chart`}
            locale={locale}
            labels={{ views: t('reading.views'), downloads: t('reading.downloadCount') }}
            points={perDay.map((day) => ({
              label: formatShortDate(day.day, locale),
              views: day.views,
              downloads: day.downloads,
            }))}
          />
          <WorkspaceTable
            className={own.figures}
            boxClassName={own.scroll}
            caption={heading}
            head={[t('reading.day'), t('reading.views'), t('reading.downloadCount')]}
            rows={[...perDay].reverse().map((day) => ({
              key: day.day,
              cells: [
                <time key="day" dateTime={day.day}>
                  {formatShortDate(day.day, locale)}
                </time>,
                count(day.views, locale),
                count(day.downloads, locale),
              ],
            }))}
            foot={[t('reading.total'), count(total.views, locale), count(total.downloads, locale)]}
          />
        </>
      )}
    </Section>
  );
}

/** The documents downloaded most, by title, with their kind and language. */
export async function TopDocuments({
  documents,
  days,
  locale,
}: {
  documents: TitledDownload[];
  days: number;
  locale: Locale;
}) {
  const [t, all] = await Promise.all([getTranslations('Workspace'), getTranslations()]);
  const heading = t('reading.downloads');
  return (
    <Section
      id="reading-documents"
      heading={heading}
      level={2}
      csv={{ series: 'documents', days, locale, label: t('reading.csv') }}
    >
      {documents.length === 0 ? (
        <p>{t('reading.empty')}</p>
      ) : (
        <>
          <TopChartBox
            testId="reading-documents-chart"
            locale={locale}
            countLabel={t('reading.downloadCount')}
            bars={documents.slice(0, CHART_BARS).map((document) => ({ label: document.title, count: document.count }))}
          />
          <WorkspaceTable
            className={own.figures}
            caption={heading}
            head={[t('reading.document'), t('reading.kind'), t('reading.locale'), t('reading.downloadCount')]}
            rows={documents.map((document) => ({
              key: document.url,
              cells: [
                <a key="title" href={document.url} className={own.title}>
                  {document.named ? document.title : <code>{document.title}</code>}
                </a>,
                documentKindLabel(document.kind, all),
                languagesLabel(document.languages, all),
                count(document.count, locale),
              ],
            }))}
          />
        </>
      )}
    </Section>
  );
}

/** The pages viewed most, by path. */
export async function TopPages({ pages, days, locale }: { pages: ReadingTotalRow[]; days: number; locale: Locale }) {
  const t = await getTranslations('Workspace');
  const heading = t('reading.pages');
  return (
    <Section
      id="reading-pages"
      heading={heading}
      level={2}
      csv={{ series: 'pages', days, locale, label: t('reading.csv') }}
    >
      {pages.length === 0 ? (
        <p>{t('reading.empty')}</p>
      ) : (
        <>
          <TopChartBox
            testId="reading-pages-chart"
            locale={locale}
            countLabel={t('reading.views')}
            bars={pages.slice(0, CHART_BARS).map((page) => ({ label: page.key, count: page.count }))}
          />
          <WorkspaceTable
            className={own.figures}
            caption={heading}
            head={[t('reading.page'), t('reading.views')]}
            rows={pages.map((page) => ({
              key: page.key,
              cells: [<code key="path">{page.key}</code>, count(page.count, locale)],
            }))}
          />
        </>
      )}
    </Section>
  );
}

/** The searches that found nothing: a stranger's words, printed as text. */
export async function ZeroSearches({
  searches,
  days,
  locale,
}: {
  searches: ReadingTotalRow[];
  days: number;
  locale: Locale;
}) {
  const [t, all] = await Promise.all([getTranslations('Workspace'), getTranslations()]);
  const heading = t('reading.searches');
  return (
    <Section
      id="reading-searches"
      heading={heading}
      level={2}
      csv={{ series: 'searches', days, locale, label: t('reading.csv') }}
    >
      {searches.length === 0 ? (
        <p>{t('reading.empty')}</p>
      ) : (
        <WorkspaceTable
          className={own.figures}
          caption={heading}
          head={[t('reading.query'), t('reading.locale'), t('reading.times')]}
          rows={searches.map((search) => ({
            key: `${search.locale} ${search.key}`,
            cells: [search.key, localeLabel(search.locale, all), count(search.count, locale)],
          }))}
        />
      )}
    </Section>
  );
}

/** The dashboard's part: page views and downloads per day over the default window, and the way to the rest. */
export async function ReadingSummary({
  perDay,
  days,
  locale,
}: {
  perDay: ReadingDay[] | null;
  days: number;
  locale: Locale;
}) {
  const t = await getTranslations('Workspace');
  return (
    <section className={styles.dashboardSection} aria-labelledby="reading-figures">
      <h2 id="reading-figures">{t('reading.heading')}</h2>
      <p>{t('reading.intro')}</p>
      {perDay === null ? (
        <p>{t('dashboard.failed')}</p>
      ) : (
        <DailyFigures perDay={perDay} days={days} locale={locale} level={3} />
      )}
      <p>
        <Link prefetch={false} href={localizePath('/admin/reading', locale)}>
          {t('reading.all')}
        </Link>
      </p>
    </section>
  );
}
