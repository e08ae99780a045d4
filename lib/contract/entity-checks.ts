import { isIsoDay } from '@/lib/format';
import {
  type Checked,
  type FieldCheck,
  integer,
  isoDate,
  link,
  listOf,
  nullableNumber,
  nullableText,
  optional,
  quarter,
  record,
  refined,
  text,
} from './reply-checks';
import { LIST_DEFINITIONS } from '@/lib/list-defs';
import { listCheck } from './list-calls';

/**
 * One record check per entity (docs/product.md, Entities and their fields), with the backend's field
 * names in reply order. The entity types of ./types are inferred from these checks, so a field is
 * declared once: a list's item, in its definition (lib/list-defs), the others here.
 */

/** A quarterly document: financial statements, MD&A (lib/list-defs/financialStatements.ts). */
export const financialDocumentCheck = listCheck(LIST_DEFINITIONS.financialStatements);

export const meetingCheck = listCheck(LIST_DEFINITIONS.shareholderMeeting);

export const shareNotificationCheck = record({ notification_name: text, notification_url: link });

export const creditRatingCheck = record({ rating_date: isoDate, credit_rating: text, pdf_url: link });

/** A document for warrant holders, in one language: its place on the page, its title and its PDF. */
export const warrantDocumentCheck = record({
  position: refined(integer, (position) => position >= 1),
  warrant_document_name: text,
  warrant_document_url: link,
});

export const setNewsCheck = listCheck(LIST_DEFINITIONS.newsSet);

export const mediaNewsCheck = listCheck(LIST_DEFINITIONS.newsMedia);

export const newsClippingCheck = listCheck(LIST_DEFINITIONS.newsPrint);

export const electronicAdCheck = listCheck(LIST_DEFINITIONS.newsElectronic);

export const calendarEventCheck = listCheck(LIST_DEFINITIONS.calendar);

export const oneReportCheck = record({
  report_id: integer,
  report_name: text,
  report_img_url: link,
  report_pdf_url: link,
});

export const annualReportCheck = record({
  annual_report_id: integer,
  annual_report_name: text,
  annual_report_img_url: link,
  annual_report_pdf_url: link,
});

export const sustainabilityReportCheck = record({
  sustainability_report_id: integer,
  sustainability_report_name: text,
  sustainability_report_img_url: link,
  sustainability_report_pdf_url: link,
});

export const form561ReportCheck = record({
  form_56_1_report_id: integer,
  form_56_1_report_name: text,
  form_56_1_report_pdf_url: link,
});

export const activityCheck = listCheck(LIST_DEFINITIONS.activity);

export const securitiesAnalysisCheck = listCheck(LIST_DEFINITIONS.securitiesAnalysis);

/** A figure that must be there: a number, never null. */
const figure = refined(nullableNumber, (value) => value !== null) as FieldCheck<number>;
const thousandBaht = figure;

/** A figure a period may leave out: missing or null reads as undefined (shown as N/A). */
const maybe = optional(figure);

/**
 * The figures of a period beyond the headline ones (docs/results.md, The figures): flows over the
 * period and balances at its end, amounts in thousand baht, `shares` the registered (issued and
 * paid-up) shares at its end. Every figure the site shows comes from these and the headline figures
 * (lib/figures); ratios are computed, never stored.
 */
const periodFigures = {
  presales: maybe,
  total_expenses: maybe,
  backlog: maybe,
  total_assets: maybe,
  total_liabilities: maybe,
  equity: maybe,
  interest_bearing_debt: maybe,
  shares: maybe,
};

/**
 * One quarter's figures (docs/results.md): amounts in thousand baht, EPS in baht; the gross margin is
 * gross profit over sales revenue, as on the key-financials page. EPS is the quarter's net profit over
 * its shares where the shares are known (lib/figures), else the backend's. webcast_link is the
 * recording's embed address on the privacy-enhanced host, or the same-site path of a video the site
 * serves itself (/videos/<sha256>.<webm|mp4>, docs/results.md), where there is one.
 */
