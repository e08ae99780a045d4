import { getTranslations } from 'next-intl/server';
import type { DealerBank } from '@/lib/contract';
import cardGrid from '@/components/layout/card-grid.module.css';
import styles from './debt.module.css';

/** One card per dealer bank: name, address, phone, and a website button where the bank has one. */
export async function DealerBankCards({ banks }: { banks: readonly DealerBank[] }) {
  const t = await getTranslations('Debt.dealerBanks');
  const tLists = await getTranslations('Lists');

  return (
    <ul className={cardGrid.grid}>
      {banks.map((bank) => (
        <li key={bank.position}>
          <article className={`${cardGrid.card} ${styles.card}`}>
            <h3>{bank.bank_name}</h3>
            <dl>
              <dt>{t('address')}</dt>
              <dd>{bank.address}</dd>
              <dt>{t('phone')}</dt>
              <dd>
                <a href={`tel:${bank.phone.replace(/[^\d+]/g, '')}`}>{bank.phone}</a>
              </dd>
            </dl>
            {bank.website && (
              <a
                href={bank.website}
                target="_blank"
                rel="noopener noreferrer"
                className={`button ${styles.cardAction}`}
              >
                {t('website')}
                <span className="visually-hidden">
                  {' '}
                  {bank.bank_name} {tLists('newTab')}
                </span>
              </a>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
