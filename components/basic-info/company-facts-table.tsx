import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ScrollTable } from '@/components/tables/table-scroll';
import type { CompanyFacts } from '@/lib/facts';
import { displayYear, formatLongDate, formatNumber } from '@/lib/format';
import type { KeyIn, Locale } from '@/lib/i18n';
import styles from './company-facts-table.module.css';

/** The company facts as a two-column table: the fact in a row header, its value beside it. */
export async function CompanyFactsTable({ facts, locale }: { facts: CompanyFacts; locale: Locale }) {
  const t = await getTranslations('BasicInfo');
  const tLists = await getTranslations('Lists');
  const baht = (amount: number) => t('amountBaht', { amount: formatNumber(amount, locale, { decimals: 2 }) });

  const rows: [key: KeyIn<'BasicInfo.facts'>, value: ReactNode][] = [
    ['companyName', facts.name],
    ['symbol', facts.symbol],
    ['businessType', facts.businessType],
    ['founded', displayYear(facts.founded, locale)],
    ['registration', facts.registrationNumber],
    [
      'registeredShares',
      t('sharesAsOf', {
        shares: formatNumber(facts.registeredShares, locale),
        date: formatLongDate(facts.registeredSharesAsOf, locale),
      }),
    ],
    ['registeredCapital', baht(facts.registeredCapitalBaht)],
    ['paidUpCapital', baht(facts.paidUpCapitalBaht)],
    ['parValue', t('parValuePerShare', { amount: formatNumber(facts.parValueBaht, locale, { decimals: 2 }) })],
    ['headOffice', facts.headOffice],
    ['phone', facts.companyPhone],
    ['fax', facts.companyFax],
    ['contactAddress', facts.contactAddress],
    [
      'website',
      <a key="website" href={facts.website} target="_blank" rel="noopener noreferrer">
        {facts.website.replace(/^https?:\/\//, '')}
        <span className="visually-hidden"> {tLists('newTab')}</span>
      </a>,
    ],
  ];

  return (
    <ScrollTable caption={t('caption')} className={styles.table}>
      <tbody>
        {rows.map(([key, value]) => (
          <tr key={key}>
            <th scope="row" className={styles.fact}>
              {t(`facts.${key}`)}
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
