/* eslint-disable @next/next/no-img-element -- unoptimized backend images (SVG, other hosts): a plain img ships no image runtime. */
import type { ImgHTMLAttributes } from 'react';
import { DocumentLink } from '@/components/documents/document-link';
import { UpdatedNote } from '@/components/lists/updated-note';
import cardGrid from '@/components/layout/card-grid.module.css';
import { TableSections, type DataColumn } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import styles from './report-showcase.module.css';

export interface ReportEntry {
  key: string;
  name: string;
  href: string;
  imageUrl?: string;
  /** "Updated <date>" when a correction of the item went live (docs/newsroom.md, Corrections). */
  updated?: string;
}

export interface ReportShowcaseLabels {
  latest: string;
  earlier: string;
  download: string;
  newTab: string;
  /** Alt text of a cover, given the report's name. */
  cover: (name: string) => string;
  /** Column heading of the report name in the table of reports without covers. */
  name: string;
  document: string;
}

// The demonstration covers are 300 × 420 (A-series portrait); the box keeps that ratio.
const COVER = { width: 300, height: 420 } as const;

interface CoverProps extends Pick<ImgHTMLAttributes<HTMLImageElement>, 'fetchPriority' | 'loading'> {
  report: ReportEntry;
  alt: ReportShowcaseLabels['cover'];
  className: string;
}

/** A report's cover, or the placeholder of a report without one. */
function Cover({ report, alt, className, ...loading }: CoverProps) {
  return report.imageUrl ? (
    <img className={className} src={report.imageUrl} alt={alt(report.name)} {...COVER} {...loading} />
  ) : (
    <span className={styles.placeholderCover} aria-hidden="true" />
  );
}

/**
 * A published-document page: the newest report as a featured card, then the earlier ones, as a grid
 * of covers when they have covers and as a table when they do not (Form 56-1).
 */
export function ReportShowcase({ reports, labels }: { reports: ReportEntry[]; labels: ReportShowcaseLabels }) {
  const [latest, ...earlier] = reports;
  if (!latest) return null;
  const withCovers = reports.some((report) => report.imageUrl);
  const download = (report: ReportEntry) => (
    <DocumentLink href={report.href} title={report.name} label={labels.download} newTabHint={labels.newTab} />
  );
  const columns: DataColumn<ReportEntry>[] = [
    {
      key: 'name',
      header: labels.name,
      rowHeader: true,
      cell: (report) => (
        <>
          {report.name}
          <UpdatedNote text={report.updated} />
        </>
      ),
    },
    { key: 'document', header: labels.document, className: styles.documentColumn, cell: download },
  ];

  return (
    <>
      <section className={styles.featured} aria-labelledby="latest-report">
        {/* The first thing on the page: fetched early rather than lazily. */}
        <Cover report={latest} alt={labels.cover} className={styles.featuredCover} fetchPriority="high" />
        <div className={styles.featuredText}>
          <p className={styles.kicker} id="latest-report">
            {labels.latest}
          </p>
          <h2 className={styles.featuredName}>{latest.name}</h2>
          <UpdatedNote text={latest.updated} />
          {download(latest)}
        </div>
      </section>
      {earlier.length > 0 ? (
        <section aria-labelledby="earlier-reports">
          <h2 id="earlier-reports" className={styles.heading}>
            {labels.earlier}
          </h2>
          {withCovers ? (
            <ul className={`${cardGrid.grid} ${styles.covers}`}>
              {earlier.map((report) => (
                <li key={report.key} className={`${cardGrid.card} ${styles.card}`}>
                  <Cover report={report} alt={labels.cover} className={styles.cover} loading="lazy" />
                  <h3 className={styles.name}>{report.name}</h3>
                  <UpdatedNote text={report.updated} />
                  {download(report)}
                </li>
              ))}
            </ul>
          ) : (
            <ScrollTable caption={labels.earlier} hideCaption>
              <TableSections columns={columns} rows={earlier} rowKey={(report) => report.key} />
            </ScrollTable>
          )}
        </section>
      ) : null}
    </>
  );
}
