import {
  filterByTitle,
  listQuery,
  pageCount,
  paginate,
  parsePage,
  parseYear,
  type ListDefaults,
  type SearchParamValue,
} from '@/lib/lists/list-state';
import { parseQuery } from '@/lib/site';
import { resolveMeetingType } from '@/lib/lists/meeting-fields';
import { bangkokClock } from '@/lib/format';
import { yearsDescending, type ListEntry, type YearRule } from './registry';

/** A page's query as Next hands it over. */
export type SearchParams = Readonly<Record<string, SearchParamValue>>;

/** The state a list page shows: what its URL asked for, where the list has it, else the defaults. */
export interface ShownState {
  year: number;
  /** In 1..totalPages; always 1 on a list without pages. */
  page: number;
  /** The meeting type shown; undefined on a list without types. */
  type?: number;
  /** The search text, trimmed and cut to 100 characters; '' when none or the list has no search. */
  q: string;
}

export interface ListView<T> {
  state: ShownState;
  /** The year options, newest first. */
  years: number[];
  /** What the list's links leave out: its default year and the type shown without ?type=. */
  defaults: ListDefaults;
  /** The meeting types held in the shown year, ascending; empty on a list without types. */
  types: number[];
  /** The items of the shown year (type, search), in the order given. */
  matching: T[];
  /** The items of the shown page. */
  shown: T[];
  totalPages: number;
}

/**
 * A list's year options, newest first, and its default year, given the years its items fall in and
 * the time now (read in Bangkok). The years run from the newest that has an item, the newest the spec
 * names, or (for scheduled items) the current year, whichever is latest, down to the spec's oldest
 * (or, where the list takes older years from the data, its oldest item's); a year between them
 * without items is offered all the same and shows the empty state. The default is the newest year that
 * has items (for scheduled items the newest up to the current year, while there is one), the spec's
 * newest only when no offered year has any.
 */
export function offeredYears(
  rule: YearRule,
  itemYears: Iterable<number>,
  now: Date,
): { years: number[]; defaultYear: number } {
  const distinct = new Set(itemYears);
  let oldest = rule.spec.oldest;
  if (rule.olderFromData) for (const year of distinct) oldest = Math.min(oldest, year);
  const held = [...distinct].filter((year) => year >= oldest).sort((a, b) => b - a);

  const currentYear = bangkokClock(now).year;
  const newest = Math.max(rule.spec.newest, held[0] ?? -Infinity, rule.scheduled ? currentYear : -Infinity);
  const years = yearsDescending(newest, oldest);

  // A calendar opens on this year, not on a later one that so far holds only what is scheduled.
  const shownFirst = rule.scheduled ? (held.find((year) => year <= currentYear) ?? held.at(-1)) : held[0];
  return { years, defaultYear: shownFirst ?? rule.spec.newest };
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * The one reading of a list page's URL, shared by the page and its metadata: given the list's entry,
 * the query and the items (in display order), the state shown and what it shows. A year the list does
 * not offer shows the default year; a type the year does not hold shows its annual meeting; a page
 * outside 1..total shows page 1; ?q= counts only on a searchable list. Repeated parameters count by
 * their first value (docs/product.md, URL state of list pages).
 */
export function listView<T>(
  entry: ListEntry<T>,
  params: SearchParams,
  items: readonly T[],
  now: Date = new Date(),
): ListView<T> {
  const { read } = entry;
  const { years, defaultYear } = offeredYears(entry.years, items.map(read.yearOf).filter(isNumber), now);
  const year = parseYear(params.year, years, defaultYear);
  let matching = items.filter((item) => read.yearOf(item) === year);

  let types: number[] = [];
  let type: number | undefined;
  let defaultType: number | undefined;
  const typeOf = entry.typed ? read.typeOf : undefined;
  if (typeOf) {
    types = [...new Set(matching.map(typeOf).filter(isNumber))].sort((a, b) => a - b);
    type = resolveMeetingType(params.type, types);
    defaultType = resolveMeetingType(undefined, types);
    matching = matching.filter((item) => typeOf(item) === type);
  }

  const q = entry.searchable && read.titleOf ? parseQuery(params.q) : '';
  if (q !== '' && read.titleOf) matching = filterByTitle(matching, read.titleOf, q);

  const { pageSize } = entry;
  const shown = pageSize
    ? paginate(matching, parsePage(params.page, pageCount(matching.length, pageSize)), pageSize)
    : { items: matching, page: 1, totalPages: 1 };

  return {
    state: { year, page: shown.page, type, q },
    years,
    defaults: { year: defaultYear, type: defaultType },
    types,
    matching,
    shown: shown.items,
    totalPages: shown.totalPages,
  };
}

/**
 * The query of a list page's canonical URL: the state the URL shows, with every default left out.
 * A search result is not a page of its own: its canonical URL is the list it searched, at the year,
 * type and page the URL names where that list has them.
 */
export function canonicalQuery<T>(
  entry: ListEntry<T>,
  params: SearchParams,
  items: readonly T[],
  now: Date = new Date(),
): string {
  const { state, defaults } = listView(entry, { ...params, q: undefined }, items, now);
  return listQuery({ year: state.year, type: state.type, page: state.page }, defaults);
}

/** The queries of a list's year pages for the sitemap: every offered year but the default, which is the route itself. */
export function yearPageQueries<T>(entry: ListEntry<T>, items: readonly T[], now: Date = new Date()): string[] {
  const { years, defaults } = listView(entry, {}, items, now);
  return years.filter((year) => year !== defaults.year).map((year) => listQuery({ year }, defaults));
}

/**
 * Where each item of a list shows: the query of the list page that has it on screen (its year, its
 * meeting type and its page, defaults left out, as canonicalQuery writes them), or null when the list
 * does not offer its year. The items in display order; the search index links its results there.
 */
export function itemQueries<T>(entry: ListEntry<T>, items: readonly T[], now: Date = new Date()): (string | null)[] {
  const { years } = listView(entry, {}, items, now);
  const offered = new Set(years);
  const placed = new Map<string, number>();
  const queries = new Map<string, string>();
  return items.map((item) => {
    const year = entry.read.yearOf(item);
    const type = entry.typed ? entry.read.typeOf?.(item) : undefined;
    if (!isNumber(year) || !offered.has(year) || type === null) return null;
    const group = `${year}/${type ?? ''}`;
    const index = placed.get(group) ?? 0;
    placed.set(group, index + 1);
    const page = entry.pageSize ? Math.floor(index / entry.pageSize) + 1 : 1;
    const key = `${group}/${page}`;
    let query = queries.get(key);
    if (query === undefined) {
      query = canonicalQuery(
        entry,
        { year: String(year), type: type === undefined ? undefined : String(type), page: String(page) },
        items,
        now,
      );
      queries.set(key, query);
    }
    return query;
  });
}
