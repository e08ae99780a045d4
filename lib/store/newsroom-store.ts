import { sql, type Compilable, type Insertable, type RawBuilder, type SqlBool, type Updateable } from 'kysely';
import { engineOf, type EngineName, type InStatement, type Transaction } from './engine';
import type { CallKey } from '@/lib/contract';
import { clearCorrectionStatements, correctionStatements } from './corrections';
import { getDatabase } from './db';
import { listPublishedDocuments, publishedDocumentStatements, type PublishedDocument } from './newsroom-documents';
import {
  deleteStatements,
  deleteWhereStatements,
  inWriteTransaction,
  replaceTable,
  writePublication,
  type PublicationInput,
} from './publish';
import { all, first, queries, run as runQuery, statement, type Executor } from './query';
import { deleteResultsDocumentsStatements, resultsDocumentsStatements, type QuarterKey } from './results-documents';
import type { NewsroomItems } from './schema';

/**
 * Every query of the newsroom (lib/newsroom) on the embedded store: its items and versions
 * (migration 11), their events, going live, the Items page, the dashboard, the popup and the
 * workspace's upload records (migration 29). The feature keeps its rules (permissions, four eyes, the
 * workflow) and calls these functions; a step that writes several rows runs them in one write
 * transaction through newsroomTransaction (docs/architecture.md, The layers).
 */

/**
 * A stored item as its row reads: every column of newsroom_items, the `content` (JSON) of the
 * version joined, and on the Items page `last_actor` and `last_at`. lib/newsroom's itemOf reads it.
 */
export type StoredItemRow = Record<string, unknown>;

/** The columns of newsroom_items a step writes. */
export type ItemColumn = keyof NewsroomItems;

/** Values of newsroom_items' columns, by name. */
export type ItemColumns = Updateable<NewsroomItems>;

const ITEM_COLUMNS: ReadonlySet<string> = new Set<ItemColumn>([
  'id',
  'kind',
  'state',
  'version',
  'live_version',
  'live_key',
  'created_by',
  'created_at',
  'updated_at',
  'submitted_by',
  'submitted_at',
  'decided_by',
  'decided_at',
  'reject_reason',
  'publish_at',
  'alert_again',
  'went_live_at',
  'withdrawal_requested_by',
  'withdrawal_reason',
  'withdrawn_at',
  'first_approved_by',
  'first_approved_at',
]);

/** `columns`, each checked to be one of newsroom_items' (a caller's object may hold more than its type says). */
function itemColumns<C extends ItemColumns>(columns: C): C {
  for (const name of Object.keys(columns))
    if (!ITEM_COLUMNS.has(name)) throw new Error(`newsroom_items has no column ${name}`);
  return columns;
}

/** Items joined with a version of theirs: `version` names the item's column that says which. */
function itemsJoined(on: Executor, version: 'i.version' | 'i.live_version') {
  return queries(on)
    .selectFrom('newsroom_items as i')
    .innerJoin('newsroom_versions as v', (join) =>
      join.onRef('v.item_id', '=', 'i.id').onRef('v.version', '=', version),
    );
}

/** Every column of newsroom_items and the `content` of the item's newest version. */
function itemsWithContent(on: Executor) {
  return itemsJoined(on, 'i.version').selectAll('i').select('v.content');
}

/** The rows of a query on the process's store (`build` gets what it runs on), as plain objects keyed by column name. */
async function readRows<O extends object>(build: (on: Executor) => Compilable<O>): Promise<O[]> {
  const client = await getDatabase();
  return (await all(client, build(client))).map((row) => ({ ...row }));
}

/** The first row of a query on the process's store, or undefined. */
async function readRow<O extends object>(build: (on: Executor) => Compilable<O>): Promise<O | undefined> {
  return (await readRows(build))[0];
}

async function itemRow(executor: Executor, id: string): Promise<StoredItemRow | null> {
  const row = await first(executor, itemsWithContent(executor).where('i.id', '=', id));
  return row ? { ...row } : null;
}

