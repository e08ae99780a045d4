import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { DocumentTable } from '@/components/basic-info/document-table';
import { PageFrame } from '@/components/layout/page-frame';
import { EmptyState } from '@/components/lists/empty-state';
import { getShareNotifications } from '@/lib/backend';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('shareSubscription');

export default async function ShareSubscriptionPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  // Rendered per request: the list comes from the backend (cached there), never frozen at build time.
  await connection();
  const [notifications, t, tLists] = await Promise.all([
    getShareNotifications(locale),
    getTranslations('ShareSubscription'),
    getTranslations('Lists'),
  ]);

  return (
    <PageFrame page="shareSubscription">
      {notifications === false || notifications.length === 0 ? (
        <EmptyState>{tLists('noItems')}</EmptyState>
      ) : (
        <DocumentTable
          caption={t('caption')}
          rows={notifications.map((notification) => ({
            key: notification.notification_url,
            title: notification.notification_name,
            href: notification.notification_url,
          }))}
          labels={{
            number: t('number'),
            document: t('document'),
            download: tLists('download'),
            newTab: tLists('newTab'),
          }}
        />
      )}
    </PageFrame>
  );
}
