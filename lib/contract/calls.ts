import analystContactsSeed from '@/data/seed/analyst-contacts.json';
import annualFiguresSeed from '@/data/seed/annual-figures.json';
import annualReportsSeed from '@/data/seed/annual-reports.json';
import bondsSeed from '@/data/seed/bonds.json';
import companyFactsSeed from '@/data/seed/company-facts.json';
import creditRatingsSeed from '@/data/seed/credit-ratings.json';
import dealerBanksSeed from '@/data/seed/dealer-banks.json';
import dividendsSeed from '@/data/seed/dividends.json';
import form561ReportsSeed from '@/data/seed/form-56-1-reports.json';
import majorShareholdersSeed from '@/data/seed/major-shareholders.json';
import oneReportsSeed from '@/data/seed/one-reports.json';
import quarterlyResultsSeed from '@/data/seed/quarterly-results.json';
import resultsDocumentsSeed from '@/data/seed/results-documents.json';
import resultsTranscriptsSeed from '@/data/seed/results-transcripts.json';
import shareNotificationsSeed from '@/data/seed/share-notifications.json';
import warrantDocumentsSeed from '@/data/seed/warrant-documents.json';
import sustainabilityReportsSeed from '@/data/seed/sustainability-reports.json';
import {
  annualFiguresCheck,
  analystContactCheck,
  annualReportCheck,
  bondCheck,
  companyFactsCheck,
  creditRatingCheck,
  dealerBankCheck,
  dividendCheck,
  financialDataPointCheck,
  form561ReportCheck,
  majorShareholderCheck,
  oneReportCheck,
  priceDayCheck,
  quarterlyResultCheck,
  resultsDocumentCheck,
  shareNotificationCheck,
  warrantDocumentCheck,
  sustainabilityReportCheck,
  transcriptParagraphCheck,
} from './entity-checks';
import { LIST_CALLS } from './list-calls';
import type { Checked, RecordCheck } from './reply-checks';

/** A row of data/seed as written there: entity fields, plus lang and storage ids where the table has them. */
export type SeedRow = Record<string, unknown>;

/**
 * One list call (docs/product.md, The backend contract) and everything that follows from it: the getter
 * of lib/backend, the route /api/<name> of this site, the cache tag, the embedded backend's table and its seed.
 */
interface BackendCallEntry<T, Lang extends boolean, Tag extends string> {
  /** The contract's name of the call: its path is /api/<name> on the remote backend and on this site. */
  name: string;
  /** Whether the call sends lang (en as en, anything else as th); its table then holds a row per language. */
  lang: Lang;
  /** The reply check of one item; its fields are the table's columns, in reply order. */
  check: RecordCheck<T>;
  /** The server data cache tag of the remote replies; POST /api/revalidate takes these names. */
  tag: Tag;
  table: {
    /** Created by a migration of lib/store/migrations.ts. */
    name: string;
    /** Columns identifying a row for the seed upsert (lang is added when the call sends lang); default seed_id. */
    key?: readonly string[];
    orderBy: string;
  };
  /** The demonstration rows of data/seed, bundled so no file lookup depends on the working directory. */
  seed: readonly SeedRow[];
  /** What a generated demo document of this call is titled after (npm run generate:demo). */
  label: string;
  /** The log line of a failure where the error catalogue fixes one; otherwise `[backend] <getter> failed: <why>`. */
  failureLog?: string;
}

export interface BackendCall<
  T = unknown,
  Lang extends boolean = boolean,
  Tag extends string = string,
> extends BackendCallEntry<T, Lang, Tag> {
  path: `/api/${string}`;
}

function backendCall<T, const Lang extends boolean, const Tag extends string>(
  entry: BackendCallEntry<T, Lang, Tag>,
): BackendCall<T, Lang, Tag> {
  return { ...entry, path: `/api/${entry.name}` };
}

/**
 * Every list call, keyed by the getter's stem: setNews is served by getSetNews. The stock quote is not
 * a list (lib/backend/stock-quote.ts). The calls of the list pages come from their definitions
 * (lib/list-defs, docs/architecture.md, Adding a list), the others are written here.
 */
