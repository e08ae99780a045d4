import { getTranslations } from 'next-intl/server';
import { documentColumn } from '@/components/documents/document-column';
import { TableSections, type DataColumn } from '@/components/tables/data-table';
import { ScrollTable } from '@/components/tables/table-scroll';
import type { CreditRating } from '@/lib/contract';
import { formatLongDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './debt.module.css';

/** Credit ratings, newest first as the backend sends them or as given: date, rating, PDF. */
export async function CreditRatingTable({ ratings, locale }: { ratings: readonly CreditRating[]; locale: Locale }) {
  const t = await getTranslations('Debt.creditRating');
  const tLists = await getTranslations('Lists');
  const date = (rating: CreditRating) => formatLongDate(rating.rating_date, locale);
  const columns: DataColumn<CreditRating>[] = [
    { key: 'date', header: t('date'), rowHeader: true, cellClassName: styles.nowrap, cell: date },
    { key: 'rating', header: t('rating'), cell: (rating) => rating.credit_rating },
    documentColumn(
      t('report'),
      { label: tLists('download'), newTabHint: tLists('newTab') },
      (rating) => ({
        href: rating.pdf_url,
        title: t('documentTitle', { date: date(rating), rating: rating.credit_rating }),
      }),
      styles.action,
    ),
  ];

  return (
    <ScrollTable caption={t('caption')} className={styles.narrow}>
      <TableSections columns={columns} rows={ratings} rowKey={(rating) => `${rating.rating_date}-${rating.pdf_url}`} />
    </ScrollTable>
  );
}
