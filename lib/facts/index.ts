export { dividendCalendarEvents, dividendEntries, reportingPeriod } from './dividends';
export type { DividendEntry, DividendEventWords, DividendRatio } from './dividends';
export { percentageOf, RANKED_ROWS, shareholderRegister } from './shareholders';
export type { ShareholderEntry, ShareholderRegister } from './shareholders';
export { companyFactsOf, factSheetUrl, seedCompanyRow } from './company';
export type { CompanyFacts } from './company';
export { bondEntries, sumMillionBaht } from './bonds';
export type { BondEntry } from './bonds';
