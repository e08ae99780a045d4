import { getTranslations } from 'next-intl/server';
import { figureDownloadHref, buildFigureDownload, type FigureDownloadId, EXPORT_FORMATS } from '@/lib/downloads';
import type { Locale } from '@/lib/i18n';
import styles from './download-links.module.css';

const MEDIA_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * The CSV and Excel links of a figure table: plain links with the download attribute (no JavaScript),
 * in the page's language, named after the file the server sends (`named`: the lead text names the table too). rel="nofollow": crawlers index the
 * page, not its data files (which say noindex themselves).
 */
export async function DownloadLinks({
  table,
  locale,
  named = false,
}: {
  table: FigureDownloadId;
  locale: Locale;
  named?: boolean;
}) {
  const [t, built] = await Promise.all([getTranslations('Downloads'), buildFigureDownload(table, locale)]);
  return (
    <p className={styles.links}>
      {/* Named where no heading right above says which table the files hold. */}
      <span className={styles.lead}>{named ? t('leadNamed', { table: built.title }) : t('lead')}</span>
      {EXPORT_FORMATS.map((format) => {
        const label = t(`formats.${format}`);
        return (
          <a
            key={format}
            href={figureDownloadHref(table, format, locale)}
            download={`${built.download.fileStem}.${format}`}
            type={MEDIA_TYPES[format]}
            rel="nofollow"
            aria-label={t('linkLabel', { table: built.title, format: label })}
            className={styles.link}
            data-download={table}
          >
            {label}
          </a>
        );
      })}
    </p>
  );
}
