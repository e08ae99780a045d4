import { countItemPage, itemStartYears, readItemPage } from '@/lib/backend';
import { itemOf, type NewsroomItem } from './items';
import { CONTENT_KINDS, isKindName, type KindName } from './kinds';
import { ITEM_STATES, type ItemState } from './workflow';

/** Rows of one page of the Items list. */
export const ITEMS_PAGE_SIZE = 25;
/** The longest title search kept (longer is cut). */
export const MAX_ITEM_SEARCH = 100;

/** What the Items page (`/admin/items`) shows, as its URL holds it: every value bounded, a bad one dropped. */
export interface ItemQuery {
  kind: KindName | null;
  state: ItemState | null;
  /** The year (Gregorian) the item was started, Bangkok time. */
  year: number | null;
  /** Words of its title, in either language. */
  q: string;
  page: number;
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export function readItemQuery(query: Readonly<Record<string, string | string[] | undefined>>): ItemQuery {
  const kind = one(query.kind);
  const state = one(query.state);
  const year = Number(one(query.year));
  const page = Number(one(query.page));
  return {
    kind: isKindName(kind) ? kind : null,
    state: (ITEM_STATES as readonly string[]).includes(state ?? '') ? (state as ItemState) : null,
    year: Number.isInteger(year) && year >= 2000 && year <= 2200 ? year : null,
    q: (one(query.q) ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_ITEM_SEARCH),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The query as the URL's search, without its defaults (page 1, no filter), for links and paging. */
export function itemQueryString(query: ItemQuery, page = query.page): string {
  const search = new URLSearchParams();
  if (query.state) search.set('state', query.state);
  if (query.kind) search.set('kind', query.kind);
  if (query.year) search.set('year', String(query.year));
  if (query.q) search.set('q', query.q);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export interface ItemRow {
  item: NewsroomItem;
  /** Who took the item's newest step (an account's e-mail, the command or the scheduler), and when. */
  lastActor: string | null;
  lastActedAt: string | null;
}

export interface ItemPage {
  rows: ItemRow[];
  total: number;
  /** The page shown: the one asked for, or the last when it asked beyond. */
  page: number;
  pages: number;
  /** The years items were started in, newest first: what the year filter offers. */
  years: number[];
}

/**
 * One page of every item of every kind, the most recently changed first (docs/newsroom.md, The
 * Items page), with who acted last; filtered by state, kind and the year it was started, and by words
 * of its title in Thai or English.
 */
export async function findItems(query: ItemQuery): Promise<ItemPage> {
  const filter = { kind: query.kind, state: query.state, year: query.year, q: query.q };
  const [total, years] = await Promise.all([countItemPage(filter), itemStartYears()]);
  const pages = Math.max(1, Math.ceil(total / ITEMS_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = await readItemPage(filter, ITEMS_PAGE_SIZE, (page - 1) * ITEMS_PAGE_SIZE);
  return {
    rows: rows.map((row) => ({
      item: itemOf(row),
      lastActor: row.last_actor === null ? null : String(row.last_actor),
      lastActedAt: row.last_at === null ? null : String(row.last_at),
    })),
    total,
    page,
    pages,
    years,
  };
}

/** The languages an item's texts are kept in: both for a bilingual kind, else one. */
export function itemLanguages(kind: KindName): 'both' | 'one' {
  return CONTENT_KINDS[kind].bilingual ? 'both' : 'one';
}
