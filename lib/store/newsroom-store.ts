import { engineOf, type Client, type EngineName, type InStatement, type Transaction } from './engine';
import type { CallKey } from '@/lib/contract';
import { clearCorrectionStatements, correctionStatements } from './corrections';
import { getDatabase, plainRows } from './db';
import { listPublishedDocuments, publishedDocumentStatements, type PublishedDocument } from './newsroom-documents';
import {
  deleteStatements,
  deleteWhereStatements,
  inWriteTransaction,
  replaceTable,
  writePublication,
  type PublicationInput,
} from './publish';
import { deleteResultsDocumentsStatements, resultsDocumentsStatements, type QuarterKey } from './results-documents';

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
export type ItemColumn =
  | 'id'
  | 'kind'
  | 'state'
  | 'version'
  | 'live_version'
  | 'live_key'
  | 'created_by'
  | 'created_at'
  | 'updated_at'
  | 'submitted_by'
  | 'submitted_at'
  | 'decided_by'
  | 'decided_at'
  | 'reject_reason'
  | 'publish_at'
  | 'alert_again'
  | 'went_live_at'
  | 'withdrawal_requested_by'
  | 'withdrawal_reason'
  | 'withdrawn_at'
  | 'first_approved_by'
  | 'first_approved_at';

/** Values of newsroom_items' columns, by name. */
export type ItemColumns = Partial<Record<ItemColumn, string | number | null>>;

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

/** The column names of `columns`, each checked to be one of newsroom_items' (they are written into the statement). */
function itemColumnNames(columns: ItemColumns): string[] {
  const names = Object.keys(columns);
  for (const name of names) if (!ITEM_COLUMNS.has(name)) throw new Error(`newsroom_items has no column ${name}`);
  return names;
}

const ITEM_SELECT = `SELECT i.*, v.content FROM newsroom_items i JOIN newsroom_versions v ON v.item_id = i.id AND v.version = i.version`;

type Executor = Pick<Client | Transaction, 'execute'>;

async function itemRow(executor: Executor, id: string): Promise<StoredItemRow | null> {
  const [row] = plainRows(await executor.execute({ sql: `${ITEM_SELECT} WHERE i.id = ?`, args: [id] }));
  return row ?? null;
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
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (kind) {
    where.push('i.kind = ?');
    args.push(kind);
  }
  if (state) {
    where.push('i.state = ?');
    args.push(state);
  }
  const sql = `${ITEM_SELECT}${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY i.updated_at DESC, i.id LIMIT ?`;
  return plainRows(await (await getDatabase()).execute({ sql, args: [...args, limit] }));
}

/** The id of the first item started of a kind (a fact's one item), or null. */
export async function firstNewsroomItemId(kind: string): Promise<string | null> {
  const [row] = plainRows(
    await (
      await getDatabase()
    ).execute({ sql: 'SELECT id FROM newsroom_items WHERE kind = ? ORDER BY created_at LIMIT 1', args: [kind] }),
  );
  return row ? String(row.id) : null;
}

/**
 * Whether the audit log records `approverEmail` creating or resetting (`add-user`, `reset`) the
 * account of `submitterId` at or after `since` (ISO): four eyes against a second identity.
 */
export async function madeAccountSince(approverEmail: string, submitterId: string, since: string): Promise<boolean> {
  const [row] = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `SELECT 1 AS made FROM audit_log a JOIN auth_users u ON u.email = a.object
        WHERE u.id = ? AND a.action IN ('add-user', 'reset') AND a.actor = ? AND a.at >= ? LIMIT 1`,
      args: [submitterId, approverEmail, since],
    }),
  );
  return row !== undefined;
}

/** An item's live version: the key of its rows on its list (JSON, or null) and its content (JSON); null when none is live. */
export async function readLiveVersion(id: string): Promise<{ liveKey: string | null; content: string } | null> {
  const [row] = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `SELECT i.live_key, v.content FROM newsroom_items i JOIN newsroom_versions v ON v.item_id = i.id AND v.version = i.live_version WHERE i.id = ?`,
      args: [id],
    }),
  );
  return row ? { liveKey: row.live_key === null ? null : String(row.live_key), content: String(row.content) } : null;
}

