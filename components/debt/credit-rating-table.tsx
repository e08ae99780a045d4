import { getTranslations } from 'next-intl/server';
import { DocumentLink } from '@/components/documents/document-link';
import { ScrollTable } from '@/components/tables/table-scroll';
import type { CreditRating } from '@/lib/contract';
import { formatLongDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './debt.module.css';

/** Credit ratings, newest first as the backend sends them or as given: date, rating, PDF. */
export async function CreditRatingTable({ ratings, locale }: { ratings: readonly CreditRating[]; locale: Locale }) {
  const t = await getTranslations('Debt.creditRating');
  const tLists = await getTranslations('Lists');

  return (
    <ScrollTable caption={t('caption')} className={styles.narrow}>
      <thead>
        <tr>
          <th scope="col">{t('date')}</th>
          <th scope="col">{t('rating')}</th>
          <th scope="col" className={styles.action}>
            {t('report')}
          </th>
        </tr>
      </thead>
      <tbody>
        {ratings.map((rating) => {
          const date = formatLongDate(rating.rating_date, locale);
          return (
            <tr key={`${rating.rating_date}-${rating.pdf_url}`}>
              <th scope="row" className={styles.nowrap}>
                {date}
              </th>
              <td>{rating.credit_rating}</td>
              <td className={styles.action}>
                <DocumentLink
                  href={rating.pdf_url}
                  title={t('documentTitle', { date, rating: rating.credit_rating })}
                  label={tLists('download')}
                  newTabHint={tLists('newTab')}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </ScrollTable>
  );
}