/** One item with its newest version's content, or null. */
export async function readNewsroomItem(id: string): Promise<StoredItemRow | null> {
  return itemRow(await getDatabase(), id);
}

/** Items (with their newest version's content), most recently changed first, of a kind and a state when given. */
export async function listNewsroomItems({
  kind,
  state,
  limit,
}: {
  kind?: string;
  state?: string;
  limit: number;
}): Promise<StoredItemRow[]> {
  return readRows((on) => {
    let query = itemsWithContent(on);
    if (kind) query = query.where('i.kind', '=', kind);
    if (state) query = query.where('i.state', '=', state);
    return query.orderBy('i.updated_at', 'desc').orderBy('i.id').limit(limit);
  });
}

/** The id of the first item started of a kind (a fact's one item), or null. */
export async function firstNewsroomItemId(kind: string): Promise<string | null> {
  const row = await readRow((on) =>
    queries(on).selectFrom('newsroom_items').select('id').where('kind', '=', kind).orderBy('created_at').limit(1),
  );
  return row ? row.id : null;
}

/**
 * Whether the audit log records `approverEmail` creating or resetting (`add-user`, `reset`) the
 * account of `submitterId` at or after `since` (ISO): four eyes against a second identity.
 */
export async function madeAccountSince(approverEmail: string, submitterId: string, since: string): Promise<boolean> {
  const row = await readRow((on) =>
    queries(on)
      .selectFrom('audit_log as a')
      .innerJoin('auth_users as u', 'u.email', 'a.object')
      .select((row) => row.lit(1).as('made'))
      .where('u.id', '=', submitterId)
      .where('a.action', 'in', ['add-user', 'reset'])
      .where('a.actor', '=', approverEmail)
      .where('a.at', '>=', since)
      .limit(1),
  );
  return row !== undefined;
}

/** An item's live version: the key of its rows on its list (JSON, or null) and its content (JSON); null when none is live. */
export async function readLiveVersion(id: string): Promise<{ liveKey: string | null; content: string } | null> {
  const row = await readRow((on) =>
    itemsJoined(on, 'i.live_version').select(['i.live_key', 'v.content']).where('i.id', '=', id),
  );
  return row ? { liveKey: row.live_key, content: row.content } : null;
}

/** Every document an item ever published. */
export async function readItemPublishedDocuments(itemId: string): Promise<PublishedDocument[]> {
  return listPublishedDocuments(itemId, await getDatabase());
}

/** When a document URL was withdrawn (ISO), or null. */
export async function readWithdrawnDocument(url: string): Promise<string | null> {
  const row = await readRow((on) =>
    queries(on).selectFrom('newsroom_withdrawn_documents').select('withdrawn_at').where('url', '=', url),
  );
  return row ? row.withdrawn_at : null;
}

/** A stored version of an item. */
export interface StoredVersion {
  version: number;
  /** The version's fields (JSON). */
  content: string;
  editedBy: string;
  editedAt: string;
  submittedAt: string | null;
  wentLiveAt: string | null;
}

/** A stored workflow event of an item. */
export interface StoredEvent {
  version: number;
  at: string;
  actor: string;
  event: string;
  /** JSON, or '' for none. */
  detail: string;
}

/** An item's versions, oldest first. */
export async function readItemVersions(id: string): Promise<StoredVersion[]> {
  return readRows((on) =>
    queries(on)
      .selectFrom('newsroom_versions')
      .select(['version', 'content', 'edited_by as editedBy', 'edited_at as editedAt'])
      .select(['submitted_at as submittedAt', 'went_live_at as wentLiveAt'])
      .where('item_id', '=', id)
      .orderBy('version'),
  );
}

/** An item's workflow events, in the order they happened. */
export async function readItemEvents(id: string): Promise<StoredEvent[]> {
  const events = await readRows((on) =>
    queries(on)
      .selectFrom('newsroom_events')
      .select(['version', 'at', 'actor', 'event', 'detail'])
      .where('item_id', '=', id)
      .orderBy('id'),
  );
  return events.map((event) => ({ ...event, detail: event.detail || '' }));
}