/** Every document an item ever published. */
export async function readItemPublishedDocuments(itemId: string): Promise<PublishedDocument[]> {
  return listPublishedDocuments(itemId, await getDatabase());
}

/** When a document URL was withdrawn (ISO), or null. */
export async function readWithdrawnDocument(url: string): Promise<string | null> {
  const [row] = plainRows(
    await (
      await getDatabase()
    ).execute({ sql: 'SELECT withdrawn_at FROM newsroom_withdrawn_documents WHERE url = ?', args: [url] }),
  );
  return row ? String(row.withdrawn_at) : null;
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
  return plainRows(
    await (
      await getDatabase()
    ).execute({ sql: 'SELECT * FROM newsroom_versions WHERE item_id = ? ORDER BY version', args: [id] }),
  ).map((row) => ({
    version: Number(row.version),
    content: String(row.content),
    editedBy: String(row.edited_by),
    editedAt: String(row.edited_at),
    submittedAt: row.submitted_at === null ? null : String(row.submitted_at),
    wentLiveAt: row.went_live_at === null ? null : String(row.went_live_at),
  }));
}

/** An item's workflow events, in the order they happened. */
export async function readItemEvents(id: string): Promise<StoredEvent[]> {
  return plainRows(
    await (
      await getDatabase()
    ).execute({ sql: 'SELECT * FROM newsroom_events WHERE item_id = ? ORDER BY id', args: [id] }),
  ).map((row) => ({
    version: Number(row.version),
    at: String(row.at),
    actor: String(row.actor),
    event: String(row.event),
    detail: row.detail ? String(row.detail) : '',
  }));
}

/** The content (JSON) of two versions of an item, by version number; a missing one is left out. */
export async function readVersionContents(id: string, from: number, to: number): Promise<Map<number, string>> {
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: 'SELECT version, content FROM newsroom_versions WHERE item_id = ? AND version IN (?, ?)',
      args: [id, from, to],
    }),
  );
  return new Map(rows.map((row) => [Number(row.version), String(row.content)]));
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
const PAGE_FROM = `FROM newsroom_items i JOIN newsroom_versions v ON v.item_id = i.id AND v.version = i.version`;

/**
 * What the Items page's SQL says differently on each engine: the year (Bangkok time) an item was
 * started, and the title's texts read from the version's JSON. SQLite's LIKE ignores the case of
 * ASCII letters, PostgreSQL's does not: ILIKE there, which in a database of the C locale ignores the
 * case of ASCII letters only too (another locale's also folds other letters: É finds é).
 */
const PAGE_SQL = {
  sqlite: {
    startYear: "CAST(strftime('%Y', i.created_at, '+7 hours') AS INTEGER)",
    titleMatches: `(json_extract(v.content, '$.title.th') LIKE ? ESCAPE '\\' OR json_extract(v.content, '$.title.en') LIKE ? ESCAPE '\\'
      OR (json_type(v.content, '$.title') = 'text' AND json_extract(v.content, '$.title') LIKE ? ESCAPE '\\'))`,
  },
  postgres: {
    startYear:
      "CAST(EXTRACT(YEAR FROM CAST(i.created_at AS TIMESTAMPTZ) AT TIME ZONE 'UTC' + INTERVAL '7 hours') AS INTEGER)",
    titleMatches: `((CAST(v.content AS JSONB) #>> '{title,th}') ILIKE ? ESCAPE '\\' OR (CAST(v.content AS JSONB) #>> '{title,en}') ILIKE ? ESCAPE '\\'
      OR (jsonb_typeof(CAST(v.content AS JSONB) -> 'title') = 'string' AND (CAST(v.content AS JSONB) ->> 'title') ILIKE ? ESCAPE '\\'))`,
  },
} as const satisfies Record<EngineName, { startYear: string; titleMatches: string }>;

