import type { CalculatorMode, CalculatorRow } from '@/lib/content/stock-demo';
import { formatNumber, formatPrice } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/routing';
import styles from './stock-section.module.css';

export interface CalculatorLabels {
  mode: string;
  amount: string;
  shares: string;
  input: string;
  calculate: string;
  caption: string;
  buyPrice: string;
  sellPrice: string;
  estimatedShares: string;
  buyValue: string;
  sellValue: string;
  difference: string;
  note: string;
}

export interface InvestmentCalculatorProps {
  mode: CalculatorMode;
  /** The entered amount (baht) or number of shares, as typed. */
  input: string;
  rows: readonly CalculatorRow[];
  locale: Locale;
  labels: CalculatorLabels;
}

/** Amount-or-shares choice and the buy/sell estimate table; a GET form, so the choice lives in the URL. */
export function InvestmentCalculator({ mode, input, rows, locale, labels }: InvestmentCalculatorProps) {
  const money = (value: number | null) => formatNumber(value, locale, { decimals: 2 });
  return (
    <div className={styles.calculator}>
      <form method="get" className={styles.calculatorForm}>
        <fieldset className={styles.modes}>
          <legend>{labels.mode}</legend>
          {(['amount', 'shares'] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input type="radio" name="mode" value={value} defaultChecked={mode === value} />
              {labels[value]}
            </label>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span>{labels.input}</span>
          <input type="number" name="value" min="0" step="any" inputMode="decimal" defaultValue={input} />
        </label>
        <button type="submit" className="button">
          {labels.calculate}
        </button>
      </form>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="calculator-table">
          <caption className="visually-hidden">{labels.caption}</caption>
          <thead>
            <tr>
              {[labels.buyPrice, labels.sellPrice, labels.estimatedShares, labels.buyValue, labels.sellValue, labels.difference].map(
                (label) => (
                  <th scope="col" key={label}>
                    {label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td>{formatPrice(row.buyPrice)}</td>
                <td>{formatPrice(row.sellPrice)}</td>
                <td>{formatNumber(row.shares, locale, { decimals: 0 })}</td>
                <td>{money(row.buyValue)}</td>
                <td>{money(row.sellValue)}</td>
                <td>{formatNumber(row.difference, locale, { decimals: 2, signed: true })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{labels.note}</p>
    </div>
  );
}
