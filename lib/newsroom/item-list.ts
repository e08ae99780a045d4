import { plainRows, storeDatabase } from '@/lib/backend';
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

// SQLite's LIKE with a backslash escape: the search's own % and _ are letters.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
const START_YEAR = "CAST(strftime('%Y', i.created_at, '+7 hours') AS INTEGER)";

/**
 * One page of every item of every kind, the most recently changed first (docs/newsroom.md, The
 * Items page), with who acted last; filtered by state, kind and the year it was started, and by words
 * of its title in Thai or English.
 */
export async function findItems(query: ItemQuery, database = storeDatabase): Promise<ItemPage> {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (query.kind) {
    where.push('i.kind = ?');
    args.push(query.kind);
  }
  if (query.state) {
    where.push('i.state = ?');
    args.push(query.state);
  }
  if (query.year) {
    where.push(`${START_YEAR} = ?`);
    args.push(query.year);
  }
  if (query.q) {
    // A bilingual title is {th, en}; a kind of one language has one text.
    where.push(`(json_extract(v.content, '$.title.th') LIKE ? ESCAPE '\\' OR json_extract(v.content, '$.title.en') LIKE ? ESCAPE '\\'
      OR (json_type(v.content, '$.title') = 'text' AND json_extract(v.content, '$.title') LIKE ? ESCAPE '\\'))`);
    const pattern = likePattern(query.q);
    args.push(pattern, pattern, pattern);
  }
  const filter = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const from = `FROM newsroom_items i JOIN newsroom_versions v ON v.item_id = i.id AND v.version = i.version`;
  const client = await database();
  const [counted, years] = await Promise.all([
    client.execute({ sql: `SELECT COUNT(*) AS n ${from}${filter}`, args }),
    client.execute(`SELECT DISTINCT ${START_YEAR} AS year FROM newsroom_items i ORDER BY year DESC`),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / ITEMS_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  const rows = plainRows(
    await client.execute({
      sql: `SELECT i.*, v.content, e.actor AS last_actor, e.at AS last_at ${from}
        LEFT JOIN newsroom_events e ON e.id = (SELECT MAX(id) FROM newsroom_events WHERE item_id = i.id)${filter}
        ORDER BY i.updated_at DESC, i.id LIMIT ? OFFSET ?`,
      args: [...args, ITEMS_PAGE_SIZE, (page - 1) * ITEMS_PAGE_SIZE],
    }),
  );
  return {
    rows: rows.map((row) => ({ item: itemOf(row), lastActor: row.last_actor === null ? null : String(row.last_actor), lastActedAt: row.last_at === null ? null : String(row.last_at) })),
    total,
    page,
    pages,
    years: years.rows.map((row) => Number(row.year)).filter((year) => Number.isInteger(year)),
  };
}

/** The languages an item's texts are kept in: both for a bilingual kind, else one. */
export function itemLanguages(kind: KindName): 'both' | 'one' {
  return CONTENT_KINDS[kind].bilingual ? 'both' : 'one';
}
