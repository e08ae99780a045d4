import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { loadListPage } from '@/components/lists/list-page-data';
import { YearListPage } from '@/components/lists/year-list-page';
import { formatLongDate } from '@/lib/format';
import { ActivityGrid } from './activity-grid';

/** Investor activities of a year, newest first, as presentation cards page by page. */
export async function Activities({ page, locale, query }: PageContext<'activity'>) {
  const [{ view, tLists, updated }, t] = await Promise.all([
    loadListPage(page, locale, query),
    getTranslations('Activity'),
  ]);
  return (
    <YearListPage page={page} locale={locale} view={view}>
      {(items) => (
        <ActivityGrid
          items={items.map((activity) => ({
            key: String(activity.activity_id),
            name: activity.activity_name,
            date: activity.activity_date,
            displayDate: formatLongDate(activity.activity_date, locale),
            href: activity.activity_pdf_url,
            imageUrl: activity.activity_img_url || undefined,
            imageAlt: t('image', { name: activity.activity_name }),
            updated: updated(activity),
          }))}
          linkLabel={t('presentation')}
          newTabHint={tLists('newTab')}
        />
      )}
    </YearListPage>
  );
}
