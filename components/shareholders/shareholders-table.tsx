import { ScrollTable, tableStyles } from '@/components/tables/table-scroll';
import type { ShareholderEntry } from '@/lib/facts';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import styles from './shareholders-table.module.css';

interface ShareholdersTableProps {
  rows: readonly (ShareholderEntry & { colour: string })[];
  totalShares: number;
  locale: Locale;
  labels: { caption: string; rank: string; name: string; shares: string; percentage: string; total: string };
}

/** Ranked shareholders with shares and percentage (2 decimals), the others row unranked, then the total. */
export function ShareholdersTable({ rows, totalShares, locale, labels }: ShareholdersTableProps) {
  return (
    <ScrollTable caption={labels.caption}>
      <thead>
        <tr>
          <th scope="col" className={`${tableStyles.numeric} ${styles.rank}`}>
            {labels.rank}
          </th>
          <th scope="col">{labels.name}</th>
          <th scope="col" className={tableStyles.numeric}>
            {labels.shares}
          </th>
          <th scope="col" className={tableStyles.numeric}>
            {labels.percentage}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td className={tableStyles.numeric}>{row.rank ?? ''}</td>
            <th scope="row" className={styles.name}>
              <span className={styles.swatch} style={{ backgroundColor: row.colour }} aria-hidden="true" />
              {row.name}
            </th>
            <td className={tableStyles.numeric}>{formatNumber(row.shares, locale)}</td>
            <td className={tableStyles.numeric}>{formatNumber(row.percentage, locale, { decimals: 2 })}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td />
          <th scope="row">{labels.total}</th>
          <td className={tableStyles.numeric}>{formatNumber(totalShares, locale)}</td>
          <td className={tableStyles.numeric}>{formatNumber(100, locale, { decimals: 2 })}</td>
        </tr>
      </tfoot>
    </ScrollTable>
  );
}
