export { figureBook, latestQuarters, latestYears, quarterOf, yearOf } from './book';
export type { FigureBook, Figures, Metric, QuarterFigures, YearFigures } from './book';
export {
  financialDataPoints,
  growthSeries,
  HIGHLIGHT_METRICS,
  HIGHLIGHT_QUARTER_COUNT,
  HIGHLIGHT_YEAR_COUNT,
  highlightSeries,
  incomeAndProfit,
  toMillion,
} from './highlights';
export type { HighlightMetric, HighlightSeries, QuarterFigure, YearFigure } from './highlights';
export { KEY_FINANCIAL_TABLE_IDS, keyFinancials, SHOWN_YEAR_COUNT } from './key-financials';
export type { KeyFinancialRow, KeyFinancials, KeyFinancialTableId, KeyFinancialUnit } from './key-financials';
export { BALANCE_INPUTS, FLOW_INPUTS, INPUT_COLUMNS, inputsOf } from './periods';
export type { Input, Inputs } from './periods';
export { computedFigures } from './ratios';
export type { ComputedMetric } from './ratios';
