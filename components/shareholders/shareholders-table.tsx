import { TableSections, type DataColumn } from '@/components/tables/data-table';
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
  const columns: DataColumn<ShareholdersTableProps['rows'][number]>[] = [
    { key: 'rank', header: labels.rank, numeric: true, headClassName: styles.rank, cell: (row) => row.rank ?? '' },
    {
      key: 'name',
      header: labels.name,
      rowHeader: true,
      cellClassName: styles.name,
      cell: (row) => (
        <>
          <span className={styles.swatch} style={{ backgroundColor: row.colour }} aria-hidden="true" />
          {row.name}
        </>
      ),
    },
    { key: 'shares', header: labels.shares, numeric: true, cell: (row) => formatNumber(row.shares, locale) },
    {
      key: 'percentage',
      header: labels.percentage,
      numeric: true,
      cell: (row) => formatNumber(row.percentage, locale, { decimals: 2 }),
    },
  ];
  return (
    <ScrollTable caption={labels.caption}>
      <TableSections
        columns={columns}
        rows={rows}
        rowKey={(row) => row.name}
        foot={
          <>
            <td />
            <th scope="row">{labels.total}</th>
            <td className={tableStyles.numeric}>{formatNumber(totalShares, locale)}</td>
            <td className={tableStyles.numeric}>{formatNumber(100, locale, { decimals: 2 })}</td>
          </>
        }
      />
    </ScrollTable>
  );
}
