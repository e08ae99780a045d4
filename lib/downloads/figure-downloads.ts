import { getTranslations } from 'next-intl/server';
import { getAnalystContacts, getBonds, getCreditRatings, getDividends, getMajorShareholders } from '@/lib/backend';
import { loadCompanyFacts } from '@/lib/backend';
import { bondEntries, dividendEntries, reportingPeriod, shareholderRegister } from '@/lib/facts';
import {
  HIGHLIGHT_METRICS,
  highlightSeries,
  incomeAndProfit,
  keyFinancials as keyFinancialTables,
  type FigureBook,
} from '@/lib/figures';
import { loadFigureBook } from '@/lib/results/server';
import {
  calendarDay,
  fileStemOf,
  type FigureColumn,
  type FigureDownload,
  type FigureSheet,
} from '@/lib/downloads/figure-table';
import { bangkokDay, displayYear, formatLongDate, formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import type { DayRange } from '@/lib/prices';
import { PRICE_DAY_FIELDS, type PriceDay } from '@/lib/prices';
import { newestFirst } from '@/lib/lists';
import { siteUrl } from '@/lib/site';

/**
 * Every figure table the site offers as CSV and Excel, built from the same content and backend lists
 * as its page, with the page's column headers. The key financials and chart series come from the
 * figure book (lib/figures) and hold every complete year and every quarter, not only those the page
 * shows; when the figures cannot be read, the file is a header row alone.
 */

export const FIGURE_DOWNLOAD_IDS = [
  'key-financials',
  'financial-highlights-yearly',
  'financial-highlights-quarterly',
  'income-profit',
  'major-shareholders',
  'dividends',
  'bonds',
  'credit-ratings',
  'analyst-contacts',
] as const;

export type FigureDownloadId = (typeof FIGURE_DOWNLOAD_IDS)[number];

export function isFigureDownloadId(value: string): value is FigureDownloadId {
  return (FIGURE_DOWNLOAD_IDS as readonly string[]).includes(value);
}

export interface BuiltDownload {
  download: FigureDownload;
  /** The table's name, for the links' accessible names. */
  title: string;
  /** False when a backend list behind it failed: the file is then the page's empty state, a header row alone. */
  complete: boolean;
}

type DownloadsT = Awaited<ReturnType<typeof getTranslations<'Downloads'>>>;

interface Context {
  locale: Locale;
  t: DownloadsT;
  /** `SHRZ-<id>-<locale>-<asOf>` */
  stem: (asOf: string) => string;
  /** Today in Bangkok, the as-of date of a list that carries no date of its own. */
  today: string;
}

const BUILDERS: Record<FigureDownloadId, (context: Context) => Promise<BuiltDownload>> = {
  'key-financials': keyFinancials,
  'financial-highlights-yearly': yearlyHighlights,
  'financial-highlights-quarterly': quarterlyHighlights,
  'income-profit': incomeProfit,
  'major-shareholders': majorShareholders,
  dividends,
  bonds,
  'credit-ratings': creditRatings,
  'analyst-contacts': analystContacts,
};

/** The download of one table in a language, with its as-of date in the file name and title rows. */
export async function buildFigureDownload(
  id: FigureDownloadId,
  locale: Locale,
  now = new Date(),
): Promise<BuiltDownload> {
  const t = await getTranslations({ locale, namespace: 'Downloads' });
  const symbol = (await loadCompanyFacts(locale)).symbol;
  return BUILDERS[id]({
    locale,
    t,
    stem: (asOf) => fileStemOf(symbol, id, locale, asOf),
    today: bangkokDay(now) ?? now.toISOString().slice(0, 10),
  });
}

const text = (header: string): FigureColumn => ({ header, type: 'text' });
const number = (header: string, decimals: number): FigureColumn => ({ header, type: 'number', decimals });
const plainNumber = (header: string): FigureColumn => ({ header, type: 'number', decimals: 0, grouping: false });
const date = (header: string): FigureColumn => ({ header, type: 'date' });

function asOfYear(context: Context, year: number): Pick<FigureDownload, 'fileStem' | 'asOfLabel'> {
  return {
    fileStem: context.stem(String(year)),
    asOfLabel: context.t('asOfYear', { year: displayYear(year, context.locale) }),
  };
}

function asOfDay(context: Context, day: string): Pick<FigureDownload, 'fileStem' | 'asOfLabel'> {
  return {
    fileStem: context.stem(day),
    asOfLabel: context.t('asOfDate', { date: formatLongDate(day, context.locale) }),
  };
}

function single(
  context: Context,
  title: string,
  sheet: Omit<FigureSheet, 'name' | 'title'>,
  asOf: Pick<FigureDownload, 'fileStem' | 'asOfLabel'>,
  complete = true,
): BuiltDownload {
  return { title, complete, download: { ...asOf, sheets: [{ name: title, title, ...sheet }] } };
}

/** The years of the figure book, or none when it cannot be read (the file is then its header row). */
const bookYears = (book: FigureBook | false) => (book ? book.years.map((entry) => entry.year) : []);

/** The file's as-of year: the latest complete year, else this year. */
const lastYearOr = (years: readonly number[], context: Context) => years.at(-1) ?? Number(context.today.slice(0, 4));

async function keyFinancials(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tPage, book] = await Promise.all([getTranslations({ locale, namespace: 'FinancialInfo' }), loadFigureBook()]);
  const years = bookYears(book);
  const data = book
    ? keyFinancialTables(book, (await loadCompanyFacts(locale)).parValueBaht, years)
    : { years, tables: [] };
  const columns = [
    text(tPage('item')),
    text(tPage('unit')),
    ...data.years.map((year) => number(displayYear(year, locale), 0)),
  ];
  const sheets = data.tables.map((table): FigureSheet => {
    const title = t(`tables.${table.id}`);
    return {
      name: title,
      title,
      // Financial data is all in thousand baht; the other tables mix units, given row by row.
      unit: table.id === 'financialData' ? t('units.thousandBaht') : undefined,
      columns,
      rows: table.rows.map((row) => [
        tPage(`rows.${row.id}`),
        tPage(`units.${row.unit}`),
        // As the page publishes them, rounded the same way: a computed ratio has no precision beyond its decimals.
        ...row.values.map((value) =>
          value === null
            ? null
            : {
                value: Number(formatNumber(value, 'en', { decimals: row.decimals }).replace(/,/g, '')),
                decimals: row.decimals,
              },
        ),
      ]),
    };
  });
  const title = t('tables.keyFinancials');
  return {
    title,
    complete: Boolean(book),
    download: {
      ...asOfYear(context, lastYearOr(years, context)),
      sheets: sheets.length > 0 ? sheets : [{ name: title, title, columns, rows: [] }],
      tableColumn: t('columns.table'),
    },
  };
}

