import type {
  activityCheck,
  annualReportCheck,
  calendarEventCheck,
  creditRatingCheck,
  warrantDocumentCheck,
  electronicAdCheck,
  financialDataPointCheck,
  financialDocumentCheck,
  form561ReportCheck,
  mediaNewsCheck,
  meetingCheck,
  newsClippingCheck,
  oneReportCheck,
  priceLevelCheck,
  quarterlyResultCheck,
  annualFiguresCheck,
  majorShareholderCheck,
  dividendCheck,
  bondCheck,
  dealerBankCheck,
  analystContactCheck,
  companyFactsCheck,
  securitiesAnalysisCheck,
  setNewsCheck,
  shareNotificationCheck,
  stockQuoteCheck,
  sustainabilityReportCheck,
  transcriptParagraphCheck,
  resultsDocumentCheck,
} from './entity-checks';
import type { Checked } from './reply-checks';

/**
 * Entities (docs/product.md, Entities and their fields) as the backend sends them, read off their
 * reply checks (./entity-checks), where each field is declared once. Types only: client components
 * may import this module.
 */

/** Language parameter of the backend: 'en' or 'th'. */
export type BackendLang = 'th' | 'en';

export type PriceLevel = Checked<typeof priceLevelCheck>;
export type StockQuote = Checked<typeof stockQuoteCheck>;

/** A quarterly financial statement or MD&A document. */
export type FinancialDocument = Checked<typeof financialDocumentCheck>;
export type FinancialStatement = FinancialDocument;
export type AnalysisExplanation = FinancialDocument;

export type Meeting = Checked<typeof meetingCheck>;
export type ShareNotification = Checked<typeof shareNotificationCheck>;
export type CreditRating = Checked<typeof creditRatingCheck>;
export type WarrantDocument = Checked<typeof warrantDocumentCheck>;
export type SetNews = Checked<typeof setNewsCheck>;
export type MediaNews = Checked<typeof mediaNewsCheck>;
export type NewsClipping = Checked<typeof newsClippingCheck>;
export type ElectronicAd = Checked<typeof electronicAdCheck>;
export type CalendarEvent = Checked<typeof calendarEventCheck>;
export type OneReport = Checked<typeof oneReportCheck>;
export type AnnualReport = Checked<typeof annualReportCheck>;
export type SustainabilityReport = Checked<typeof sustainabilityReportCheck>;
export type Form561Report = Checked<typeof form561ReportCheck>;
export type Activity = Checked<typeof activityCheck>;
export type SecuritiesAnalysis = Checked<typeof securitiesAnalysisCheck>;
/** One figure of the financial-data call (exists, unused for display). */
export type FinancialDataPoint = Checked<typeof financialDataPointCheck>;
/** One quarter's headline figures and webcast (docs/results.md). */
export type QuarterlyResult = Checked<typeof quarterlyResultCheck>;
/** A year's audited figures, each winning over the one derived from its quarters (docs/results.md). */
export type AnnualFigures = Checked<typeof annualFiguresCheck>;
/** The company's facts, in one language. */
export type CompanyFactsRow = Checked<typeof companyFactsCheck>;
/** One analyst who covers the stock, in one language. */
export type AnalystContact = Checked<typeof analystContactCheck>;
/** A dealer bank of the bills of exchange, in one language. */
export type DealerBank = Checked<typeof dealerBankCheck>;
/** An outstanding debenture. */
export type Bond = Checked<typeof bondCheck>;
/** One dividend of the history. */
export type Dividend = Checked<typeof dividendCheck>;
/** One row of the register of major shareholders, in one language. */
export type MajorShareholder = Checked<typeof majorShareholderCheck>;
/** One paragraph of a quarter's call transcript, in one language. */
export type TranscriptParagraph = Checked<typeof transcriptParagraphCheck>;
/** A quarter's document chosen for a role by the IR team (docs/results.md). */
export type ResultsDocumentChoice = Checked<typeof resultsDocumentCheck>;