export const quarterlyResultCheck = record({
  year: integer,
  quarter,
  total_revenue: thousandBaht,
  sales_revenue: thousandBaht,
  gross_profit: thousandBaht,
  net_profit: thousandBaht,
  eps: maybe,
  results_date: isoDate,
  webcast_link: optional(link),
  ...periodFigures,
});

/**
 * A year's figures as its audited annual statements give them (docs/results.md, The figures): each one
 * entered wins over the figure derived from the year's quarters, and a year with any entered counts
 * as complete. The same fields as a quarter's, every one optional.
 */
export const annualFiguresCheck = record({
  year: integer,
  total_revenue: maybe,
  sales_revenue: maybe,
  gross_profit: maybe,
  net_profit: maybe,
  ...periodFigures,
});

/**
 * One row of the register of major shareholders (docs/newsroom.md, Facts and figures), per language:
 * its place (the first ten are ranked), the holder and the shares, with the register's date and its
 * stated total shares, which the rows add up to. Percentages are computed, never stored.
 */
export const majorShareholderCheck = record({
  position: refined(integer, (position) => position >= 1),
  name: text,
  shares: refined(integer, (shares) => shares >= 0),
  as_of: isoDate,
  total_shares: refined(integer, (total) => total > 0),
});

/**
 * The company's facts (docs/newsroom.md, Facts and figures), one row per language: its names, the
 * business in a sentence, the registration, the share capital (registered shares as of a date, par
 * value, registered and paid-up capital in baht), the addresses and contacts the footer and the contact
 * page show, the dividend policy, and the social links. A fact the IR team keeps.
 */
export const companyFactsCheck = record({
  position: refined(integer, (position) => position === 1),
  name: text,
  short_name: text,
  symbol: text,
  business_type: text,
  registration_number: text,
  founded: integer,
  head_office: text,
  contact_address: text,
  website: link,
  ir_phone: text,
  ir_fax: text,
  ir_email: text,
  company_phone: text,
  company_fax: text,
  par_value_baht: refined(figure, (value) => value > 0),
  registered_shares: refined(integer, (shares) => shares > 0),
  registered_shares_as_of: isoDate,
  registered_capital_baht: refined(figure, (value) => value > 0),
  paid_up_capital_baht: refined(figure, (value) => value > 0),
  dividend_policy: text,
  /** The home page's text about the company: paragraphs parted by a blank line. */
  about: text,
  facebook_page: link,
  youtube_channel: link,
  line_account: link,
  linkedin_page: link,
});

/** One analyst who covers the stock, in one language, by place (`position`): the securities company, the analyst and an e-mail address. */
export const analystContactCheck = record({
  position: refined(integer, (position) => position >= 1),
  securities_company: text,
  analyst_name: text,
  email: refined(text, (email) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)),
});

/** A dealer bank of the company's bills of exchange, in one language, by place: its name, address, telephone, and its page for the programme where it has one. */
export const dealerBankCheck = record({
  position: refined(integer, (position) => position >= 1),
  bank_name: text,
  address: text,
  phone: text,
  website: optional(link),
});

/**
 * An outstanding debenture, by place: its symbol, the issued size and what is outstanding (million
 * baht), the issue and maturity dates, the term in years and the coupon (percent a year).
 */
export const bondCheck = record({
  position: refined(integer, (position) => position >= 1),
  bond_symbol: text,
  issued_size: refined(figure, (size) => size > 0),
  outstanding: refined(figure, (amount) => amount >= 0),
  issue_date: isoDate,
  maturity_date: isoDate,
  term_years: refined(integer, (years) => years >= 1),
  interest_rate: refined(figure, (rate) => rate >= 0),
});

/** A dividend's kind: cash per share, or new shares for existing ones. */
export const DIVIDEND_TYPES = ['cash', 'stock'] as const;

/**
 * One dividend of the history (docs/newsroom.md, Facts and figures), newest first by `position`: its
 * dates (the board's resolution, the ex-dividend date, the payment; each may not be set yet), cash
 * per share (baht) or the stock ratio (new shares for existing ones), and the operating period it is
 * paid from. The page words the period in the reader's language.
 */