async function highlightColumns(locale: Locale): Promise<FigureColumn[]> {
  const tHome = await getTranslations({ locale, namespace: 'Home.highlights' });
  // Million baht, as the home page's charts show them.
  return HIGHLIGHT_METRICS.map((metric) => number(tHome(metric), 0));
}

async function yearlyHighlights(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tCharts, book] = await Promise.all([getTranslations({ locale, namespace: 'Charts' }), loadFigureBook()]);
  const years = bookYears(book);
  const series = book ? HIGHLIGHT_METRICS.map((metric) => highlightSeries(book, metric, years.length).yearly) : [];
  return single(
    context,
    t('tables.yearlyHighlights'),
    {
      unit: t('units.millionBaht'),
      columns: [plainNumber(tCharts('year')), ...(await highlightColumns(locale))],
      rows: years.map((year, index) => [
        Number(displayYear(year, locale)),
        ...series.map((figures) => figures[index].value),
      ]),
    },
    asOfYear(context, lastYearOr(years, context)),
    Boolean(book),
  );
}

const QUARTER_END = ['03-31', '06-30', '09-30', '12-31'];

async function quarterlyHighlights(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tCharts, book] = await Promise.all([getTranslations({ locale, namespace: 'Charts' }), loadFigureBook()]);
  const count = book ? book.quarters.length : 0;
  const series = book ? HIGHLIGHT_METRICS.map((metric) => highlightSeries(book, metric, 0, count).quarterly) : [];
  const quarters = series[0] ?? [];
  const last = quarters.at(-1);
  return single(
    context,
    t('tables.quarterlyHighlights'),
    {
      unit: t('units.millionBaht'),
      columns: [plainNumber(tCharts('year')), plainNumber(tCharts('quarter')), ...(await highlightColumns(locale))],
      rows: quarters.map((quarter, index) => [
        Number(displayYear(quarter.year, locale)),
        quarter.quarter,
        ...series.map((figures) => figures[index].value),
      ]),
    },
    last ? asOfDay(context, `${last.year}-${QUARTER_END[last.quarter - 1]}`) : asOfDay(context, context.today),
    Boolean(book),
  );
}