export const BACKEND_CALLS = {
  ...LIST_CALLS,
  shareNotifications: backendCall({
    name: 'notification',
    lang: true,
    check: shareNotificationCheck,
    tag: 'share-notifications',
    table: { name: 'share_notifications', orderBy: 'seed_id DESC' },
    seed: shareNotificationsSeed,
    label: 'Share subscription notification',
  }),
  oneReports: backendCall({
    name: 'one_reports',
    lang: true,
    check: oneReportCheck,
    tag: 'one-reports',
    // The latest One Report is the last item of the list (docs/product.md, States and transitions).
    table: { name: 'one_reports', key: ['report_id'], orderBy: 'report_id ASC' },
    seed: oneReportsSeed,
    label: 'One Report',
  }),
  annualReports: backendCall({
    name: 'annual_report',
    lang: true,
    check: annualReportCheck,
    tag: 'annual-reports',
    table: { name: 'annual_reports', key: ['annual_report_id'], orderBy: 'annual_report_id DESC' },
    seed: annualReportsSeed,
    label: 'Annual report',
  }),
  sustainabilityReports: backendCall({
    name: 'sustainability_report',
    lang: true,
    check: sustainabilityReportCheck,
    tag: 'sustainability-reports',
    table: {
      name: 'sustainability_reports',
      key: ['sustainability_report_id'],
      orderBy: 'sustainability_report_id DESC',
    },
    seed: sustainabilityReportsSeed,
    label: 'Sustainability report',
  }),
  form561Reports: backendCall({
    name: 'form_56_1_report',
    lang: false,
    check: form561ReportCheck,
    tag: 'form-56-1-reports',
    table: { name: 'form_56_1_reports', key: ['form_56_1_report_id'], orderBy: 'form_56_1_report_id DESC' },
    seed: form561ReportsSeed,
    label: 'Form 56-1',
  }),
  // The documents for warrant holders, in the order the IR team gives them (docs/newsroom.md).
  warrantDocuments: backendCall({
    name: 'warrant_documents',
    lang: true,
    check: warrantDocumentCheck,
    tag: 'warrant-documents',
    table: { name: 'warrant_documents', orderBy: 'position ASC, seed_id ASC' },
    seed: warrantDocumentsSeed,
    label: 'Warrant holder document',
  }),
  creditRatings: backendCall({
    name: 'credit_ratings',
    lang: true,
    check: creditRatingCheck,
    tag: 'credit-ratings',
    table: { name: 'credit_ratings', orderBy: 'rating_date DESC, seed_id DESC' },
    seed: creditRatingsSeed,
    label: 'Credit rating',
  }),
  // Exists for parity with the original site; no page displays it (docs/product.md, The backend contract).
  // The embedded backend derives it from the quarters and the annual figures (lib/figures): no seed.
  financialData: backendCall({
    name: 'financial_data',
    lang: false,
    check: financialDataPointCheck,
    tag: 'financial-data',
    table: { name: 'financial_data', key: ['year', 'metric'], orderBy: 'year ASC, metric ASC' },
    seed: [],
    label: 'Financial data',
    // The error catalogue (docs/product.md) fixes this call's log line.
    failureLog: 'Failed to fetch financial data',
  }),
  // The quarterly results hub (docs/results.md): each quarter's headline figures and webcast, newest first.
  quarterlyResults: backendCall({
    name: 'quarterly_results',
    lang: false,
    check: quarterlyResultCheck,
    tag: 'quarterly-results',
    table: { name: 'quarterly_results', key: ['year', 'quarter'], orderBy: 'year DESC, quarter DESC' },
    seed: quarterlyResultsSeed,
    label: 'Quarterly results',
  }),
  // The audited annual figures that win over those derived from the quarters (docs/results.md, The figures).
  annualFigures: backendCall({
    name: 'annual_figures',
    lang: false,
    check: annualFiguresCheck,
    tag: 'annual-figures',
    table: { name: 'annual_figures', key: ['year'], orderBy: 'year DESC' },
    seed: annualFiguresSeed,
    label: 'Annual figures',
  }),
  // The register of major shareholders, a fact the IR team keeps (docs/newsroom.md, Facts and figures).
  majorShareholders: backendCall({
    name: 'major_shareholders',
    lang: true,
    check: majorShareholderCheck,
    tag: 'major-shareholders',
    table: { name: 'major_shareholders', key: ['position'], orderBy: 'position ASC' },
    seed: majorShareholdersSeed,
    label: 'Major shareholders',
  }),
  // The company's facts, a fact the IR team keeps (docs/newsroom.md, Facts and figures): one row per language.
  company: backendCall({
    name: 'company_facts',
    lang: true,
    check: companyFactsCheck,
    tag: 'company-facts',
    table: { name: 'company_facts', key: ['position'], orderBy: 'position ASC' },
    seed: companyFactsSeed,
    label: 'Company facts',
  }),
  // The analysts who cover the stock, a fact the IR team keeps (docs/newsroom.md, Facts and figures).
  analystContacts: backendCall({
    name: 'analyst_contacts',
    lang: true,
    check: analystContactCheck,
    tag: 'analyst-contacts',
    table: { name: 'analyst_contacts', key: ['position'], orderBy: 'position ASC' },
    seed: analystContactsSeed,
    label: 'Analyst contacts',
  }),
  // The dealer banks of the bills of exchange, a fact the IR team keeps (docs/newsroom.md, Facts and figures).
  dealerBanks: backendCall({
    name: 'dealer_banks',
    lang: true,
    check: dealerBankCheck,
    tag: 'dealer-banks',
    table: { name: 'dealer_banks', key: ['position'], orderBy: 'position ASC' },
    seed: dealerBanksSeed,
    label: 'Dealer banks',
  }),
  // The outstanding debentures, a fact the IR team keeps (docs/newsroom.md, Facts and figures).
  bonds: backendCall({
    name: 'bonds',
    lang: false,
    check: bondCheck,
    tag: 'bonds',
    table: { name: 'bonds', key: ['position'], orderBy: 'position ASC' },
    seed: bondsSeed,
    label: 'Bonds',
  }),
  // The dividend history, a fact the IR team keeps (docs/newsroom.md, Facts and figures).
  dividends: backendCall({
    name: 'dividends',
    lang: false,
    check: dividendCheck,
    tag: 'dividends',
    table: { name: 'dividends', key: ['position'], orderBy: 'position ASC' },
    seed: dividendsSeed,
    label: 'Dividends',
  }),
  // The call transcripts of the hub's quarters, a paragraph per row, in the page's language.
  resultsTranscripts: backendCall({
    name: 'results_transcripts',
    lang: true,
    check: transcriptParagraphCheck,
    tag: 'results-transcripts',
    table: {
      name: 'results_transcripts',
      key: ['year', 'quarter', 'seq'],
      orderBy: 'year DESC, quarter DESC, seq ASC',
    },
    seed: resultsTranscriptsSeed,
    label: 'Results call transcript',
  }),
  // The documents the IR team chose for a quarter's roles (docs/results.md, The documents): a row per
  // role with a choice; a role without one is matched from the lists.
  resultsDocuments: backendCall({
    name: 'results_documents',
    lang: false,
    check: resultsDocumentCheck,
    tag: 'results-documents',
    table: {
      name: 'results_documents',
      key: ['year', 'quarter', 'role'],
      orderBy: 'year DESC, quarter DESC, role ASC',
    },
    seed: resultsDocumentsSeed,
    label: 'Results documents',
  }),
};