/** The content (JSON) of two versions of an item, by version number; a missing one is left out. */
export async function readVersionContents(id: string, from: number, to: number): Promise<Map<number, string>> {
  const rows = await readRows((on) =>
    queries(on)
      .selectFrom('newsroom_versions')
      .select(['version', 'content'])
      .where('item_id', '=', id)
      .where('version', 'in', [from, to]),
  );
  return new Map(rows.map((row) => [row.version, row.content]));
}

/** What the Items page filters by (lib/newsroom/item-list.ts). */
export interface ItemPageFilter {
  kind: string | null;
  state: string | null;
  /** The year (Gregorian, Bangkok time) the item was started. */
  year: number | null;
  /** Words of its title, in either language. */
  q: string;
}

// LIKE with a backslash escape: the search's own % and _ are letters.
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
const createdAt = sql.ref('i.created_at');
const content = sql.ref('v.content');

/**
 * What the Items page's SQL says differently on each engine, in the engine's own functions (Kysely has
 * no builder for them, nor for LIKE's ESCAPE): the year (Bangkok time) an item was started, and the
 * title's texts read from the version's JSON. SQLite's LIKE ignores the case of ASCII letters,
 * PostgreSQL's does not: ILIKE there, which in a database of the C locale ignores the case of ASCII
 * letters only too (another locale's also folds other letters: É finds é).
 */
const PAGE_SQL = {
  sqlite: {
    startYear: sql<number>`CAST(strftime('%Y', ${createdAt}, '+7 hours') AS INTEGER)`,
    titleMatches: (pattern: string) =>
      sql<SqlBool>`(json_extract(${content}, '$.title.th') LIKE ${pattern} ESCAPE '\\' OR json_extract(${content}, '$.title.en') LIKE ${pattern} ESCAPE '\\'
      OR (json_type(${content}, '$.title') = 'text' AND json_extract(${content}, '$.title') LIKE ${pattern} ESCAPE '\\'))`,
  },
  postgres: {
    // EXTRACT's own syntax: YEAR FROM a time.
    startYear: sql<number>`CAST(EXTRACT(YEAR FROM CAST(${createdAt} AS TIMESTAMPTZ) AT TIME ZONE 'UTC' + INTERVAL '7 hours') AS INTEGER)`,
    titleMatches: (pattern: string) =>
      sql<SqlBool>`((CAST(${content} AS JSONB) #>> '{title,th}') ILIKE ${pattern} ESCAPE '\\' OR (CAST(${content} AS JSONB) #>> '{title,en}') ILIKE ${pattern} ESCAPE '\\'
      OR (jsonb_typeof(CAST(${content} AS JSONB) -> 'title') = 'string' AND (CAST(${content} AS JSONB) ->> 'title') ILIKE ${pattern} ESCAPE '\\'))`,
  },
} as const satisfies Record<
  EngineName,
  { startYear: RawBuilder<number>; titleMatches: (pattern: string) => RawBuilder<SqlBool> }
>;

/** The items (joined with their newest version) that the Items page's filter finds. */
function itemPage(on: Executor, filter: ItemPageFilter) {
  const engine = PAGE_SQL[engineOf(on)];
  let query = itemsJoined(on, 'i.version');
  if (filter.kind) query = query.where('i.kind', '=', filter.kind);
  if (filter.state) query = query.where('i.state', '=', filter.state);
  if (filter.year) query = query.where(engine.startYear, '=', filter.year);
  // A bilingual title is {th, en}; a kind of one language has one text.
  if (filter.q) query = query.where(engine.titleMatches(likePattern(filter.q)));
  return query;
}

/** How many items the Items page's filter finds. */
export async function countItemPage(filter: ItemPageFilter): Promise<number> {
  const counted = await readRow((on) => itemPage(on, filter).select((row) => row.fn.countAll<number>().as('n')));
  return Number(counted?.n ?? 0);
}

/** The years (Bangkok time) items were started in, newest first. */
export async function itemStartYears(): Promise<number[]> {
  const years = await readRows((on) =>
    queries(on)
      .selectFrom('newsroom_items as i')
      .select(PAGE_SQL[engineOf(on)].startYear.as('year'))
      .distinct()
      .orderBy('year', 'desc'),
  );
  return years.map((row) => Number(row.year)).filter((year) => Number.isInteger(year));
}

