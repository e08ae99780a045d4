import { getTranslations } from 'next-intl/server';
import { DownloadLinks } from '@/components/downloads/download-links';
import { EmptyState } from '@/components/lists/empty-state';
import { getDividends } from '@/lib/backend';
import { loadCompanyFacts } from '@/lib/backend';
import { dividendEntries } from '@/lib/facts';
import type { Locale } from '@/lib/i18n';
import styles from './dividend-policy.module.css';
import { DividendTable } from './dividend-table';

/** The dividend policy and the history of payments, as the IR team keeps it. */
export async function DividendPayments({ locale }: { locale: Locale }) {
  const [t, rows] = await Promise.all([getTranslations('Dividends'), getDividends()]);
  return (
    <>
      <section aria-labelledby="dividend-policy" className={styles.policy}>
        <h2 id="dividend-policy" className={styles.heading}>
          {t('policyHeading')}
        </h2>
        <p>{(await loadCompanyFacts(locale)).dividendPolicy}</p>
      </section>
      <h2 className={styles.heading}>{t('historyHeading')}</h2>
      <DownloadLinks table="dividends" locale={locale} />
      {rows ? (
        <DividendTable rows={dividendEntries(rows)} locale={locale} />
      ) : (
        <EmptyState>{t('unavailable')}</EmptyState>
      )}
    </>
  );
}
