import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { addressOfUnsubscribeLink } from '@/lib/backend';
import { isConfirmationTokenShaped } from '@/lib/email-alerts/server';
import { localizePath } from '@/lib/i18n';
import { pages } from '@/lib/site';
import styles from './email-alerts.module.css';

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
  const signUp = (
    <p>
      <Link prefetch={false} href={localizePath(pages.receiveEmails, locale)}>
        {t('signUp')}
      </Link>
    </p>
  );
  if (result) {
    return (
      <div className={styles.layout}>
        <p className={styles.notice} role="status">
          {t(result)}
        </p>
        {signUp}
      </div>
    );
  }
  const address = isConfirmationTokenShaped(token) ? await addressOfUnsubscribeLink(token) : null;
  if (address === null || address === 'unavailable') {
    return (
      <div className={styles.layout}>
        <p className={styles.notice}>
          {t(!isConfirmationTokenShaped(token) ? 'missing' : address === null ? 'invalid' : 'error')}
        </p>
        {signUp}
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <p className={styles.lead}>{t('intro', { email: address })}</p>
      <form method="post" action="/api/email-alerts/confirm-unsubscribe" className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={locale} />
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </form>
    </div>
  );
}
