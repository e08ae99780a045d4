import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { loadCompanyFacts } from '@/lib/backend';
import { isConfirmationTokenShaped } from '@/lib/email-alerts/server';
import { localizePath } from '@/lib/i18n';
import { pages } from '@/lib/site';
import styles from './email-alerts.module.css';
import { LinkPageForm, LinkPageNotice } from './link-page';

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
  if (result) {
    return (
      <LinkPageNotice
        locale={locale}
        status
        notice={t(result)}
        signUp={result !== 'confirmed' ? t('signUp') : undefined}
      />
    );
  }
  if (!isConfirmationTokenShaped(token)) {
    return <LinkPageNotice locale={locale} notice={t('missing')} signUp={t('signUp')} />;
  }
  return (
    <div className={styles.layout}>
      <p className={styles.lead}>{t('intro', { company: (await loadCompanyFacts(locale)).shortName })}</p>
      <LinkPageForm action="/api/email-alerts/confirm" fields={{ token, lang: locale }}>
        <p className={styles.small}>{t('consent')}</p>
        <button type="submit" className="button">
          {t('submit')}
        </button>
      </LinkPageForm>
      <p>
        <Link prefetch={false} href={localizePath(pages.privacy, locale)}>
          {t('privacyLink')}
        </Link>
      </p>
    </div>
  );
}