export type CallKey = keyof typeof BACKEND_CALLS;

/**
 * A call that answers the items of a date range (?from=YYYY-MM-DD&to=YYYY-MM-DD), oldest first,
 * instead of a whole list per language: the getter takes the range, the site serves it at its own
 * route (app/api/<name>), the embedded backend reads it from a table keyed by date. Its seed is
 * generated, not a data/seed file (lib/store/seed.ts).
 */
interface RangeCallEntry<T, Tag extends string> {
  /** The call's name: its path is /api/<name> on the remote backend and on this site. */
  name: string;
  /** The reply check of one item; the table has a column per field. */
  check: RecordCheck<T>;
  /** The server data cache tag of the remote replies; POST /api/revalidate takes these names too. */
  tag: Tag;
  /** The embedded table, created by a migration; `dateColumn` is its key and the range's field. */
  table: { name: string; dateColumn: string };
  /** The longest range one request may ask for, in years (a bound on the reply's size). */
  maxSpanYears: number;
}

export interface RangeCall<T = unknown, Tag extends string = string> extends RangeCallEntry<T, Tag> {
  path: `/api/${string}`;
}

function rangeCall<T, const Tag extends string>(entry: RangeCallEntry<T, Tag>): RangeCall<T, Tag> {
  return { ...entry, path: `/api/${entry.name}` };
}

/** Every range call, keyed by the getter's stem: stockHistory is served by getStockHistory. */
export const RANGE_CALLS = {
  stockHistory: rangeCall({
    name: 'stock_history',
    check: priceDayCheck,
    tag: 'stock-history',
    table: { name: 'stock_history', dateColumn: 'date' },
    maxSpanYears: 10,
  }),
};

export type RangeCallKey = keyof typeof RANGE_CALLS;

export const RANGE_CALL_KEYS = Object.keys(RANGE_CALLS) as RangeCallKey[];

/** The item type of a range call's reply. */
export type RangeItem<K extends RangeCallKey> = Checked<(typeof RANGE_CALLS)[K]['check']>;

export const CALL_KEYS = Object.keys(BACKEND_CALLS) as CallKey[];

/** The item type of a call's reply, read off its check. */
export type CallItem<K extends CallKey> = Checked<(typeof BACKEND_CALLS)[K]['check']>;

/** The getter of lib/backend that serves a call: setNews -> getSetNews. */
export type GetterName<K extends string> = `get${Capitalize<K>}`;

export function getterName<K extends string>(key: K): GetterName<K> {
  return `get${key[0].toUpperCase()}${key.slice(1)}` as GetterName<K>;
}

const KEY_BY_NAME = new Map<string, CallKey>(CALL_KEYS.map((key) => [BACKEND_CALLS[key].name, key]));

/** The call a spec name (the last segment of /api/<name>) stands for; undefined for anything else. */
export function callKeyByName(name: string): CallKey | undefined {
  return KEY_BY_NAME.get(name);
}
