import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { getCompanyFacts, getDividendPayments } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import styles from './dividend-policy.module.css';
import { DividendTable } from './dividend-table';

/** The dividend policy and the history of payments. */
export async function DividendPayments({ locale }: { locale: Locale }) {
  const t = await getTranslations('Dividends');
  return (
    <>
      <section aria-labelledby="dividend-policy" className={styles.policy}>
        <h2 id="dividend-policy" className={styles.heading}>
          {t('policyHeading')}
        </h2>
        <p>{getCompanyFacts(locale).dividendPolicy}</p>
      </section>
      <h2 className={styles.heading}>{t('historyHeading')}</h2>
      <DownloadLinks table="dividends" locale={locale} />
      <DividendTable rows={getDividendPayments(locale)} locale={locale} />
    </>
  );
}
