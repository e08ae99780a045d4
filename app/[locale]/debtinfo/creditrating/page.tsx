import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { CreditRatingTable } from '@/components/debt/credit-rating-table';
import { newestRatingsFirst } from '@/components/debt/credit-ratings';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import { getCreditRatings } from '@/lib/backend';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('creditRating');

export default async function CreditRatingPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  // Rendered per request: the list comes from the backend (cached there), never frozen at build time.
  await connection();
  const [ratings, tLists] = await Promise.all([getCreditRatings(locale), getTranslations('Lists')]);

  return (
    <PageFrame page="creditRating">
      {ratings === false || ratings.length === 0 ? (
        <EmptyState>{tLists('noItems')}</EmptyState>
      ) : (
        <CreditRatingTable ratings={newestRatingsFirst(ratings)} locale={locale} />
      )}
    </PageFrame>
  );
}