function pageFilter(filter: ItemPageFilter, engine: EngineName): { where: string; args: (string | number)[] } {
  const where: string[] = [];
  const args: (string | number)[] = [];
  if (filter.kind) {
    where.push('i.kind = ?');
    args.push(filter.kind);
  }
  if (filter.state) {
    where.push('i.state = ?');
    args.push(filter.state);
  }
  if (filter.year) {
    where.push(`${PAGE_SQL[engine].startYear} = ?`);
    args.push(filter.year);
  }
  if (filter.q) {
    // A bilingual title is {th, en}; a kind of one language has one text.
    where.push(PAGE_SQL[engine].titleMatches);
    const pattern = likePattern(filter.q);
    args.push(pattern, pattern, pattern);
  }
  return { where: where.length ? ` WHERE ${where.join(' AND ')}` : '', args };
}

/** How many items the Items page's filter finds. */
export async function countItemPage(filter: ItemPageFilter): Promise<number> {
  const client = await getDatabase();
  const { where, args } = pageFilter(filter, engineOf(client));
  const counted = await client.execute({ sql: `SELECT COUNT(*) AS n ${PAGE_FROM}${where}`, args });
  return Number(counted.rows[0]?.n ?? 0);
}

/** The years (Bangkok time) items were started in, newest first. */
export async function itemStartYears(): Promise<number[]> {
  const client = await getDatabase();
  const years = await client.execute(
    `SELECT DISTINCT ${PAGE_SQL[engineOf(client)].startYear} AS year FROM newsroom_items i ORDER BY year DESC`,
  );
  return years.rows.map((row) => Number(row.year)).filter((year) => Number.isInteger(year));
}

/** One page of the filter's items, the most recently changed first, each with `last_actor` and `last_at` of its newest event. */
export async function readItemPage(filter: ItemPageFilter, limit: number, offset: number): Promise<StoredItemRow[]> {
  const client = await getDatabase();
  const { where, args } = pageFilter(filter, engineOf(client));
  return plainRows(
    await client.execute({
      sql: `SELECT i.*, v.content, e.actor AS last_actor, e.at AS last_at ${PAGE_FROM}
        LEFT JOIN newsroom_events e ON e.id = (SELECT MAX(id) FROM newsroom_events WHERE item_id = i.id)${where}
        ORDER BY i.updated_at DESC, i.id LIMIT ? OFFSET ?`,
      args: [...args, limit, offset],
    }),
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
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `SELECT i.id, i.kind, i.state, i.live_version, v.content FROM newsroom_items i
        JOIN newsroom_versions v ON v.item_id = i.id AND v.version = COALESCE(i.live_version, i.version)
        WHERE i.kind IN (${kinds.map(() => '?').join(', ')})`,
      args: [...kinds],
    }),
  );
  return rows.map((row) => ({
    id: String(row.id),
    kind: String(row.kind),
    state: String(row.state),
    liveVersion: row.live_version === null ? null : Number(row.live_version),
    content: String(row.content),
  }));
}

/** Items `accountId` submitted that await a decision, or whose withdrawal they asked for: the most recently changed first. */
export async function readItemsAskedBy(accountId: string, limit: number): Promise<StoredItemRow[]> {
  return plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `${ITEM_SELECT}
        WHERE (i.state = 'submitted' AND i.submitted_by = ?) OR (i.state = 'withdrawal-requested' AND i.withdrawal_requested_by = ?)
        ORDER BY i.updated_at DESC, i.id LIMIT ?`,
      args: [accountId, accountId, limit],
    }),
  );
}

