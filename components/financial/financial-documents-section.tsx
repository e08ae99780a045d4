import { getTranslations } from 'next-intl/server';
import { DocumentLink } from '@/components/documents/document-link';
import { EmptyState } from '@/components/lists/empty-state';
import { YearFilter } from '@/components/lists/year-filter';
import { TableScroll, tableStyles } from '@/components/tables/table-scroll';
import type { FinancialDocument } from '@/lib/backend/types';
import { displayYear } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/routing';
import type { SearchParamValue } from '@/lib/selectors/list-state';
import {
  DEFAULT_FINANCIAL_DOCUMENT_YEAR,
  FINANCIAL_DOCUMENT_YEARS,
  financialDocumentsView,
} from './financial-documents-view';
import styles from './financial-documents-section.module.css';

interface FinancialDocumentsSectionProps {
  locale: Locale;
  kind: 'statements' | 'description';
  /** Locale-less path of the page, e.g. '/financialinfo/statements'. */
  pathname: string;
  /** The backend list; false when the call failed. */
  list: readonly FinancialDocument[] | false;
  rawYear: SearchParamValue;
}

/** Statement and MD&A pages: the latest-document card, the year select and the year's quarterly PDFs. */
export async function FinancialDocumentsSection({ locale, kind, pathname, list, rawYear }: FinancialDocumentsSectionProps) {
  const t = await getTranslations('FinancialDocuments');
  const tLists = await getTranslations('Lists');
  const { year, latest, documents } = financialDocumentsView(list, rawYear);
  const titleOf = (document: FinancialDocument) =>
    t(`${kind}.documentTitle`, { quarter: document.quarter, year: displayYear(document.year, locale) });
  const caption = t(`${kind}.caption`, { year: displayYear(year, locale) });

  return (
    <>
      {latest && (
        <section className={styles.latest} aria-labelledby="latest-document">
          <div>
            <h2 id="latest-document" className={styles.latestLabel}>
              {t('latest')}
            </h2>
            <p className={styles.latestTitle}>{titleOf(latest)}</p>
          </div>
          <DocumentLink
            href={latest.pdf_url}
            title={titleOf(latest)}
            label={tLists('download')}
            newTabHint={tLists('newTab')}
            className="button"
          />
        </section>
      )}

      <YearFilter
        locale={locale}
        pathname={pathname}
        state={{}}
        defaults={{ year: DEFAULT_FINANCIAL_DOCUMENT_YEAR }}
        value={year}
        options={FINANCIAL_DOCUMENT_YEARS.map((value) => ({ value, label: displayYear(value, locale) }))}
        label={tLists('year')}
        submitLabel={tLists('show')}
      />

      {documents.length === 0 ? (
        <EmptyState>{tLists('noItems')}</EmptyState>
      ) : (
        <TableScroll label={caption}>
          <table className={`${tableStyles.table} ${styles.table}`}>
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t('document')}</th>
                <th scope="col" className={styles.action}>
                  {tLists('download')}
                </th>
              </tr>
            </thead>
            <tbody>
              {documents.map((document) => (
                <tr key={`${document.year}-${document.quarter}`}>
                  <th scope="row" className={styles.title}>
                    {titleOf(document)}
                  </th>
                  <td className={styles.action}>
                    <DocumentLink
                      href={document.pdf_url}
                      title={titleOf(document)}
                      label={tLists('download')}
                      newTabHint={tLists('newTab')}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
