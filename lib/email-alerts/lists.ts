import type { CallItem, CallKey } from '@/lib/contract';
import type { Locale, Translator } from '@/lib/i18n';
import { displayYear, formatLongDate, yearOf } from '@/lib/format';
import type { NonListCall } from '@/lib/lists';
import type { PageId } from '@/lib/site';
import {
  LIST_DEFINITION_LIST,
  type DefinedCallKey,
  type DefinedCallKeyWith,
  type ListDefinition,
} from '@/lib/list-defs';
import type { AlertCategory } from './categories';

/** Translates a key of AlertMail.titles, for the items that have no name of their own. */
export type TitleLabel = Translator<'AlertMail.titles'>;

/** How the alerts read one list of the backend (lib/contract/calls.ts): a new item of it is an alert of its category. */
export interface AlertList<K extends CallKey> {
  category: AlertCategory;
  /** The page that shows the list; the alert links to it. */
  page: PageId;
  title: (item: CallItem<K>, label: TitleLabel, locale: Locale) => string;
  /** The item's own date (YYYY-MM-DD), where it has one. */
  date?: (item: CallItem<K>) => string;
  /** The year the list page files the item under (its ?year=), where the page has years. */
  year?: (item: CallItem<K>) => number | undefined;
  /** The field holding the item's document (PDF) URL; `npm run publish` sets it from the copied file. */
  document?: keyof CallItem<K> & string;
  /**
   * What makes an item new, where it is not the list's key: the columns (a fact's rows are numbered by
   * their place, which moves), and the columns a row must have set to be alerted at all.
   */
  identity?: { columns: readonly string[]; required: readonly string[] };
}

/**
 * Every list call but financial data, which no page shows, the figures and the results hub's
 * (docs/results.md), and the register of major shareholders and the company's facts, which are no news; the dividends are.
 */
export type AlertCallKey =
  DefinedCallKeyWith<'alert'> | Exclude<CallKey, DefinedCallKey | NonListCall | 'resultsTranscripts'>;

type AlertLists = { [K in AlertCallKey]: AlertList<K> };

const quarterTitle =
  (key: 'financialStatements' | 'analysisExplanation') =>
  (item: { year: number; quarter: number }, label: TitleLabel, locale: Locale) =>
    label(key, { quarter: String(item.quarter), year: displayYear(item.year, locale) });

/** A defined list's alert list (lib/list-defs): its title, date and document are the definition's fields. */
function definedAlertList(definition: ListDefinition): AlertList<CallKey> | null {
  if (!definition.alert) return null;
  const { category, year } = definition.alert;
  const { date, title, document } = definition;
  const field = (item: unknown, name: string) => (item as Record<string, unknown>)[name];
  const titleOf =
    definition.shape === 'quarterDocuments'
      ? quarterTitle(definition.call.key as 'financialStatements' | 'analysisExplanation')
      : (item: unknown) => String(field(item, title ?? ''));
  return {
    category,
    page: definition.page as PageId,
    title: titleOf as AlertList<CallKey>['title'],
    ...(date ? { date: (item: unknown) => String(field(item, date)) } : {}),
    ...(year
      ? { year: (item: unknown) => field(item, year) as number }
      : date
        ? { year: (item: unknown) => yearOf(field(item, date) as string) }
        : {}),
    ...(document ? { document: document as never } : {}),
  };
}

/** The alert lists of the defined lists. */
const DEFINED_ALERT_LISTS = Object.fromEntries(
  LIST_DEFINITION_LIST.flatMap((definition) => {
    const list = definedAlertList(definition);
    return list ? [[definition.call.key, list]] : [];
  }),
) as unknown as { [K in DefinedCallKeyWith<'alert'>]: AlertList<K> };

/** A list of published documents: the item's `name` field is the alert's title, its `document` field the PDF. */
function documentList<K extends AlertCallKey>(
  page: PageId,
  name: keyof CallItem<K>,
  document: keyof CallItem<K> & string,
): AlertList<K> {
  return { category: 'documents', page, title: (item) => String(item[name]), document };
}

/**
 * The five categories of the sign-up form and the lists they cover: exchange announcements; press
 * releases and media news (press releases, print clippings, electronic advertising); financial reports
 * and published documents (every document list); investor calendar events; dividends (a dividend of
 * the history once its ex-dividend date is set, docs/newsroom.md, Facts and figures). The lists of
 * the list pages are read off their definitions (lib/list-defs); the others are written here.
 */
export const ALERT_LISTS: AlertLists = {
  ...DEFINED_ALERT_LISTS,
  shareNotifications: documentList('shareSubscription', 'notification_name', 'notification_url'),
  oneReports: documentList('oneReport', 'report_name', 'report_pdf_url'),
  annualReports: documentList('annualReport', 'annual_report_name', 'annual_report_pdf_url'),
  sustainabilityReports: documentList(
    'sustainabilityReport',
    'sustainability_report_name',
    'sustainability_report_pdf_url',
  ),
  form561Reports: documentList('form561', 'form_56_1_report_name', 'form_56_1_report_pdf_url'),
  warrantDocuments: documentList('warrantHolders', 'warrant_document_name', 'warrant_document_url'),
  creditRatings: {
    category: 'documents',
    page: 'creditRating',
    title: (item, label) => label('creditRating', { rating: item.credit_rating }),
    date: (item) => item.rating_date,
    document: 'pdf_url',
  },
  dividends: {
    category: 'dividends',
    page: 'dividendPayment',
    // A dividend is news once its ex-dividend date is known: a row with a new period, type or XD date.
    identity: { columns: ['period_start', 'period_end', 'dividend_type', 'ex_date'], required: ['ex_date'] },
    title: (item, label, locale) => {
      const dates = {
        exDate: item.ex_date ? formatLongDate(item.ex_date, locale) : '',
        payment: item.payment_date ? formatLongDate(item.payment_date, locale) : 'none',
      };
      return item.dividend_type === 'cash'
        ? label('dividendCash', { ...dates, amount: String(item.cash_per_share ?? '') })
        : label('dividendStock', {
            ...dates,
            existing: String(item.existing_shares ?? ''),
            dividend: String(item.new_shares ?? ''),
          });
    },
    date: (item) => item.ex_date ?? '',
  },
};

export const ALERT_CALL_KEYS = Object.keys(ALERT_LISTS) as AlertCallKey[];

export function isAlertCallKey(key: CallKey): key is AlertCallKey {
  return Object.hasOwn(ALERT_LISTS, key);
}

/** The entry of a call, typed loosely for code that handles every list alike. */
export function alertListOf(key: AlertCallKey): AlertList<CallKey> {
  return ALERT_LISTS[key] as unknown as AlertList<CallKey>;
}