/** The content (JSON) of the popup live now (the one that went live last, not withdrawn), or null. */
export async function readLivePopupContent(): Promise<string | null> {
  const [row] = plainRows(
    await (
      await getDatabase()
    )
      .execute(`SELECT v.content FROM newsroom_items i JOIN newsroom_versions v ON v.item_id = i.id AND v.version = i.live_version
      WHERE i.kind = 'popup' AND i.live_version IS NOT NULL AND i.state <> 'withdrawn' ORDER BY i.went_live_at DESC, i.id LIMIT 1`),
  );
  return row ? String(row.content) : null;
}

/** The ids of scheduled items due at `at` (ISO), soonest first, at most `limit`; or only `only`, if it is due. */
export async function readDueItemIds(at: string, limit: number, only?: string): Promise<string[]> {
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute(
      only === undefined
        ? {
            sql: "SELECT id FROM newsroom_items WHERE state = 'scheduled' AND publish_at <= ? ORDER BY publish_at, id LIMIT ?",
            args: [at, limit],
          }
        : {
            sql: "SELECT id FROM newsroom_items WHERE state = 'scheduled' AND publish_at <= ? AND id = ?",
            args: [at, only],
          },
    ),
  );
  return rows.map((row) => String(row.id));
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

function eventStatement({ itemId, version, at, actor, event, detail = {} }: NewsroomEvent): InStatement {
  return {
    sql: 'INSERT INTO newsroom_events (item_id, version, at, actor, event, detail) VALUES (?, ?, ?, ?, ?, ?)',
    args: [itemId, version, at.toISOString(), actor, event, Object.keys(detail).length ? JSON.stringify(detail) : ''],
  };
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
  await (
    await getDatabase()
  ).batch(
    [
      {
        sql: "UPDATE newsroom_items SET state = 'rejected', reject_reason = ?, publish_at = NULL, updated_at = ? WHERE id = ? AND state = 'scheduled'",
        args: [reason, at.toISOString(), id],
      },
      eventStatement({ itemId: id, version, at, actor, event: 'go-live-failed', detail: { reason } }),
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
  insertItem(columns: ItemColumns): Promise<void>;
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
  return {
    readItem: (id) => itemRow(transaction, id),
    async readDueItem(id, at) {
      // SQLite's write transaction holds the database's write lock from its BEGIN; PostgreSQL's locks
      // nothing, so the item's row is locked here: a second runner (another instance) waits for the
      // first to commit, then reads the row again and finds it no longer scheduled.
      const lock = engineOf(transaction) === 'postgres' ? ' FOR UPDATE OF i' : '';
      const [row] = plainRows(
        await transaction.execute({
          sql: `SELECT i.kind, i.version, i.live_version, i.live_key, i.alert_again, v.content FROM newsroom_items i
            JOIN newsroom_versions v ON v.item_id = i.id AND v.version = i.version
            WHERE i.id = ? AND i.state = 'scheduled' AND i.publish_at <= ?${lock}`,
          args: [id, at],
        }),
      );
      if (!row) return null;
      return {
        kind: String(row.kind),
        version: Number(row.version),
        liveVersion: row.live_version === null ? null : Number(row.live_version),
        liveKey: row.live_key === null ? null : String(row.live_key),
        alertAgain: Number(row.alert_again) === 1,
        content: String(row.content),
      };
    },
    async insertItem(columns) {
      const names = itemColumnNames(columns);
      await transaction.execute({
        sql: `INSERT INTO newsroom_items (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        args: Object.values(columns) as (string | number | null)[],
      });
    },
    async updateItemIf(id, { state, version, firstApprovalOpen }, set) {
      const names = itemColumnNames(set);
      const result = await transaction.execute({
        sql: `UPDATE newsroom_items SET ${names.map((column) => `${column} = ?`).join(', ')} WHERE id = ? AND state = ? AND version = ?${firstApprovalOpen ? ' AND first_approved_by IS NULL' : ''}`,
        args: [...(Object.values(set) as (string | number | null)[]), id, state, version],
      });
      return result.rowsAffected === 1;
    },
    async markItemLive(id, key, at) {
      await transaction.execute({
        sql: `UPDATE newsroom_items SET state = 'live', live_version = version, live_key = ?, went_live_at = ?, updated_at = ? WHERE id = ? AND state = 'scheduled'`,
        args: [key ? JSON.stringify(key) : null, at.toISOString(), at.toISOString(), id],
      });
    },
    async insertVersion({ itemId, version, content, editedBy, editedAt, submittedAt }) {
      await transaction.execute(
        submittedAt
          ? {
              sql: 'INSERT INTO newsroom_versions (item_id, version, content, edited_by, edited_at, submitted_at) VALUES (?, ?, ?, ?, ?, ?)',
              args: [
                itemId,
                version,
                JSON.stringify(content),
                editedBy,
                editedAt.toISOString(),
                submittedAt.toISOString(),
              ],
            }
          : {
              sql: 'INSERT INTO newsroom_versions (item_id, version, content, edited_by, edited_at) VALUES (?, ?, ?, ?, ?)',
              args: [itemId, version, JSON.stringify(content), editedBy, editedAt.toISOString()],
            },
      );
    },
    async updateVersionContent(itemId, version, content, editedBy, editedAt) {
      await transaction.execute({
        sql: 'UPDATE newsroom_versions SET content = ?, edited_by = ?, edited_at = ? WHERE item_id = ? AND version = ?',
        args: [JSON.stringify(content), editedBy, editedAt.toISOString(), itemId, version],
      });
    },
    async markVersionSubmitted(itemId, version, at) {
      await transaction.execute({
        sql: 'UPDATE newsroom_versions SET submitted_at = ? WHERE item_id = ? AND version = ?',
        args: [at.toISOString(), itemId, version],
      });
    },
    async markVersionLive(itemId, version, at) {
      await transaction.execute({
        sql: 'UPDATE newsroom_versions SET went_live_at = ? WHERE item_id = ? AND version = ?',
        args: [at.toISOString(), itemId, version],
      });
    },
    addEvent: (event) => run([eventStatement(event)]),
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
    recordWithdrawnDocument: (url, itemId, at) =>
      run([
        {
          sql: 'INSERT INTO newsroom_withdrawn_documents (url, item_id, withdrawn_at) VALUES (?, ?, ?) ON CONFLICT (url) DO NOTHING',
          args: [url, itemId, at.toISOString()],
        },
      ]),
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
    await client.execute({
      sql: `INSERT INTO workspace_uploads (sha256, account_id, pages, size, uploaded_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (sha256, account_id) DO UPDATE SET pages = excluded.pages, size = excluded.size, uploaded_at = excluded.uploaded_at`,
      args: [upload.sha256, accountId, upload.pages, upload.size, at.toISOString()],
    });
  }
}

/** The largest page count recorded of each of these hashes, whoever uploaded it; a hash never uploaded is left out. */
export async function readUploadPages(hashes: readonly string[]): Promise<Map<string, number>> {
  if (hashes.length === 0) return new Map();
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `SELECT sha256, MAX(pages) AS pages FROM workspace_uploads WHERE sha256 IN (${hashes.map(() => '?').join(', ')}) GROUP BY sha256`,
      args: [...hashes],
    }),
  );
  return new Map(rows.map((row) => [String(row.sha256), Number(row.pages)]));
}

/** Every upload record of these hashes: who uploaded each, and its page count. */
export async function readUploadRecords(
  hashes: readonly string[],
): Promise<{ sha256: string; accountId: string; pages: number }[]> {
  if (hashes.length === 0) return [];
  const rows = plainRows(
    await (
      await getDatabase()
    ).execute({
      sql: `SELECT sha256, account_id, pages FROM workspace_uploads WHERE sha256 IN (${hashes.map(() => '?').join(', ')})`,
      args: [...hashes],
    }),
  );
  return rows.map((row) => ({
    sha256: String(row.sha256),
    accountId: String(row.account_id),
    pages: Number(row.pages),
  }));
}
