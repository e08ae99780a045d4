import { getTranslations } from 'next-intl/server';
import { getDealerBanks } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import styles from './debt.module.css';
import { DealerBankCards } from './dealer-bank-cards';

/** The bill-of-exchange dealer banks, introduced, as cards. */
export async function BillExchange({ locale }: { locale: Locale }) {
  const t = await getTranslations('Debt.dealerBanks');
  return (
    <>
      <h2 className={styles.heading}>{t('heading')}</h2>
      <p className={styles.intro}>{t('intro')}</p>
      <DealerBankCards banks={getDealerBanks(locale)} />
    </>
  );
}
