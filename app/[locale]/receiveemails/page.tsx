import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { DeferredNewsletterForm, DeferredUnsubscribeDialog } from '@/components/forms/deferred-forms';
import { newsletterFormLabels, unsubscribeLabels } from '@/components/forms/form-labels';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import styles from './page.module.css';

export const generateMetadata = pageMetadata('receiveEmails');

export default async function ReceiveEmailsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('receiveEmails');
  // The forms get their texts translated here: no message catalogue or formatter goes to the browser.
  const tAll = await getTranslations();

  return (
    <PageFrame page="receiveEmails">
      <div className={styles.layout}>
        <p className={styles.intro}>{t('intro')}</p>
        <DeferredNewsletterForm labels={newsletterFormLabels(tAll)} />
        <DeferredUnsubscribeDialog labels={unsubscribeLabels(tAll)} />
      </div>
    </PageFrame>
  );
}
