import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { DocumentLink } from '@/components/documents/document-link';
import { EmptyState } from '@/components/lists/empty-state';
import { BarChart } from '@/components/charts';
import { JsonLd } from '@/components/seo/json-ld';
import { TableSections } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import { loadCompanyFacts } from '@/lib/backend';
import { EXPORT_FORMATS, dataPackHref } from '@/lib/downloads';
import { formatLongDate } from '@/lib/format';
import { localizePath, type Locale } from '@/lib/i18n';
import {
  clockOf,
  embeddableWebcast,
  findQuarter,
  headlineRows,
  previousQuarter,
  quarterPath,
  quarterSlug,
  sameQuarterYearBefore,
  selfHostedVideo,
  transcriptAnchor,
  videoAt,
  webcastAt,
  RESULTS_PATH,
  type QuarterId,
} from '@/lib/results';
import type { QuarterPageData } from '@/lib/results/server';
import { absoluteUrl } from '@/lib/site';
import { quarterChartBars } from './chart-data';
import { formatChange, formatFigure, quarterValues } from './format';
import { NativeVideo } from './native-video';
import { WebcastFacade } from './webcast-facade';
import styles from './results.module.css';

interface QuarterResultsProps {
  locale: Locale;
  id: QuarterId;
  /** False when the figures' call failed: the page shows its empty state. */
  data: QuarterPageData | false;
  /** Questions for management (./quarter-questions.tsx), after the transcript. */
  questions?: ReactNode;
}

const nextQuarter = ({ year, quarter }: QuarterId): QuarterId =>
  quarter === 4 ? { year: year + 1, quarter: 1 } : { year, quarter: (quarter + 1) as QuarterId['quarter'] };

/**
 * A quarter's page of the results hub (docs/results.md), all in the server HTML: the headline figures
 * with their changes, a chart of revenue and net profit of the last five quarters (server-drawn,
 * docs/decisions/008-server-drawn-charts.md), the quarter's documents from the lists, the data pack, the webcast behind a
 * click-to-load facade, and the transcript with an anchor per paragraph.
 */
