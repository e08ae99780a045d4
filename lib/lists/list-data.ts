import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import {
  getCalendarEvents,
  getDividends,
  backendMode,
  entityFingerprint,
  listGetterByName,
  readCorrections,
} from '@/lib/backend';
import type { CalendarEvent, CallKey } from '@/lib/contract';
import { dividendCalendarEvents, dividendEntries } from '@/lib/facts';
import { formatNumber } from '@/lib/format';
import { LIST_DEFINITION_LIST, type ListDefinition } from '@/lib/list-defs';
import type { Locale } from '@/lib/i18n';
import { arrangeList, type ListCallItems } from './arrange';
import { canonicalQuery, listView, yearPageQueries, type ListView, type SearchParams } from './list-view';
import { listRegistry, type ListItems, type ListPageId } from './registry';

/**
 * The investor calendar's events in a language: the IR team's events and, beside them, each dividend's
 * ex-dividend and payment dates (lib/facts). False when the calendar call failed; a failed dividend
 * call leaves only the dividends out.
 */
export async function loadCalendarEvents(locale: Locale): Promise<CalendarEvent[] | false> {
  const [events, dividends, t] = await Promise.all([
    getCalendarEvents(locale),
    getDividends(),
    getTranslations({ locale, namespace: 'Calendar.dividends' }),
  ]);
  if (!events) return false;
  const tDividends = await getTranslations({ locale, namespace: 'Dividends' });
  const fromDividends = dividendCalendarEvents(
    dividendEntries(dividends || []),
    {
      exDate: (amount) => t('exDate', { amount }),
      payment: (amount) => t('payment', { amount }),
      detail: (type, period) => t('detail', { type: tDividends(`types.${type}`), period }),
      amount: (entry) =>
        typeof entry.dividendPerShare === 'number'
          ? t('cash', { amount: formatNumber(entry.dividendPerShare, locale, { decimals: 2 }) })
          : tDividends('ratio', {
              existing: String(entry.dividendPerShare!.existingShares),
              dividend: String(entry.dividendPerShare!.dividendShares),
            }),
    },
    locale,
  );
  return [...events, ...fromDividends];
}

type ListCall = (locale: Locale) => Promise<readonly unknown[] | false>;

/** A list page's backend call, from its definition: the calendar's adds the dividends' dates. */
function callOf(definition: ListDefinition): ListCall {
  if (definition.shape === 'calendar') return loadCalendarEvents;
  const { name } = definition.call;
  return (locale) => {
    const getter = listGetterByName(name);
    if (!getter) throw new Error(`The list ${definition.page} has no getter of ${name}`);
    return getter(locale);
  };
}

/** Each list page's backend call; the page arranges its items (./arrange). */
const calls = Object.fromEntries(
  LIST_DEFINITION_LIST.map((definition) => [definition.page, callOf(definition)]),
) as unknown as {
  [K in ListPageId]: (locale: Locale) => Promise<readonly ListCallItems[K][] | false>;
};

/** A list page's items in the order the page shows them, or false when the call failed. */
async function loadArranged<K extends ListPageId>(page: K, locale: Locale): Promise<readonly ListItems[K][] | false> {
  const items = await (calls[page] as (locale: Locale) => Promise<readonly ListCallItems[K][] | false>)(locale);
  return items && arrangeList(page, items);
}

// One load per list and language in a request, shared by the page, generateMetadata and the sitemap.
const loadItems = cache((page: ListPageId, locale: Locale) => loadArranged(page, locale));

/** Each list page's call, for its corrected rows. */
const pageCalls = Object.fromEntries(
  LIST_DEFINITION_LIST.map((definition) => [definition.page, definition.call.key]),
) as { [K in ListPageId]: CallKey };

/** The call of a list page, whose rows' corrections its page notes. */
export function listPageCall(page: ListPageId): CallKey {
  return pageCalls[page];
}

/**
 * When each corrected row of a call was corrected (docs/newsroom.md, Corrections), by fingerprint. The
 * newsroom publishes into the embedded store only; a remote backend's lists have none, and a failure
 * only leaves the "Updated" notes out.
 */
const loadCorrections = cache(async (call: CallKey, locale: Locale): Promise<Map<string, string>> => {
  if (backendMode().kind !== 'embedded') return new Map();
  try {
    return await readCorrections(call, locale === 'en' ? 'en' : 'th');
  } catch (error) {
    console.error(
      `[lists] corrections of ${call} unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return new Map();
  }
});

/**
 * The stored row an arranged item was made from, for its fingerprint: the calendar rebuilds its events
 * (./investor-calendar.ts) but keeps the stored values verbatim; every other list shows its rows as read.
 */
const storedRows: { [K in ListPageId]?: (item: ListItems[K]) => Record<string, unknown> } = {
  calendar: (event) => ({
    title_calendar_investor: event.title,
    detail_ad_calendar_investor: event.detail,
    publish_date_calendar_investor: event.date,
  }),
};

/**
 * `correctedAt(row)` for the rows of a call that are read without `loadList` (the published-document
 * pages): when the row was last corrected (UTC ISO), or null.
 */
export async function loadCorrectedAt(call: CallKey, locale: Locale): Promise<(row: object) => string | null> {
  const corrections = await loadCorrections(call, locale);
  return (row) =>
    corrections.size === 0 ? null : (corrections.get(entityFingerprint(call, row as Record<string, unknown>)) ?? null);
}

// One instant per request, so a page and its metadata agree on the current year across a midnight.
const requestTime = cache(() => new Date());

export interface LoadedList<T> {
  /** Every item of the list, in display order; empty when the call failed. */
  items: readonly T[];
  /** The state the URL shows and what it shows. */
  view: ListView<T>;
  /** When a row was last corrected by a later version that went live (UTC ISO), or null: "Updated <date>". */
  correctedAt: (item: T) => string | null;
}

/** A list page's data and the state its URL shows: the page renders it, its metadata canonicalizes to it. */
export async function loadList<K extends ListPageId>(
  page: K,
  locale: Locale,
  params: SearchParams,
): Promise<LoadedList<ListItems[K]>> {
  const [loaded, correctedRow] = await Promise.all([
    loadItems(page, locale),
    loadCorrectedAt(listPageCall(page), locale),
  ]);
  const items = (loaded || []) as readonly ListItems[K][];
  const storedRow = storedRows[page] as ((item: ListItems[K]) => Record<string, unknown>) | undefined;
  const correctedAt = (item: ListItems[K]) => correctedRow(storedRow ? storedRow(item) : (item as object));
  return { items, view: listView(listRegistry[page], params, items, requestTime()), correctedAt };
}

/** The query of a list page's canonical URL for the given query ('' for the list's default state). */
export async function canonicalListQuery<K extends ListPageId>(
  page: K,
  locale: Locale,
  params: SearchParams,
): Promise<string> {
  const { items } = await loadList(page, locale, {});
  return canonicalQuery(listRegistry[page], params, items, requestTime());
}

/** The queries of a list page's year pages, for the sitemap. */
export async function listYearPageQueries<K extends ListPageId>(page: K, locale: Locale): Promise<string[]> {
  const { items } = await loadList(page, locale, {});
  return yearPageQueries(listRegistry[page], items, requestTime());
}
