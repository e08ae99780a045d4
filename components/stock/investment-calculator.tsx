import Link from 'next/link';
import { LineChart } from '@/components/charts';
import { formatLongDate, formatShortDate } from '@/lib/format/date';
import { formatNumber, formatPercent, formatPrice } from '@/lib/format/number';
import { localizePath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { RATE_FIELDS, type CalculatorField, type CalculatorQuery, type FieldError } from '@/lib/prices/calculator-query';
import type { PeriodReturn } from '@/lib/prices/total-return';
import type { TradeEstimate } from '@/lib/prices/trade-estimate';
import styles from './stock-section.module.css';

/** Every label of the calculator: its message key (StockPrice.calculator) has the label's name. */
export const CALCULATOR_LABELS = [
  'mode', 'amount', 'shares', 'input', 'calculate', 'caption', 'buyPrice', 'sellPrice', 'estimatedShares', 'buyValue', 'sellValue',
  'difference', 'profitPercent', 'tabTrade', 'tabPeriod', 'tabs', 'price', 'rates', 'commission', 'minCommission', 'tradingFee',
  'clearingFee', 'regulatorFee', 'vat', 'buyDate', 'sellDate', 'sellHint', 'dividends', 'dividendsCash', 'dividendsReinvest', 'tax',
  'tax10', 'tax0', 'unavailable', 'periodCaption', 'boughtOn', 'soldOn', 'sharesBought', 'cost', 'sharesAtEnd', 'dividendsReceived',
  'capitalGain', 'totalReturn', 'totalReturnPercent', 'annualised', 'annualisedShort', 'valueChart', 'periodNote', 'periodUnavailable',
] as const;

export type CalculatorLabels = Record<(typeof CALCULATOR_LABELS)[number], string>;

export interface InvestmentCalculatorProps {
  state: CalculatorQuery;
  errors: CalculatorQuery['errors'];
  latestClose: number | null;
  estimate: TradeEstimate | null;
  result: PeriodReturn | null;
  historyFailed: boolean;
  firstDay: string | null;
  locale: Locale;
  labels: CalculatorLabels;
  errorText: (code: FieldError, values: Record<string, string>) => string;
  noteText: (values: Record<string, string>) => string;
  priceHintText: (close: string) => string;
}

const PLACEHOLDER_ROWS = 3;

/**
 * The calculator form (a GET form: the whole state is the URL) and its result: the buy/sell estimate
 * table, or the return over a period. Each bad field shows its message beside it.
 */
export function InvestmentCalculator(props: InvestmentCalculatorProps) {
  const { state, errors, latestClose, estimate, result, historyFailed, firstDay, locale, labels, errorText, noteText, priceHintText } = props;
  const money = (value: number | null | undefined) => formatNumber(value, locale, { decimals: 2 });
  const pathname = localizePath('/stockpriceinfo/calculator', locale);
  const error = (field: CalculatorField) => {
    const code = errors[field];
    if (!code) return null;
    const values = { tick: formatPrice(state.priceTick), first: firstDay ? formatLongDate(firstDay, locale) : '' };
    return (
      <span id={`calculator-${field}-error`} className={styles.fieldError} data-testid={`calculator-error-${field}`}>
        {errorText(code, values)}
      </span>
    );
  };
  const input = (field: CalculatorField, label: string, type = 'text', hint?: string) => (
    <label className={styles.field} key={field}>
      <span>
        {label} {hint && <span className={styles.hint}>({hint})</span>}
      </span>
      <input
        type={type}
        name={field}
        defaultValue={state.form[field]}
        inputMode={type === 'text' ? 'decimal' : undefined}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `calculator-${field}-error` : undefined}
      />
      {error(field)}
    </label>
  );
  const radios = (name: string, legend: string, options: readonly [string, string][], checked: string) => (
    <fieldset className={styles.modes}>
      <legend>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className={styles.radio}>
          <input type="radio" name={name} value={value} defaultChecked={checked === value} />
          {label}
        </label>
      ))}
    </fieldset>
  );
  const r = state.rates;

  return (
    <div className={styles.calculator}>
      <nav aria-label={labels.tabs} className={styles.rangeButtons}>
        {(['trade', 'period'] as const).map((tab) => (
          <Link key={tab} href={tab === 'trade' ? pathname : `${pathname}?calc=period`} aria-current={state.tab === tab ? 'page' : undefined} className={styles.rangeButton}>
            {tab === 'trade' ? labels.tabTrade : labels.tabPeriod}
          </Link>
        ))}
      </nav>
      <form method="get" className={styles.calculatorForm}>
        {state.tab === 'period' && <input type="hidden" name="calc" value="period" />}
        {radios('mode', labels.mode, [['amount', labels.amount], ['shares', labels.shares]], state.by)}
        {input('value', labels.input)}
        {state.tab === 'trade' && input('price', labels.price, 'text', latestClose !== null ? priceHintText(formatPrice(latestClose)) : undefined)}
        {state.tab === 'period' && (
          <>
            {input('buy', labels.buyDate, 'date')}
            {input('sell', labels.sellDate, 'date', labels.sellHint)}
            {radios('dividends', labels.dividends, [['cash', labels.dividendsCash], ['reinvest', labels.dividendsReinvest]], state.handling)}
            {radios('tax', labels.tax, [['10', labels.tax10], ['0', labels.tax0]], String(state.withholdingPercent))}
          </>
        )}
        <fieldset className={styles.modes}>
          <legend>{labels.rates}</legend>
          {RATE_FIELDS.map((field) => input(field, labels[field]))}
        </fieldset>
        <button type="submit" className="button">
          {labels.calculate}
        </button>
      </form>

      {state.tab === 'trade' ? (
        <>
          {latestClose === null && state.price === null && <p className={styles.note}>{labels.unavailable}</p>}
          <div className={styles.tableWrap}>
            <table className={styles.table} data-testid="calculator-table">
              <caption className="visually-hidden">{labels.caption}</caption>
              <thead>
                <tr>
                  {[labels.buyPrice, labels.sellPrice, labels.estimatedShares, labels.buyValue, labels.sellValue, labels.difference, labels.profitPercent].map((label) => (
                    <th scope="col" key={label}>
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
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
            {noteText({
              commission: formatNumber(r.commissionPercent, locale, { decimals: 3 }),
              minimum: money(r.minimumCommission),
              trading: formatNumber(r.tradingFeePercent, locale, { decimals: 3 }),
              clearing: formatNumber(r.clearingFeePercent, locale, { decimals: 3 }),
              regulator: formatNumber(r.regulatorFeePercent, locale, { decimals: 3 }),
              vat: formatNumber(r.vatPercent, locale),
              breakEven: formatPrice(estimate?.breakEven),
            })}
          </p>
        </>
      ) : (
        <PeriodResult result={result} historyFailed={historyFailed} locale={locale} labels={labels} />
      )}
    </div>
  );
}

function PeriodResult({ result, historyFailed, locale, labels }: { result: PeriodReturn | null; historyFailed: boolean; locale: Locale; labels: CalculatorLabels }) {
  const money = (value: number | null | undefined) => formatNumber(value, locale, { decimals: 2 });
  const shares = (value: number | null | undefined) => formatNumber(value, locale, { decimals: 0 });
  const rows: [string, string, string][] = [
    ['boughtOn', labels.boughtOn, result ? `${formatLongDate(result.buy.date, locale)} · ${formatPrice(result.buy.purchase.price)}` : formatNumber(null, locale)],
    ['sharesBought', labels.sharesBought, shares(result?.buy.purchase.shares)],
    ['cost', labels.cost, money(result?.buy.purchase.total)],
    ['soldOn', labels.soldOn, result ? `${formatLongDate(result.sell.date, locale)} · ${formatPrice(result.sell.price)}` : formatNumber(null, locale)],
    ['sharesAtEnd', labels.sharesAtEnd, shares(result?.sharesAtEnd)],
    ['dividendsReceived', labels.dividendsReceived, money(result?.dividendsNet)],
    ['capitalGain', labels.capitalGain, formatNumber(result?.capitalGain, locale, { decimals: 2, signed: true })],
    ['totalReturn', labels.totalReturn, formatNumber(result?.totalReturn, locale, { decimals: 2, signed: true })],
    ['totalReturnPercent', labels.totalReturnPercent, formatPercent(result?.totalReturnPercent, locale, { signed: true })],
    [
      'annualised',
      labels.annualised,
      result && result.annualisedPercent === null ? labels.annualisedShort : formatPercent(result?.annualisedPercent, locale, { signed: true }),
    ],
  ];
  return (
    <section aria-labelledby="period-result-title" data-testid="period-result">
      <h2 id="period-result-title">{labels.periodCaption}</h2>
      {historyFailed && <p className={styles.note}>{labels.periodUnavailable}</p>}
      <dl className={styles.resultList}>
        {rows.map(([key, label, value]) => (
          <div key={key} data-testid={`period-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {result && (
        <LineChart
          title={labels.valueChart}
          points={result.values.map((point) => ({ label: formatShortDate(point.date, locale), value: point.value }))}
          locale={locale}
          categoryLabel={labels.boughtOn}
          valueLabel={labels.valueChart}
          decimals={2}
          height={200}
        />
      )}
      <p className={styles.note}>{labels.periodNote}</p>
    </section>
  );
}
