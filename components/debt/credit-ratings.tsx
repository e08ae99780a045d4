import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { EmptyState } from '@/components/lists/empty-state';
import { getCreditRatings } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import { newestFirst } from '@/lib/lists';
import { CreditRatingTable } from './credit-rating-table';

/** The company's credit ratings, newest first, with their downloads; the no-items line when there are none. */
export async function CreditRatings({ locale }: { locale: Locale }) {
  const [ratings, tLists] = await Promise.all([getCreditRatings(locale), getTranslations('Lists')]);
  if (ratings === false || ratings.length === 0) return <EmptyState>{tLists('noItems')}</EmptyState>;
  return (
    <>
      <DownloadLinks table="credit-ratings" locale={locale} />
      <CreditRatingTable ratings={newestFirst(ratings, (rating) => rating.rating_date)} locale={locale} />
    </>
  );
}