async function incomeProfit(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tPage, book] = await Promise.all([getTranslations({ locale, namespace: 'FinancialInfo' }), loadFigureBook()]);
  const years = bookYears(book);
  const points = book ? incomeAndProfit(book, years) : [];
  return single(
    context,
    t('tables.incomeProfit'),
    {
      unit: t('units.millionBaht'),
      // The chart shows 2 decimals.
      columns: [plainNumber(tPage('year')), number(tPage('totalIncome'), 2), number(tPage('netProfit'), 2)],
      rows: points.map((point) => [Number(displayYear(point.year, locale)), point.totalRevenue, point.netProfit]),
    },
    asOfYear(context, lastYearOr(years, context)),
    Boolean(book),
  );
}

async function majorShareholders(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tPage, rows] = await Promise.all([
    getTranslations({ locale, namespace: 'Shareholders' }),
    getMajorShareholders(locale),
  ]);
  const register = rows ? shareholderRegister(rows) : null;
  return single(
    context,
    t('tables.majorShareholders'),
    {
      columns: [
        plainNumber(tPage('rank')),
        text(tPage('name')),
        number(tPage('shares'), 0),
        number(tPage('percentage'), 2),
      ],
      rows: (register?.rows ?? []).map((row) => [row.rank, row.name, row.shares, row.percentage]),
    },
    asOfDay(context, register?.asOf ?? context.today),
    register !== null,
  );
}

async function dividends(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tPage, rows] = await Promise.all([getTranslations({ locale, namespace: 'Dividends' }), getDividends()]);
  const entries = dividendEntries(rows || []);
  const days = entries
    .flatMap((entry) => [entry.decisionDate, entry.exDividendDate, entry.paymentDate])
    .filter((day): day is string => day !== null);
  return single(
    context,
    t('tables.dividends'),
    {
      columns: [
        date(tPage('decisionDate')),
        date(tPage('exDividendDate')),
        date(tPage('paymentDate')),
        text(tPage('type')),
        // A cash amount and a share ratio are different quantities: each gets its own numeric columns.
        number(t('columns.cashDividend'), 2),
        number(t('columns.stockDividendExisting'), 0),
        number(t('columns.stockDividendNew'), 0),
        text(tPage('reportingPeriod')),
        // The period's days too: the workspace's import reads the download back (lib/downloads/dividend-import.ts).
        date(t('columns.periodStart')),
        date(t('columns.periodEnd')),
      ],
      rows: entries.map((entry) => {
        const cash = typeof entry.dividendPerShare === 'number' ? entry.dividendPerShare : null;
        const ratio =
          entry.dividendPerShare !== null && typeof entry.dividendPerShare === 'object' ? entry.dividendPerShare : null;
        return [
          calendarDay(entry.decisionDate),
          calendarDay(entry.exDividendDate),
          calendarDay(entry.paymentDate),
          tPage(`types.${entry.type}`),
          cash,
          ratio?.existingShares ?? null,
          ratio?.dividendShares ?? null,
          reportingPeriod(entry, locale),
          calendarDay(entry.periodStart),
          calendarDay(entry.periodEnd),
        ];
      }),
    },
    asOfDay(context, days.length ? days.reduce((a, b) => (b > a ? b : a)) : context.today),
    rows !== false,
  );
}

async function bonds(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tPage, rows] = await Promise.all([getTranslations({ locale, namespace: 'Debt.bonds' }), getBonds()]);
  return single(
    context,
    t('tables.bonds'),
    {
      unit: t('units.millionBaht'),
      columns: [
        text(tPage('symbol')),
        number(tPage('issuedSize'), 1),
        number(tPage('outstanding'), 1),
        date(tPage('issueDate')),
        date(tPage('maturityDate')),
        number(tPage('term'), 0),
        number(tPage('interestRate'), 2),
      ],
      rows: bondEntries(rows || []).map((bond) => [
        bond.symbol,
        bond.issuedSize,
        bond.outstanding,
        calendarDay(bond.issueDate),
        calendarDay(bond.maturityDate),
        bond.termYears,
        bond.interestRate,
      ]),
    },
    // What is outstanding is as of today.
    asOfDay(context, context.today),
    rows !== false,
  );
}

