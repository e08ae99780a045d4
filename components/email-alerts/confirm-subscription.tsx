import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { loadCompanyFacts } from '@/lib/backend';
import { isConfirmationTokenShaped } from '@/lib/email-alerts/server';
import { localizePath } from '@/lib/i18n';
import { pages } from '@/lib/site';
import styles from './email-alerts.module.css';

const RESULTS = ['confirmed', 'invalid', 'error'] as const;

/**
 * /receiveemails/confirm?token=…: the link of the confirmation mail opens this page, and only its button
 * (a POST) confirms, so a mail scanner following the link confirms nobody. The POST answers with a
 * redirect back here with ?result=.
 */
export async function ConfirmSubscription({ locale, query }: PageContext<'confirmSubscription'>) {
  const t = await getTranslations('EmailAlerts.confirm');
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
        {result !== 'confirmed' && signUp}
      </div>
    );
  }
  if (!isConfirmationTokenShaped(token)) {
    return (
      <div className={styles.layout}>
        <p className={styles.notice}>{t('missing')}</p>
        {signUp}
      </div>
    );
  }
  return (
    <div className={styles.layout}>
      <p className={styles.lead}>{t('intro', { company: (await loadCompanyFacts(locale)).shortName })}</p>
      <form method="post" action="/api/email-alerts/confirm" className={styles.form}>
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="lang" value={locale} />
        <p className={styles.small}>{t('consent')}</p>
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </form>
      <p>
        <Link prefetch={false} href={localizePath(pages.privacy, locale)}>
          {t('privacyLink')}
        </Link>
      </p>
    </div>
  );
}
