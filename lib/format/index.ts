export {
  BUDDHIST_ERA_OFFSET,
  bangkokClock,
  bangkokDay,
  displayYear,
  formatLongDate,
  formatShortDate,
  formatTime12h,
  isIsoDay,
  parseBangkokDate,
  toGregorianYear,
  yearOf,
} from './date';
export type { DateInput } from './date';
export { DASH, NOT_AVAILABLE, formatNumber, formatPercent, formatPrice } from './number';
export { changePercent, direction, displayPrice, priceChange } from './stock';
export type { PriceDirection } from './stock';