export const dividendCheck = record({
  position: refined(integer, (position) => position >= 1),
  decision_date: optional(isoDate),
  ex_date: optional(isoDate),
  payment_date: optional(isoDate),
  dividend_type: refined(text, (type) => (DIVIDEND_TYPES as readonly string[]).includes(type)) as FieldCheck<
    (typeof DIVIDEND_TYPES)[number]
  >,
  cash_per_share: optional(refined(figure, (amount) => amount >= 0)),
  existing_shares: optional(refined(integer, (shares) => shares >= 1)),
  new_shares: optional(refined(integer, (shares) => shares >= 1)),
  period_start: isoDate,
  period_end: isoDate,
});

/** One paragraph of a quarter's call transcript, per language: its order, start in seconds, speaker and text. */
export const transcriptParagraphCheck = record({
  year: integer,
  quarter,
  seq: refined(integer, (seq) => seq >= 1),
  start_seconds: refined(integer, (seconds) => seconds >= 0 && seconds < 100 * 3600),
  speaker: text,
  paragraph_text: text,
});

/**
 * The roles of a quarter's documents on its page (docs/results.md): the exchange announcement of the
 * results, the financial statements, the MD&A and the presentation, each taken from its own list.
 */
export const RESULTS_DOCUMENT_ROLES = ['announcement', 'statements', 'analysis', 'presentation'] as const;
export type ResultsDocumentRole = (typeof RESULTS_DOCUMENT_ROLES)[number];

/**
 * What an editor chose for a role: `none`, or the key of an item of the role's list: an exchange
 * announcement's or an activity's id (`12`), a statements' or MD&A's year and quarter (`2025-q3`).
 */
export const DOCUMENT_CHOICE_PATTERN: Readonly<Record<ResultsDocumentRole, RegExp>> = {
  announcement: /^(none|[1-9]\d{0,8})$/,
  statements: /^(none|\d{4}-q[1-4])$/,
  analysis: /^(none|\d{4}-q[1-4])$/,
  presentation: /^(none|[1-9]\d{0,8})$/,
};

const isRole = (value: string): value is ResultsDocumentRole =>
  (RESULTS_DOCUMENT_ROLES as readonly string[]).includes(value);

/** One stored choice of a quarter's document for a role (docs/results.md, The documents). */
export const resultsDocumentCheck = record({
  year: integer,
  quarter,
  role: refined(text, isRole) as FieldCheck<ResultsDocumentRole>,
  choice: refined(text, (choice) => /^(none|[1-9]\d{0,8}|\d{4}-q[1-4])$/.test(choice)),
});

/** One figure of the financial-data call (exists, unused for display). */
export const financialDataPointCheck = record({ year: integer, metric: text, value: nullableNumber });

export const priceLevelCheck = record({ price: nullableNumber, volume: nullableNumber });
const priceLevelsCheck = listOf(priceLevelCheck);
/** A closed market may come without order-book levels: missing reads as an empty book. */
const orderBookCheck: FieldCheck<Checked<typeof priceLevelCheck>[]> = (value) =>
  value === null || value === undefined ? [] : priceLevelsCheck(value);

export const stockQuoteCheck = record({
  symbol: text,
  last: nullableNumber,
  prior: nullableNumber,
  project1: nullableNumber,
  open: nullableNumber,
  high: nullableNumber,
  low: nullableNumber,
  /** Absent (null) while the market is closed. */
  time: nullableText,
  totalVolume: nullableNumber,
  bid: orderBookCheck,
  offer: orderBookCheck,
});

const tradingDate = refined(text, isIsoDay);
const positivePrice = refined(nullableNumber, (price) => price !== null && price > 0) as FieldCheck<number>;

/** One trading day of /api/stock_history: prices in baht, volume in shares, value in baht (null where unknown). */
export const priceDayCheck = record({
  date: tradingDate,
  open: positivePrice,
  high: positivePrice,
  low: positivePrice,
  close: positivePrice,
  volume: refined(integer, (shares) => shares >= 0),
  value: refined(nullableNumber, (baht) => baht === null || baht >= 0),
});