/** One page of the filter's items, the most recently changed first, each with `last_actor` and `last_at` of its newest event. */
export async function readItemPage(filter: ItemPageFilter, limit: number, offset: number): Promise<StoredItemRow[]> {
  return readRows((on) =>
    itemPage(on, filter)
      .leftJoin('newsroom_events as e', (join) =>
        join.on('e.id', '=', (row) =>
          row
            .selectFrom('newsroom_events as last')
            .select((last) => last.fn.max('last.id').as('id'))
            .whereRef('last.item_id', '=', 'i.id'),
        ),
      )
      .selectAll('i')
      .select(['v.content', 'e.actor as last_actor', 'e.at as last_at'])
      .orderBy('i.updated_at', 'desc')
      .orderBy('i.id')
      .limit(limit)
      .offset(offset),
  );
}

/** An item of the dashboard's meeting documents, in its live version when it has one, else its newest. */
export interface MeetingItemRow {
  id: string;
  kind: string;
  state: string;
  liveVersion: number | null;
  /** JSON. */
  content: string;
}

/** Every item of these kinds, each in its live version when it has one, else its newest. */
export async function readItemsInView(kinds: readonly string[]): Promise<MeetingItemRow[]> {
  const rows = await readRows((on) =>
    queries(on)
      .selectFrom('newsroom_items as i')
      .innerJoin('newsroom_versions as v', (join) =>
        join
          .onRef('v.item_id', '=', 'i.id')
          .on((row) => row('v.version', '=', row.fn.coalesce('i.live_version', 'i.version'))),
      )
      .select(['i.id', 'i.kind', 'i.state', 'i.live_version', 'v.content'])
      .where('i.kind', 'in', kinds),
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    state: row.state,
    liveVersion: row.live_version,
    content: row.content,
  }));
}

/** Items `accountId` submitted that await a decision, or whose withdrawal they asked for: the most recently changed first. */
export async function readItemsAskedBy(accountId: string, limit: number): Promise<StoredItemRow[]> {
  return readRows((on) =>
    itemsWithContent(on)
      .where((row) =>
        row.or([
          row.and([row('i.state', '=', 'submitted'), row('i.submitted_by', '=', accountId)]),
          row.and([row('i.state', '=', 'withdrawal-requested'), row('i.withdrawal_requested_by', '=', accountId)]),
        ]),
      )
      .orderBy('i.updated_at', 'desc')
      .orderBy('i.id')
      .limit(limit),
  );
}

/** The content (JSON) of the popup live now (the one that went live last, not withdrawn), or null. */
export async function readLivePopupContent(): Promise<string | null> {
  const row = await readRow((on) =>
    itemsJoined(on, 'i.live_version')
      .select('v.content')
      .where('i.kind', '=', 'popup')
      .where('i.live_version', 'is not', null)
      .where('i.state', '<>', 'withdrawn')
      .orderBy('i.went_live_at', 'desc')
      .orderBy('i.id')
      .limit(1),
  );
  return row ? row.content : null;
}

/** The ids of scheduled items due at `at` (ISO), soonest first, at most `limit`; or only `only`, if it is due. */
export async function readDueItemIds(at: string, limit: number, only?: string): Promise<string[]> {
  const rows = await readRows((on) => {
    const due = queries(on)
      .selectFrom('newsroom_items')
      .select('id')
      .where('state', '=', 'scheduled')
      .where('publish_at', '<=', at);
    return only === undefined ? due.orderBy('publish_at').orderBy('id').limit(limit) : due.where('id', '=', only);
  });
  return rows.map((row) => row.id);
}

/** An event of an item's history. */
export interface NewsroomEvent {
  itemId: string;
  version: number;
  at: Date;
  actor: string;
  event: string;
  /** Stored as JSON; an empty one as ''. */
  detail?: Record<string, unknown>;
}

