import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/lists/empty-state';
import { updatedText } from '@/components/lists/list-page-data';
import { getShareNotifications } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import { loadCorrectedAt } from '@/lib/lists/server';
import { DocumentTable } from './document-table';

/** The share subscription notifications, each with its document; the no-items line when there are none. */
export async function ShareSubscriptions({ locale }: { locale: Locale }) {
  const [notifications, correctedAt, t, tLists] = await Promise.all([
    getShareNotifications(locale),
    loadCorrectedAt('shareNotifications', locale),
    getTranslations('ShareSubscription'),
    getTranslations('Lists'),
  ]);
  if (notifications === false || notifications.length === 0) return <EmptyState>{tLists('noItems')}</EmptyState>;
  const updated = updatedText(tLists, locale);
  return (
    <DocumentTable
      caption={t('caption')}
      rows={notifications.map((notification) => ({
        key: notification.notification_url,
        title: notification.notification_name,
        href: notification.notification_url,
        updated: updated(correctedAt(notification)),
      }))}
      namespace="ShareSubscription"
    />
  );
}
