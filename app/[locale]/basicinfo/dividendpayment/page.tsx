import { getTranslations } from 'next-intl/server';
import styles from '@/components/basic-info/dividend-policy.module.css';
import { DividendTable } from '@/components/basic-info/dividend-table';
import { PageFrame } from '@/components/layout/page-frame';
import { getCompanyFacts } from '@/lib/content/company';
import { getDividendPayments } from '@/lib/content/dividends';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('dividendPayment');

export default async function DividendPaymentPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('Dividends');
  return (
    <PageFrame page="dividendPayment">
      <section aria-labelledby="dividend-policy" className={styles.policy}>
        <h2 id="dividend-policy" className={styles.heading}>
          {t('policyHeading')}
        </h2>
        <p>{getCompanyFacts(locale).dividendPolicy}</p>
      </section>
      <h2 className={styles.heading}>{t('historyHeading')}</h2>
      <DividendTable rows={getDividendPayments(locale)} locale={locale} />
    </PageFrame>
  );
}
