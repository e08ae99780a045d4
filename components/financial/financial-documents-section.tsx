import { getTranslations } from 'next-intl/server';
import { documentColumn } from '@/components/documents/document-column';
import { DocumentLink } from '@/components/documents/document-link';
import type { PageContext } from '@/components/layout/framed-page';
import { loadListPage } from '@/components/lists/list-page-data';
import { EmptyState } from '@/components/lists/empty-state';
import { UpdatedNote } from '@/components/lists/updated-note';
import { YearFilter } from '@/components/lists/year-filter';
import { yearSelectOptions } from '@/components/lists/year-options';
import { TableSections, type DataColumn } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import type { FinancialDocument } from '@/lib/backend';
import { displayYear } from '@/lib/format';
import { latestDocument } from '@/lib/lists';
import { pages } from '@/lib/site';
import styles from './financial-documents-section.module.css';

const KIND = { financialStatements: 'statements', financialDescription: 'description' } as const;

/**
 * Statement and MD&A pages: the latest-document card (highest year, then quarter, of the whole list),
 * the year select (years in lib/lists/registry.ts) and the year's quarterly PDFs, first quarter first.
 */
export async function FinancialDocumentsSection({ page, locale, query }: PageContext<keyof typeof KIND>) {
  const [{ items, view, tLists, updated }, t] = await Promise.all([
    loadListPage(page, locale, query),
    getTranslations('FinancialDocuments'),
  ]);
  const kind = KIND[page];
  const { year } = view.state;
  const latest = latestDocument(items);
  const documents = view.shown;
  const titleOf = (document: FinancialDocument) =>
    t(`${kind}.documentTitle`, { quarter: String(document.quarter), year: displayYear(document.year, locale) });
  const caption = t(`${kind}.caption`, { year: displayYear(year, locale) });
  const columns: DataColumn<FinancialDocument>[] = [
    {
      key: 'document',
      header: t('document'),
      rowHeader: true,
      cellClassName: styles.title,
      cell: (document) => (
        <>
          {titleOf(document)}
          <UpdatedNote text={updated(document)} />
        </>
      ),
    },
    documentColumn(
      tLists('download'),
      { label: tLists('download'), newTabHint: tLists('newTab') },
      (document) => ({ href: document.pdf_url, title: titleOf(document) }),
      styles.action,
    ),
  ];

  return (
    <>
      {latest && (
        <section className={styles.latest} aria-labelledby="latest-document">
          <div>
            <h2 id="latest-document" className={styles.latestLabel}>
              {t('latest')}
            </h2>
            <p className={styles.latestTitle}>{titleOf(latest)}</p>
            <UpdatedNote text={updated(latest)} />
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
        pathname={pages[page]}
        state={{}}
        defaults={view.defaults}
        value={year}
        options={yearSelectOptions(view.years, locale)}
        label={tLists('year')}
        submitLabel={tLists('show')}
      />

      {documents.length === 0 ? (
        <EmptyState>{tLists('noItems')}</EmptyState>
      ) : (
        <ScrollTable caption={caption} className={styles.table}>
          <TableSections
            columns={columns}
            rows={documents}
            rowKey={(document) => `${document.year}-${document.quarter}`}
          />
        </ScrollTable>
      )}
    </>
  );
}
