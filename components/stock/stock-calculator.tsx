import { getTranslations } from 'next-intl/server';
import type { PageContext } from '@/components/layout/framed-page';
import { getDividends, getStockHistory } from '@/lib/backend';
import { dividendEntries } from '@/lib/facts';
import { labelsOf } from '@/lib/i18n';
import {
  readCalculatorQuery,
  type CalculatorQuery,
  addDays,
  bangkokToday,
  daysBetween,
  dividendEvents,
  periodReturn,
  type PeriodReturn,
  tradeResult,
  type TradeEstimate,
} from '@/lib/prices';
import { FactSheetLink } from './fact-sheet-link';
import { InvestmentCalculator, CALCULATOR_LABELS } from './investment-calculator';

/**
 * The investment calculator, computed on the server from its URL (a GET form, so a calculation is a
 * link and needs no JavaScript): ?calc=trade|period, mode=amount|shares, value, price, the six cost
 * rates, buy, sell, dividends=cash|reinvest, tax=10|0 (lib/prices/calculator-query.ts).
 */
export async function StockCalculator({ locale, query }: PageContext) {
  const t = await getTranslations('StockPrice.calculator');
  const today = bangkokToday(new Date());
  const state: CalculatorQuery = readCalculatorQuery(query, today);
  const errors = { ...state.errors };
  let latestClose: number | null = null;
  let estimate: TradeEstimate | null = null;
  let result: PeriodReturn | null = null;
  let historyFailed = false;
  let firstDay: string | null = null;

  if (state.tab === 'trade') {
    // The latest close: the last stored day of the last few weeks (holidays and weekends included).
    const recent = await getStockHistory(addDays(today, -30), today);
    latestClose = recent && recent.length ? recent[recent.length - 1].close : null;
    const trade = tradeResult(state, latestClose);
    estimate = trade.estimate;
    Object.assign(errors, trade.errors);
  } else if (state.buyDate && !Object.keys(errors).length) {
    // The dividends as the IR team keeps them: a failed call counts none (the period's return without them).
    const [days, dividendRows] = await Promise.all([
      getStockHistory(state.buyDate, state.sellDate ?? today),
      getDividends(),
    ]);
    historyFailed = days === false;
    firstDay = days && days.length ? days[0].date : null;
    // A buy date before the stored history: no day, or the first day well after it (a holiday is a few days at most).
    if (days && (!firstDay || daysBetween(state.buyDate, firstDay) > 10)) errors.buy = 'beforeHistory';
    if (days && !errors.buy && state.value !== null) {
      result = periodReturn({
        invest: state.by === 'amount' ? { by: 'amount', amount: state.value } : { by: 'shares', shares: state.value },
        days,
        dividends: dividendEvents(dividendEntries(dividendRows || [])),
        handling: state.handling,
        withholdingPercent: state.withholdingPercent,
        rates: state.rates,
      });
      if (!result && days.length >= 2) errors.value = 'tooSmall';
    }
  }

  return (
    <>
      <FactSheetLink locale={locale} />
      <InvestmentCalculator
        state={state}
        errors={errors}
        latestClose={latestClose}
        estimate={estimate}
        result={result}
        historyFailed={historyFailed}
        firstDay={firstDay}
        locale={locale}
        labels={labelsOf(t, CALCULATOR_LABELS)}
        errorText={(code, values) => t(`error.${code}`, values)}
        noteTemplate={t.raw('note') as string}
        today={today}
        priceHintText={(close) => t('priceHint', { close })}
      />
    </>
  );
}
