import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/lists/empty-state';
import { getDealerBanks } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import styles from './debt.module.css';
import { DealerBankCards } from './dealer-bank-cards';

/** The bill-of-exchange dealer banks, introduced, as cards, as the IR team keeps them. */
export async function BillExchange({ locale }: { locale: Locale }) {
  const [t, banks] = await Promise.all([getTranslations('Debt.dealerBanks'), getDealerBanks(locale)]);
  return (
    <>
      <h2 className={styles.heading}>{t('heading')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      {banks ? <DealerBankCards banks={banks} /> : <EmptyState>{t('unavailable')}</EmptyState>}
    </>
  );
}
