import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/layout/page-frame';
import { FormMessages } from '@/components/forms/form-messages';
import { NewsletterForm } from '@/components/forms/newsletter-form';
import { UnsubscribeDialog } from '@/components/forms/unsubscribe-dialog';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';
import styles from './page.module.css';

export const generateMetadata = pageMetadata('receiveEmails');

export default async function ReceiveEmailsPage({ params }: LocaleParams) {
  await resolveLocale(params);
  const t = await getTranslations('receiveEmails');

  return (
    <PageFrame page="receiveEmails">
      <div className={styles.layout}>
        <p className={styles.intro}>{t('intro')}</p>
        <FormMessages namespace="receiveEmails">
          <NewsletterForm />
          <UnsubscribeDialog />
        </FormMessages>
      </div>
    </PageFrame>
  );
}
