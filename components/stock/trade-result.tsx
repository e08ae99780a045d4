import { formatNumber, formatPercent, formatPrice } from '@/lib/format';
import { fillTemplate } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import type { TradeEstimate, CostRates } from '@/lib/prices';
import { ColumnHeads } from '@/components/tables/column-heads';
import styles from './stock-section.module.css';

/** The labels of the trade result (message keys of StockPrice.calculator of the same names). */
export const TRADE_RESULT_LABELS = [
  'caption',
  'buyPrice',
  'sellPrice',
  'estimatedShares',
  'buyValue',
  'sellValue',
  'difference',
  'profitPercent',
  'unavailable',
] as const;

export type TradeResultLabels = Record<(typeof TRADE_RESULT_LABELS)[number], string>;

export interface TradeResultProps {
  estimate: TradeEstimate | null;
  rates: CostRates;
  /** No price asked for and no latest close to fall back on: the figures are N/A for want of a price. */
  noPrice: boolean;
  locale: Locale;
  labels: TradeResultLabels;
  /** StockPrice.calculator.note, raw: {commission} {minimum} {trading} {clearing} {regulator} {vat} {breakEven}. */
  noteTemplate: string;
}

const PLACEHOLDER_ROWS = 3;

/**
 * The trade tab's table of sell prices around the buy price and its note of the rates: rendered on the
 * server from the URL, and again in the browser by the recalculation as the reader types (a plain
 * component both can render, so the two never differ).
 */
export function TradeResult({ estimate, rates: r, noPrice, locale, labels, noteTemplate }: TradeResultProps) {
  const money = (value: number | null | undefined) => formatNumber(value, locale, { decimals: 2 });
  const rate = (value: number) => formatNumber(value, locale, { decimals: 3 });
  return (
    <>
      {noPrice && <p className={styles.note}>{labels.unavailable}</p>}
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="calculator-table">
          <caption className="visually-hidden">{labels.caption}</caption>
          <ColumnHeads
            labels={[
              labels.buyPrice,
              labels.sellPrice,
              labels.estimatedShares,
              labels.buyValue,
              labels.sellValue,
              labels.difference,
              labels.profitPercent,
            ]}
          />
          <tbody>
            {estimate
              ? estimate.rows.map((row) => (
                  <tr key={row.ticks} data-ticks={row.ticks}>
                    <td>{formatPrice(estimate.purchase.price)}</td>
                    <td>{formatPrice(row.sellPrice)}</td>
                    <td>{formatNumber(row.shares, locale, { decimals: 0 })}</td>
                    <td>{money(row.buyTotal)}</td>
                    <td>{money(row.sellProceeds)}</td>
                    <td>{formatNumber(row.profit, locale, { decimals: 2, signed: true })}</td>
                    <td>{formatPercent(row.profitPercent, locale, { signed: true })}</td>
                  </tr>
                ))
              : Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
                  <tr key={index}>
                    {Array.from({ length: 7 }, (__, cell) => (
                      <td key={cell}>{formatNumber(null, locale)}</td>
                    ))}
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note} data-testid="calculator-note">
        {fillTemplate(noteTemplate, {
          commission: rate(r.commissionPercent),
          minimum: money(r.minimumCommission),
          trading: rate(r.tradingFeePercent),
          clearing: rate(r.clearingFeePercent),
          regulator: rate(r.regulatorFeePercent),
          vat: formatNumber(r.vatPercent, locale),
          breakEven: formatPrice(estimate?.breakEven),
        })}
      </p>
    </>
  );
}