async function creditRatings(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tPage, ratings] = await Promise.all([
    getTranslations({ locale, namespace: 'Debt.creditRating' }),
    getCreditRatings(locale),
  ]);
  const rows = newestFirst(ratings || [], (rating) => rating.rating_date);
  const newest = rows.length ? bangkokDay(rows[0].rating_date) : null;
  return single(
    context,
    t('tables.creditRatings'),
    {
      columns: [date(tPage('date')), text(tPage('rating')), text(t('columns.reportUrl'))],
      rows: rows.map((rating) => [
        calendarDay(bangkokDay(rating.rating_date)),
        rating.credit_rating,
        absoluteDocumentUrl(rating.pdf_url),
      ]),
    },
    asOfDay(context, newest ?? context.today),
    ratings !== false,
  );
}

async function analystContacts(context: Context): Promise<BuiltDownload> {
  const { locale, t } = context;
  const [tPage, contacts] = await Promise.all([
    getTranslations({ locale, namespace: 'Analysts' }),
    getAnalystContacts(locale),
  ]);
  return single(
    context,
    t('tables.analystContacts'),
    {
      columns: [text(tPage('company')), text(tPage('analyst')), text(tPage('email'))],
      rows: (contacts || []).map((contact) => [contact.securities_company, contact.analyst_name, contact.email]),
    },
    asOfDay(context, context.today),
    contacts !== false,
  );
}

/** The table name of the price history in file names: `SHRZ-prices-en-<from>-<to>.xlsx`. */
export const PRICE_HISTORY_TABLE = 'prices';

/**
 * The price history of a searched range, the one definition behind both of its downloads (GET
 * /api/stock_history?format=csv|xlsx, linked beside the historical-price table): the range's days
 * oldest first as the API gives them, with the table's headers in the page's language. Unlike the
 * tables above it depends on the range asked, so it is no fixed file under /downloads; `days` are the
 * rows the caller read for the range (a failed read never gets here: the API answers 502 as for JSON).
 */
export async function buildPriceHistoryDownload(
  days: readonly PriceDay[],
  range: DayRange,
  locale: Locale,
): Promise<BuiltDownload> {
  const [t, tPage] = await Promise.all([
    getTranslations({ locale, namespace: 'Downloads' }),
    getTranslations({ locale, namespace: 'StockPrice.retrospect' }),
  ]);
  const rows = days.filter((day) => day.date >= range.from && day.date <= range.to);
  const decimals: Record<Exclude<(typeof PRICE_DAY_FIELDS)[number], 'date'>, number> = {
    open: 2,
    high: 2,
    low: 2,
    close: 2,
    volume: 0,
    value: 2,
  };
  const columns = PRICE_DAY_FIELDS.map((field) =>
    field === 'date' ? date(tPage(field)) : number(tPage(field), decimals[field]),
  );
  const title = t('tables.priceHistory', {
    from: formatLongDate(range.from, locale),
    to: formatLongDate(range.to, locale),
  });
  // As of the last trading day the file holds (the end of the range may be a holiday or in the future).
  const asOf = rows.at(-1)?.date ?? range.to;
  return {
    title,
    complete: true,
    download: {
      fileStem: fileStemOf(
        (await loadCompanyFacts(locale)).symbol,
        PRICE_HISTORY_TABLE,
        locale,
        `${range.from}-${range.to}`,
      ),
      asOfLabel: t('asOfDate', { date: formatLongDate(asOf, locale) }),
      sheets: [
        {
          name: tPage('caption'),
          title,
          unit: t('units.pricesInBaht'),
          columns,
          rows: rows.map((day) =>
            PRICE_DAY_FIELDS.map((field) => (field === 'date' ? calendarDay(day.date) : day[field])),
          ),
        },
      ],
    },
  };
}

/** A document link as a spreadsheet can open it: absolute, on the site's origin for a site path; nothing for other schemes. */
function absoluteDocumentUrl(href: string): string | null {
  try {
    const url = new URL(href, siteUrl());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
