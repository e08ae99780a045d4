import { getLocale, getTranslations } from 'next-intl/server';
import { DeferredNewsletterForm, DeferredUnsubscribeDialog } from '@/components/forms/deferred-forms';
import { newsletterFormLabels, unsubscribeLabels } from '@/components/forms/form-labels';
import type { Locale } from '@/lib/i18n';
import styles from './newsletter-sign-up.module.css';

/** The e-mail alert sign-up, and the line that opens the unsubscribe dialog. */
export async function NewsletterSignUp() {
  const t = await getTranslations('ReceiveEmails');
  // The forms get their texts translated here: no message catalogue or formatter goes to the browser.
  const tAll = await getTranslations();
  const locale = (await getLocale()) as Locale;

  return (
    <div className={styles.layout}>
      <p className={styles.intro}>{t('intro')}</p>
      <DeferredNewsletterForm labels={newsletterFormLabels(tAll, locale)} />
      <DeferredUnsubscribeDialog labels={unsubscribeLabels(tAll)} />
    </div>
  );
}
