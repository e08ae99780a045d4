import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { addressOfUnsubscribeLink } from '@/lib/backend';
import { isConfirmationTokenShaped } from '@/lib/email-alerts/server';
import styles from './email-alerts.module.css';
import { LinkPageForm, LinkPageNotice } from './link-page';

const RESULTS = ['unsubscribed', 'invalid', 'error'] as const;

/**
 * /receiveemails/unsubscribe?token=…: the link of the mail sent when someone asks, in the unsubscribe
 * modal, to end an address's alerts. Only its button (a POST) unsubscribes, so a mail scanner following
 * the link ends nothing, and only the mailbox's owner sees the link. The POST redirects back with ?result=.
 */
export async function ConfirmUnsubscription({ locale, query }: PageContext<'confirmUnsubscription'>) {
  const t = await getTranslations('EmailAlerts.unsubscribe');
  const token = typeof query.token === 'string' ? query.token : '';
  const result = RESULTS.find((one) => one === query.result);
  if (result) {
    return <LinkPageNotice locale={locale} status notice={t(result)} signUp={t('signUp')} />;
  }
  const address = isConfirmationTokenShaped(token) ? await addressOfUnsubscribeLink(token) : null;
  if (address === null || address === 'unavailable') {
    return (
      <LinkPageNotice
        locale={locale}
        notice={t(!isConfirmationTokenShaped(token) ? 'missing' : address === null ? 'invalid' : 'error')}
        signUp={t('signUp')}
      />
    );
  }
  return (
    <div className={styles.layout}>
      <p className={styles.lead}>{t('intro', { email: address })}</p>
      <LinkPageForm action="/api/email-alerts/confirm-unsubscribe" fields={{ token, lang: locale }}>
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </LinkPageForm>
    </div>
  );
}
