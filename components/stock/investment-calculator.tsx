import Link from 'next/link';
import { LineChart } from '@/components/charts';
import { formatLongDate, formatShortDate, formatNumber, formatPercent, formatPrice } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { RATE_FIELDS, type CalculatorField, type CalculatorQuery, type FieldError } from '@/lib/prices';
import type { PeriodReturn, TradeEstimate } from '@/lib/prices';
import { LiveTradeResult } from './live-trade-result';
import { TradeResult, TRADE_RESULT_LABELS, type TradeResultLabels } from './trade-result';
import styles from './stock-section.module.css';

/** Every label of the calculator: its message key (StockPrice.calculator) has the label's name. */
export const CALCULATOR_LABELS = [
  'mode',
  'amount',
  'shares',
  'input',
  'calculate',
  // The trade result's labels, "unavailable" among them, are the calculator's too.
  ...TRADE_RESULT_LABELS,
  'tabTrade',
  'tabPeriod',
  'tabs',
  'price',
  'rates',
  'commission',
  'minCommission',
  'tradingFee',
  'clearingFee',
  'regulatorFee',
  'vat',
  'buyDate',
  'sellDate',
  'sellHint',
  'dividends',
  'dividendsCash',
  'dividendsReinvest',
  'tax',
  'tax10',
  'tax0',
  'periodCaption',
  'boughtOn',
  'soldOn',
  'sharesBought',
  'cost',
  'sharesAtEnd',
  'dividendsReceived',
  'capitalGain',
  'totalReturn',
  'totalReturnPercent',
  'annualised',
  'annualisedShort',
  'valueChart',
  'periodNote',
  'periodUnavailable',
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
  errorText: (code: FieldError, values: { tick: string; first: string }) => string;
  /** StockPrice.calculator.note, raw: the trade result fills it, on the server and in the browser. */
  noteTemplate: string;
  /** Today in Bangkok: the browser's recalculation reads the form with the server's day. */
  today: string;
  priceHintText: (close: string) => string;
}

// The trade result's recalculation listens to the form by its id.
const FORM_ID = 'calculator-form';

/**
 * The calculator form (a GET form: the whole state is the URL) and its result: the buy/sell estimate
 * table, or the return over a period. Each bad field shows its message beside it.
 */
export function InvestmentCalculator(props: InvestmentCalculatorProps) {
  const {
    state,
    errors,
    latestClose,
    estimate,
    result,
    historyFailed,
    firstDay,
    locale,
    labels,
    errorText,
    noteTemplate,
    today,
    priceHintText,
  } = props;
  const tradeLabels = Object.fromEntries(TRADE_RESULT_LABELS.map((key) => [key, labels[key]])) as TradeResultLabels;
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

  return (
    <div className={styles.calculator}>
      <nav aria-label={labels.tabs} className={styles.rangeButtons}>
        {(['trade', 'period'] as const).map((tab) => (
          <Link
            prefetch={false}
            key={tab}
            href={tab === 'trade' ? pathname : `${pathname}?calc=period`}
            aria-current={state.tab === tab ? 'page' : undefined}
            className={styles.rangeButton}
          >
            {tab === 'trade' ? labels.tabTrade : labels.tabPeriod}
          </Link>
        ))}
      </nav>
      <form method="get" id={FORM_ID} className={styles.calculatorForm}>
        {state.tab === 'period' && <input type="hidden" name="calc" value="period" />}
        {radios(
          'mode',
          labels.mode,
          [
            ['amount', labels.amount],
            ['shares', labels.shares],
          ],
          state.by,
        )}
        {input('value', labels.input)}
        {state.tab === 'trade' &&
          input(
            'price',
            labels.price,
            'text',
            latestClose !== null ? priceHintText(formatPrice(latestClose)) : undefined,
          )}
        {state.tab === 'period' && (
          <>
            {input('buy', labels.buyDate, 'date')}
            {input('sell', labels.sellDate, 'date', labels.sellHint)}
            {radios(
              'dividends',
              labels.dividends,
              [
                ['cash', labels.dividendsCash],
                ['reinvest', labels.dividendsReinvest],
              ],
              state.handling,
            )}
            {radios(
              'tax',
              labels.tax,
              [
                ['10', labels.tax10],
                ['0', labels.tax0],
              ],
              String(state.withholdingPercent),
            )}
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
        <LiveTradeResult
          formId={FORM_ID}
          today={today}
          latestClose={latestClose}
          locale={locale}
          labels={tradeLabels}
          noteTemplate={noteTemplate}
        >
          <TradeResult
            estimate={estimate}
            rates={state.rates}
            noPrice={latestClose === null && state.price === null}
            locale={locale}
            labels={tradeLabels}
            noteTemplate={noteTemplate}
          />
        </LiveTradeResult>
      ) : (
        <PeriodResult result={result} historyFailed={historyFailed} locale={locale} labels={labels} />
      )}
    </div>
  );
}

function PeriodResult({
  result,
  historyFailed,
  locale,
  labels,
}: {
  result: PeriodReturn | null;
  historyFailed: boolean;
  locale: Locale;
  labels: CalculatorLabels;
}) {
  const money = (value: number | null | undefined) => formatNumber(value, locale, { decimals: 2 });
  const shares = (value: number | null | undefined) => formatNumber(value, locale, { decimals: 0 });
  const rows: [string, string, string][] = [
    [
      'boughtOn',
      labels.boughtOn,
      result
        ? `${formatLongDate(result.buy.date, locale)} · ${formatPrice(result.buy.purchase.price)}`
        : formatNumber(null, locale),
    ],
    ['sharesBought', labels.sharesBought, shares(result?.buy.purchase.shares)],
    ['cost', labels.cost, money(result?.buy.purchase.total)],
    [
      'soldOn',
      labels.soldOn,
      result
        ? `${formatLongDate(result.sell.date, locale)} · ${formatPrice(result.sell.price)}`
        : formatNumber(null, locale),
    ],
    ['sharesAtEnd', labels.sharesAtEnd, shares(result?.sharesAtEnd)],
    ['dividendsReceived', labels.dividendsReceived, money(result?.dividendsNet)],
    ['capitalGain', labels.capitalGain, formatNumber(result?.capitalGain, locale, { decimals: 2, signed: true })],
    ['totalReturn', labels.totalReturn, formatNumber(result?.totalReturn, locale, { decimals: 2, signed: true })],
    [
      'totalReturnPercent',
      labels.totalReturnPercent,
      formatPercent(result?.totalReturnPercent, locale, { signed: true }),
    ],
    [
      'annualised',
      labels.annualised,
      result && result.annualisedPercent === null
        ? labels.annualisedShort
        : formatPercent(result?.annualisedPercent, locale, { signed: true }),
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
