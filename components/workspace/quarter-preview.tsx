import { getTranslations } from 'next-intl/server';
import { formatFigure, quarterValues } from '@/components/results/format';
import resultsStyles from '@/components/results/results.module.css';
import { TableSections } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import { formatLongDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { documentChoicesOf, transcriptEntitiesOf, type Content, type KindName } from '@/lib/newsroom';
import type { QuarterlyResult } from '@/lib/contract';
import { clockOf, HEADLINE_METRICS, metricValue, type QuarterId } from '@/lib/results';
import { loadQuarterDocuments } from '@/lib/results/server';

/**
 * A quarterly results version as its quarter's page will show it, in one language (docs/newsroom.md,
 * Preview): the results date, the headline figures, the documents (the version's choices over the
 * lists as they are now) and the transcript, with the hub's own words and number formats. `entity` is the row going live writes (entitiesOf); the transcript is read from the
 * version as going live reads it.
 */
export async function QuarterPreview({
  kind,
  entity,
  content,
  lang,
}: {
  kind: KindName;
  entity: Record<string, unknown>;
  content: Content;
  lang: Locale;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Results' });
  const id = { year: Number(entity.year), quarter: Number(entity.quarter) };
  const values = quarterValues(id, lang);
  const figures: QuarterlyResult = {
    year: id.year,
    quarter: id.quarter as QuarterlyResult['quarter'],
    results_date: String(entity.results_date ?? ''),
    total_revenue: Number(entity.total_revenue ?? NaN),
    sales_revenue: Number(entity.sales_revenue ?? NaN),
    gross_profit: Number(entity.gross_profit ?? NaN),
    net_profit: Number(entity.net_profit ?? NaN),
    // Computed by the kind from the net profit and the shares (lib/figures); none when they are not given.
    ...(typeof entity.eps === 'number' ? { eps: entity.eps } : {}),
    ...(typeof entity.shares === 'number' ? { shares: entity.shares } : {}),
  };
  const transcript = transcriptEntitiesOf(kind, content)
    .filter((row) => row.lang === lang)
    .map((row) => row.entity);
  const resultsDate = figures.results_date;
  const shown = (value: number | null) => (value === null || Number.isNaN(value) ? null : value);
  const known = Number.isInteger(id.year) && [1, 2, 3, 4].includes(id.quarter);
  const documents = known
    ? await loadQuarterDocuments(id as QuarterId, lang, documentChoicesOf(kind, content)).catch(() => [])
    : [];
  return (
    <div data-testid={`quarter-preview-${lang}`}>
      <h4>{t('quarterTitle', values)}</h4>
      {resultsDate ? (
        <p className={resultsStyles.meta}>{t('resultsDate', { date: formatLongDate(resultsDate, lang) })}</p>
      ) : null}
      <p className={resultsStyles.meta}>{t('unitNote')}</p>
      <ScrollTable caption={t('figuresCaption', values)}>
        <TableSections
          columns={[
            { key: 'metric', header: t('metric'), rowHeader: true, cell: (metric) => t(`metrics.${metric}`) },
            {
              key: 'value',
              header: t('value', values),
              className: resultsStyles.number,
              cell: (metric) => formatFigure(metric, shown(metricValue(figures, metric)), lang),
            },
          ]}
          rows={HEADLINE_METRICS}
          rowKey={(metric) => metric}
          rowProps={(metric) => ({ 'data-metric': metric })}
        />
      </ScrollTable>
      <h4>{t('documentsTitle')}</h4>
      {documents.length === 0 ? (
        <p className={resultsStyles.meta}>{t('documentsEmpty')}</p>
      ) : (
        <ul className={resultsStyles.documents} data-testid={`quarter-preview-documents-${lang}`}>
          {documents.map((document) => (
            <li key={document.href} data-kind={document.kind}>
              <span className={resultsStyles.documentKind}>{t(`kinds.${document.kind}`)}</span>{' '}
              <a href={document.href} target="_blank" rel="noopener">
                {document.title ?? t('quarter', values)}
              </a>
            </li>
          ))}
        </ul>
      )}
      <h4>{t('transcriptTitle')}</h4>
      {transcript.length === 0 ? (
        <p className={resultsStyles.meta}>{t('transcriptNone')}</p>
      ) : (
        <ol className={resultsStyles.transcript} data-testid={`quarter-preview-transcript-${lang}`}>
          {transcript.map((paragraph) => (
            <li key={String(paragraph.seq)} className={resultsStyles.paragraph}>
              <p className={resultsStyles.paragraphHead}>
                <span className={resultsStyles.speaker}>{String(paragraph.speaker)}</span>{' '}
                <span className={resultsStyles.time}>{clockOf(Number(paragraph.start_seconds))}</span>
              </p>
              <p>{String(paragraph.paragraph_text)}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