export async function QuarterResults({ locale, id, data, questions }: QuarterResultsProps) {
  const [t, tDownloads, tCharts] = await Promise.all([
    getTranslations('Results'),
    getTranslations('Downloads'),
    getTranslations('Charts'),
  ]);
  if (!data) return <EmptyState>{t('empty')}</EmptyState>;
  const { result, results, transcript, documents, captionLanguages } = data;
  const values = quarterValues(id, locale);
  const rows = headlineRows(results, id) ?? [];
  const points = (value: string) => t('points', { value });
  // A figure's column: right-aligned, each cell named for the tests and the styles (data-cell).
  const figure = (key: string, header: string, cell: (row: (typeof rows)[number]) => string) => ({
    key,
    header,
    className: styles.number,
    cellProps: () => ({ 'data-cell': key }),
    cell,
  });
  const slug = quarterSlug(id);
  const webcast = embeddableWebcast(result.webcast_link);
  // An uploaded recording plays in the browser's own player, with the transcript as its captions.
  const video = selfHostedVideo(result.webcast_link);
  const company = await loadCompanyFacts(locale);
  const pageUrl = absoluteUrl(quarterPath(id), locale);
  const previous = findQuarter(results, previousQuarter(id));
  const next = findQuarter(results, nextQuarter(id));

  const event = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: t('eventName', { company: company.shortName, ...values }),
    description: t('quarterDescription', { company: company.shortName, ...values }),
    startDate: result.results_date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: webcast ?? pageUrl },
    organizer: { '@type': 'Organization', name: company.name, url: absoluteUrl('/', locale) },
    isAccessibleForFree: true,
    inLanguage: locale,
    url: pageUrl,
  };

  return (
    <>
      <JsonLd data={event} />
      <p className={styles.meta}>{t('resultsDate', { date: formatLongDate(result.results_date, locale) })}</p>

      <section className={styles.section} aria-labelledby="results-figures">
        <h2 id="results-figures">{t('figuresTitle')}</h2>
        <p className={styles.meta}>{t('unitNote')}</p>
        <ScrollTable caption={t('figuresCaption', values)} hideCaption>
          <TableSections
            columns={[
              { key: 'metric', header: t('metric'), rowHeader: true, cell: (row) => t(`metrics.${row.metric}`) },
              figure('value', t('value', values), (row) => formatFigure(row.metric, row.value, locale)),
              figure('yearOnYear', t('yearOnYear', quarterValues(sameQuarterYearBefore(id), locale)), (row) =>
                formatChange(row.metric, row.yearOnYear, locale, points),
              ),
              figure('quarterOnQuarter', t('quarterOnQuarter', quarterValues(previousQuarter(id), locale)), (row) =>
                formatChange(row.metric, row.quarterOnQuarter, locale, points),
              ),
            ]}
            rows={rows}
            rowKey={(row) => row.metric}
            rowProps={(row) => ({ 'data-metric': row.metric })}
          />
        </ScrollTable>
      </section>

      <section className={styles.section} aria-labelledby="results-chart" data-testid="results-chart">
        <h2 id="results-chart">{t('chartTitle')}</h2>
        <p className={styles.meta}>{t('chartNote')}</p>
        <BarChart
          title={t('chartTitle')}
          data={quarterChartBars(results, id, locale, (quarter, year) =>
            tCharts('quarterShort', { quarter: String(quarter), year }),
          )}
          series={[
            { key: 'totalRevenue', label: t('chartRevenue') },
            // Lighter shades tell the second series apart, the latest quarter still in orange (as on key financials).
            { key: 'netProfit', label: t('chartNetProfit'), color: '#8b949e', latestColor: '#f5a76c' },
          ]}
          locale={locale}
          categoryLabel={tCharts('quarter')}
          unitLabel={tCharts('millionBaht')}
          decimals={0}
          height={260}
        />
      </section>

      <section className={styles.section} aria-labelledby="results-documents">
        <h2 id="results-documents">{t('documentsTitle')}</h2>
        {documents.length === 0 ? (
          <EmptyState>{t('documentsEmpty')}</EmptyState>
        ) : (
          <ul className={styles.documents} data-testid="results-documents">
            {documents.map((document) => {
              const kind = t(`kinds.${document.kind}`);
              const title = document.title ?? `${kind} ${t('quarter', values)}`;
              return (
                <li key={document.href} data-kind={document.kind}>
                  <span className={styles.documentKind}>{kind}</span>
                  <DocumentLink
                    href={document.href}
                    title={title}
                    label={document.title ?? t('quarter', values)}
                    newTabHint={t('newTab')}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="results-data-pack">
        <h2 id="results-data-pack">{t('dataPackTitle')}</h2>
        <p>{t('dataPackLead')}</p>
        <div className={styles.downloadLinks}>
          {EXPORT_FORMATS.map((format) => (
            <a
              key={format}
              className="button"
              href={dataPackHref(slug, format, locale)}
              download
              data-testid={`data-pack-${format}`}
            >
              {t('dataPackLink', { format: tDownloads(`formats.${format}`) })}
            </a>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="results-webcast">
        <h2 id="results-webcast">{t('webcastTitle')}</h2>
        {video ? (
          <NativeVideo
            id={id}
            locale={locale}
            video={video}
            title={t('webcastFrameTitle', values)}
            captionLanguages={captionLanguages}
            captionLabels={{ th: t('videoCaptions.th'), en: t('videoCaptions.en') }}
            fallback={t('videoFallback', { format: video.type === 'video/webm' ? 'WebM' : 'MP4' })}
            notice={t('videoNotice')}
          />
        ) : webcast ? (
          <WebcastFacade
            src={webcast}
            title={t('webcastFrameTitle', values)}
            playLabel={t('webcastPlay')}
            notice={t('webcastNotice')}
            newTabHint={t('newWindow')}
          />
        ) : result.webcast_link ? (
          <p>
            <a href={result.webcast_link} target="_blank" rel="noopener noreferrer">
              {t('webcastPlay')}
              <span className="visually-hidden"> {t('newWindow')}</span>
            </a>
          </p>
        ) : (
          <p className={styles.meta}>{t('webcastNone')}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="results-transcript">
        <h2 id="results-transcript">{t('transcriptTitle')}</h2>
        {transcript.length === 0 ? (
          <p className={styles.meta}>{t('transcriptNone')}</p>
        ) : (
          <ol className={styles.transcript} data-testid="transcript">
            {transcript.map((paragraph) => {
              const anchor = transcriptAnchor(paragraph.start_seconds);
              const time = clockOf(paragraph.start_seconds);
              return (
                <li key={paragraph.seq} id={anchor} className={styles.paragraph}>
                  <p className={styles.paragraphHead}>
                    <span className={styles.speaker}>{paragraph.speaker}</span>
                    <a href={`#${anchor}`} className={styles.time} aria-label={t('paragraphLink', { time })}>
                      {time}
                    </a>
                    {video && (
                      <a
                        href={videoAt(video.href, paragraph.start_seconds)}
                        data-seek={paragraph.start_seconds}
                        className={styles.watchFrom}
                      >
                        {t('watchFrom', { time })}
                      </a>
                    )}
                    {webcast && (
                      <a
                        href={webcastAt(webcast, paragraph.start_seconds)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={styles.watchFrom}
                      >
                        {t('watchFrom', { time })}
                        <span className="visually-hidden"> {t('newWindow')}</span>
                      </a>
                    )}
                  </p>
                  <p>{paragraph.paragraph_text}</p>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      {questions}

      <nav className={styles.neighbours} aria-label={t('allQuarters')}>
        {previous ? (
          <Link prefetch={false} href={localizePath(quarterPath(previousQuarter(id)), locale)} rel="prev">
            ← {t('previous')}: {t('quarter', quarterValues(previous, locale))}
          </Link>
        ) : (
          <span />
        )}
        <Link prefetch={false} href={localizePath(RESULTS_PATH, locale)}>
          {t('allQuarters')}
        </Link>
        {next ? (
          <Link prefetch={false} href={localizePath(quarterPath(nextQuarter(id)), locale)} rel="next">
            {t('next')}: {t('quarter', quarterValues(next, locale))} →
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </>
  );
}
