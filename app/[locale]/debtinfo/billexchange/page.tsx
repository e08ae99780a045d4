import { getTranslations } from 'next-intl/server';
import { DealerBankCards } from '@/components/debt/dealer-bank-cards';
import styles from '@/components/debt/debt.module.css';
import { PageFrame } from '@/components/layout/page-frame';
import { getDealerBanks } from '@/lib/content/dealer-banks';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('billExchange');

export default async function BillExchangePage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('Debt.dealerBanks');
  return (
    <PageFrame page="billExchange">
      <h2 className={styles.heading}>{t('heading')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <DealerBankCards banks={getDealerBanks(locale)} />
    </PageFrame>
  );
}
