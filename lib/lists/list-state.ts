import { parseBangkokDate, yearOf, type DateInput } from '@/lib/format';
import { firstParam, toInteger, type SearchParamValue } from '@/lib/site';

export type { SearchParamValue } from '@/lib/site';

/** Pages on either side of the current one in the page links. */
export const PAGINATION_SIBLINGS = 2;

/** The year in the URL when it is one of the offered years, else the page's default year. */
export function parseYear(raw: SearchParamValue, allowed: readonly number[], fallback: number): number {
  const year = toInteger(firstParam(raw));
  return year !== null && allowed.includes(year) ? year : fallback;
}

/** The page in the URL when it lies in 1..totalPages, else 1. */
export function parsePage(raw: SearchParamValue, totalPages: number): number {
  const page = toInteger(firstParam(raw));
  return page !== null && page >= 1 && page <= totalPages ? page : 1;
}

export interface Page<T> {
  items: T[];
  /** The page actually shown: the requested one, or 1 when it was out of range. */
  page: number;
  /** At least 1, so an empty list still has a page to show. */
  totalPages: number;
}

/** Number of pages for a list; at least 1. A pageSize below 1 puts everything on one page. */
export function pageCount(itemCount: number, pageSize: number): number {
  if (!(pageSize >= 1)) return 1;
  return Math.max(1, Math.ceil(itemCount / pageSize));
}

/** One page of a list; an out-of-range page shows page 1. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const totalPages = pageCount(items.length, pageSize);
  if (!(pageSize >= 1)) return { items: [...items], page: 1, totalPages };
  const shown = Number.isInteger(page) && page >= 1 && page <= totalPages ? page : 1;
  const start = (shown - 1) * Math.floor(pageSize);
  return { items: items.slice(start, start + Math.floor(pageSize)), page: shown, totalPages };
}

export type PaginationItem = number | 'ellipsis';

/**
 * The page links: first, last and current ±2, with 'ellipsis' where pages are skipped.
 * An ellipsis never stands for a single page; that page is shown instead, as it takes the same room.
 */
export function paginationWindow(current: number, total: number): PaginationItem[] {
  if (!Number.isInteger(total) || total < 1) return [];
  const centre = Math.min(Math.max(Number.isInteger(current) ? current : 1, 1), total);
  const from = Math.max(1, centre - PAGINATION_SIBLINGS);
  const to = Math.min(total, centre + PAGINATION_SIBLINGS);
  const pages = [1, ...range(from, to), total].filter((page, index, all) => all.indexOf(page) === index);

  const window: PaginationItem[] = [];
  for (const page of pages) {
    const previous = window.at(-1);
    if (typeof previous === 'number' && page - previous === 2) window.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) window.push('ellipsis');
    window.push(page);
  }
  return window;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

// NFKC folds full-width Latin and Thai sara am (ำ) typed as nikhahit + sara aa, so both match.
function searchable(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase();
}

/** Items whose title contains the query, ignoring case (Thai or English); all items for a blank query. */
export function filterByTitle<T>(
  items: readonly T[],
  getTitle: (item: T) => string | null | undefined,
  query: string,
): T[] {
  const wanted = searchable(query.trim());
  if (wanted === '') return [...items];
  return items.filter((item) => searchable(getTitle(item) ?? '').includes(wanted));
}

/** Items dated in a Gregorian year (Bangkok time); items without a readable date are left out. */
export function filterByYear<T>(items: readonly T[], getDate: (item: T) => DateInput, year: number): T[] {
  return items.filter((item) => yearOf(getDate(item)) === year);
}

/** The items newest first by date (Bangkok time); undated items go last; ties keep the given order. */
export function newestFirst<T>(items: readonly T[], getDate: (item: T) => DateInput): T[] {
  const time = (item: T) => parseBangkokDate(getDate(item))?.getTime() ?? Number.NEGATIVE_INFINITY;
  return items
    .map((item, index) => ({ item, index, time: time(item) }))
    .sort((a, b) => (b.time === a.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map(({ item }) => item);
}

/** The distinct Gregorian years of the items' dates, newest first (for a year dropdown). */
export function yearOptions<T>(items: readonly T[], getDate: (item: T) => DateInput): number[] {
  const years = new Set<number>();
  for (const item of items) {
    const year = yearOf(getDate(item));
    if (year !== undefined) years.add(year);
  }
  return [...years].sort((a, b) => b - a);
}

/** What a list page keeps in its URL. */
export interface ListState {
  year?: number;
  /** Meeting type on the shareholder-meeting page. */
  type?: number;
  page?: number;
  q?: string;
}

/** The page's own defaults, left out of the URL; page 1 and an empty query are always left out. */
export type ListDefaults = Pick<ListState, 'year' | 'type'>;

/** 'year=2024&page=2&q=...' with every default value omitted; '' when everything is a default. */
export function listQuery(state: ListState, defaults: ListDefaults = {}): string {
  const params = new URLSearchParams();
  if (state.year !== undefined && state.year !== defaults.year) params.set('year', String(state.year));
  if (state.type !== undefined && state.type !== defaults.type) params.set('type', String(state.type));
  if (state.page !== undefined && state.page !== 1) params.set('page', String(state.page));
  const query = state.q?.trim() ?? '';
  if (query !== '') params.set('q', query);
  return params.toString();
}

/** '/newinfo/info?year=2024&page=2&q=...' with every default value omitted. */
export function listHref(pathname: string, state: ListState, defaults: ListDefaults = {}): string {
  const search = listQuery(state, defaults);
  return search === '' ? pathname : `${pathname}?${search}`;
}