function eventInsert(on: Executor, { itemId, version, at, actor, event, detail = {} }: NewsroomEvent) {
  return queries(on)
    .insertInto('newsroom_events')
    .values({
      item_id: itemId,
      version,
      at: at.toISOString(),
      actor,
      event,
      detail: Object.keys(detail).length ? JSON.stringify(detail) : '',
    });
}

/**
 * A version going live sent back to its editor, rejected with `reason` (one write transaction): only
 * while it is still scheduled, with its event.
 */
export async function sendBackScheduledItem(
  id: string,
  version: number,
  reason: string,
  at: Date,
  actor: string,
): Promise<void> {
  const client = await getDatabase();
  await client.batch(
    [
      statement(
        queries(client)
          .updateTable('newsroom_items')
          .set({ state: 'rejected', reject_reason: reason, publish_at: null, updated_at: at.toISOString() })
          .where('id', '=', id)
          .where('state', '=', 'scheduled'),
      ),
      statement(eventInsert(client, { itemId: id, version, at, actor, event: 'go-live-failed', detail: { reason } })),
    ],
    'write',
  );
}

/** A scheduled item due at `at` as the going-live transaction reads it: its newest version and what it needs of the live one. */
export interface DueItemRow {
  kind: string;
  version: number;
  liveVersion: number | null;
  /** The key of the live version's rows on its list (JSON), or null. */
  liveKey: string | null;
  alertAgain: boolean;
  /** The newest version's content (JSON). */
  content: string;
}

/** What the newsroom writes inside one write transaction (newsroomTransaction). */
export interface NewsroomWrites {
  /** One item with its newest version's content, as the transaction sees it. */
  readItem(id: string): Promise<StoredItemRow | null>;
  /** Under the write lock (on PostgreSQL, the item row's): the item, if it is still scheduled and due at `at` (ISO). */
  readDueItem(id: string, at: string): Promise<DueItemRow | null>;
  /** A new item's row. */
  insertItem(columns: Insertable<NewsroomItems>): Promise<void>;
  /**
   * Sets columns of an item only if it is still in `expected` state and version (and, with
   * `firstApprovalOpen`, has no first approval yet); false when it changed meanwhile.
   */
  updateItemIf(
    id: string,
    expected: { state: string; version: number; firstApprovalOpen?: boolean },
    set: ItemColumns,
  ): Promise<boolean>;
  /** A scheduled item made live: its newest version is the live one, under `key` on its list. */
  markItemLive(id: string, key: Record<string, unknown> | null, at: Date): Promise<void>;
  /** A new version of an item. */
  insertVersion(version: {
    itemId: string;
    version: number;
    content: unknown;
    editedBy: string;
    editedAt: Date;
    submittedAt?: Date;
  }): Promise<void>;
  /** A draft version's content changed in place. */
  updateVersionContent(
    itemId: string,
    version: number,
    content: unknown,
    editedBy: string,
    editedAt: Date,
  ): Promise<void>;
  /** When a version was submitted. */
  markVersionSubmitted(itemId: string, version: number, at: Date): Promise<void>;
  /** When a version went live. */
  markVersionLive(itemId: string, version: number, at: Date): Promise<void>;
  /** An event of the item's history. */
  addEvent(event: NewsroomEvent): Promise<void>;
  /** lib/store/publish.ts's writePublication in this transaction. */
  writePublication(input: PublicationInput): ReturnType<typeof writePublication>;
  /** A fact's whole table replaced (lib/store/publish.ts, replaceTable). */
  replaceTable(call: CallKey, rows: Parameters<typeof replaceTable>[2], now: Date): Promise<void>;
  /** An item's rows (every language) off its list. */
  deleteListItem(call: CallKey, key: Record<string, unknown>): Promise<void>;
  /** Every row of a call sharing these key columns off its table (a quarter's transcript). */
  deleteListRowsWhere(call: CallKey, where: Record<string, string | number>): Promise<void>;
  /** The documents chosen for a quarter, replacing its (or `replaced`'s) earlier choices. */
  writeResultsDocuments(
    quarter: QuarterKey,
    choices: Parameters<typeof resultsDocumentsStatements>[1],
    replaced: QuarterKey | null,
  ): Promise<void>;
  /** A quarter's chosen documents off the page. */
  deleteResultsDocuments(quarter: QuarterKey): Promise<void>;
  /** A version's documents recorded as published. */
  recordPublishedDocuments(
    itemId: string,
    version: number,
    documents: readonly PublishedDocument[],
    at: Date,
  ): Promise<void>;
  /** A correction's rows recorded, so that they say "Updated". */
  recordCorrections(call: CallKey, itemId: string, rows: readonly Record<string, unknown>[], at: Date): Promise<void>;
  /** An item's corrections forgotten. */
  clearCorrections(itemId: string): Promise<void>;
  /** A document URL recorded as withdrawn (it answers 410); one recorded already keeps its first date. */
  recordWithdrawnDocument(url: string, itemId: string, at: Date): Promise<void>;
}

