import { getTranslations } from 'next-intl/server';
import { factSheetUrl } from '@/lib/facts';
import { loadCompanyFacts } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import styles from './stock-section.module.css';

/** The exchange's fact sheet, opened in a new tab. */
export async function FactSheetLink({ locale }: { locale: Locale }) {
  const [t, { symbol }] = await Promise.all([getTranslations('StockPrice'), loadCompanyFacts(locale)]);
  return (
    <div className={styles.actions}>
      <a href={factSheetUrl(symbol, locale)} target="_blank" rel="noopener noreferrer" className="button">
        {t('factSheet')}
        <span className="visually-hidden"> {t('newTab')}</span>
        <span aria-hidden="true">↗</span>
      </a>
    </div>
  );
}