function newsroomWrites(transaction: Transaction): NewsroomWrites {
  const run = async (statements: InStatement[]) => {
    for (const statement of statements) await transaction.execute(statement);
  };
  const q = queries(transaction);
  const versionOf = (itemId: string, version: number) =>
    q.updateTable('newsroom_versions').where('item_id', '=', itemId).where('version', '=', version);
  return {
    readItem: (id) => itemRow(transaction, id),
    async readDueItem(id, at) {
      // SQLite's write transaction holds the database's write lock from its BEGIN; PostgreSQL's locks
      // nothing, so the item's row is locked here: a second runner (another instance) waits for the
      // first to commit, then reads the row again and finds it no longer scheduled.
      const due = itemsJoined(transaction, 'i.version')
        .select(['i.kind', 'i.version', 'i.live_version', 'i.live_key', 'i.alert_again', 'v.content'])
        .where('i.id', '=', id)
        .where('i.state', '=', 'scheduled')
        .where('i.publish_at', '<=', at);
      const row = await first(transaction, engineOf(transaction) === 'postgres' ? due.forUpdate('i') : due);
      if (!row) return null;
      return {
        kind: row.kind,
        version: row.version,
        liveVersion: row.live_version,
        liveKey: row.live_key,
        alertAgain: row.alert_again === 1,
        content: row.content,
      };
    },
    async insertItem(columns) {
      await runQuery(transaction, q.insertInto('newsroom_items').values(itemColumns(columns)));
    },
    async updateItemIf(id, { state, version, firstApprovalOpen }, set) {
      let update = q
        .updateTable('newsroom_items')
        .set(itemColumns(set))
        .where('id', '=', id)
        .where('state', '=', state)
        .where('version', '=', version);
      if (firstApprovalOpen) update = update.where('first_approved_by', 'is', null);
      return (await runQuery(transaction, update)) === 1;
    },
    async markItemLive(id, key, at) {
      await runQuery(
        transaction,
        q
          .updateTable('newsroom_items')
          .set((row) => ({
            state: 'live',
            live_version: row.ref('version'),
            live_key: key ? JSON.stringify(key) : null,
            went_live_at: at.toISOString(),
            updated_at: at.toISOString(),
          }))
          .where('id', '=', id)
          .where('state', '=', 'scheduled'),
      );
    },
    async insertVersion({ itemId, version, content, editedBy, editedAt, submittedAt }) {
      await runQuery(
        transaction,
        q.insertInto('newsroom_versions').values({
          item_id: itemId,
          version,
          content: JSON.stringify(content),
          edited_by: editedBy,
          edited_at: editedAt.toISOString(),
          ...(submittedAt ? { submitted_at: submittedAt.toISOString() } : {}),
        }),
      );
    },
    async updateVersionContent(itemId, version, content, editedBy, editedAt) {
      await runQuery(
        transaction,
        versionOf(itemId, version).set({
          content: JSON.stringify(content),
          edited_by: editedBy,
          edited_at: editedAt.toISOString(),
        }),
      );
    },
    async markVersionSubmitted(itemId, version, at) {
      await runQuery(transaction, versionOf(itemId, version).set({ submitted_at: at.toISOString() }));
    },
    async markVersionLive(itemId, version, at) {
      await runQuery(transaction, versionOf(itemId, version).set({ went_live_at: at.toISOString() }));
    },
    addEvent: async (event) => {
      await runQuery(transaction, eventInsert(transaction, event));
    },
    writePublication: (input) => writePublication(transaction, input),
    replaceTable: (call, rows, now) => replaceTable(transaction, call, rows, now),
    deleteListItem: (call, key) => run(deleteStatements(call, key)),
    deleteListRowsWhere: (call, where) => run(deleteWhereStatements(call, where)),
    writeResultsDocuments: (quarter, choices, replaced) => run(resultsDocumentsStatements(quarter, choices, replaced)),
    deleteResultsDocuments: (quarter) => run(deleteResultsDocumentsStatements(quarter)),
    recordPublishedDocuments: (itemId, version, documents, at) =>
      run(publishedDocumentStatements(itemId, version, documents, at)),
    recordCorrections: (call, itemId, rows, at) => run(correctionStatements(call, itemId, rows, at)),
    clearCorrections: (itemId) => run(clearCorrectionStatements(itemId)),
    async recordWithdrawnDocument(url, itemId, at) {
      await runQuery(
        transaction,
        q
          .insertInto('newsroom_withdrawn_documents')
          .values({ url, item_id: itemId, withdrawn_at: at.toISOString() })
          .onConflict((conflict) => conflict.column('url').doNothing()),
      );
    },
  };
}

/**
 * Runs `work` in one write transaction of the store (lib/store/publish.ts, inWriteTransaction) with
 * the newsroom's writes bound to it: committed when it returns, rolled back when it throws.
 */
export async function newsroomTransaction<T>(work: (writes: NewsroomWrites) => Promise<T>): Promise<T> {
  return inWriteTransaction(await getDatabase(), (transaction) => work(newsroomWrites(transaction)));
}

/** A PDF the upload routes stored, as recorded (lib/newsroom/upload-records.ts). */
export interface WorkspaceUpload {
  sha256: string;
  pages: number;
  size: number;
}

/** Records PDFs an account uploaded (a second upload of the same file by the same account refreshes its row). */
export async function recordWorkspaceUploads(
  accountId: string,
  uploads: readonly WorkspaceUpload[],
  at: Date,
): Promise<void> {
  const client = await getDatabase();
  for (const upload of uploads) {
    await runQuery(
      client,
      queries(client)
        .insertInto('workspace_uploads')
        .values({
          sha256: upload.sha256,
          account_id: accountId,
          pages: upload.pages,
          size: upload.size,
          uploaded_at: at.toISOString(),
        })
        .onConflict((conflict) =>
          conflict.columns(['sha256', 'account_id']).doUpdateSet((excluded) => ({
            pages: excluded.ref('excluded.pages'),
            size: excluded.ref('excluded.size'),
            uploaded_at: excluded.ref('excluded.uploaded_at'),
          })),
        ),
    );
  }
}

/** The largest page count recorded of each of these hashes, whoever uploaded it; a hash never uploaded is left out. */
export async function readUploadPages(hashes: readonly string[]): Promise<Map<string, number>> {
  if (hashes.length === 0) return new Map();
  const rows = await readRows((on) =>
    queries(on)
      .selectFrom('workspace_uploads')
      .select((row) => ['sha256', row.fn.max('pages').as('pages')])
      .where('sha256', 'in', hashes)
      .groupBy('sha256'),
  );
  return new Map(rows.map((row) => [row.sha256, Number(row.pages)]));
}

/** Every upload record of these hashes: who uploaded each, and its page count. */
export async function readUploadRecords(
  hashes: readonly string[],
): Promise<{ sha256: string; accountId: string; pages: number }[]> {
  if (hashes.length === 0) return [];
  const rows = await readRows((on) =>
    queries(on).selectFrom('workspace_uploads').select(['sha256', 'account_id', 'pages']).where('sha256', 'in', hashes),
  );
  return rows.map((row) => ({ sha256: row.sha256, accountId: row.account_id, pages: row.pages }));
}
