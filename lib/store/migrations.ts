/**
 * Versioned schema of the embedded backend. A migration is never edited once shipped: change the
 * schema by appending a new one. schema_migrations records what a database file has applied.
 */
export interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
  /** Creates the content tables: the first seed runs in the same transaction, so no reader sees them empty. */
  createsContent?: true;
  /**
   * The columns its statements add to content tables, by table: an earlier migration's seed leaves
   * them out (they do not exist yet then), and this one seeds those tables again to fill them.
   */
  addsColumns?: Readonly<Record<string, readonly string[]>>;
  /**
   * Its statements on PostgreSQL, when SQLite's do not run there (docs/operations.md, PostgreSQL); the
   * versions up to the PostgreSQL baseline's (./postgres-baseline.ts) are that baseline there instead.
   */
  postgres?: readonly string[];
}

import { mailboxDomainSql, mailboxKeySql } from '@/lib/email-alerts';

/** The figures of a period beyond the headline ones (lib/contract entity-checks, periodFigures). */
const PERIOD_FIGURE_COLUMNS = [
  'presales',
  'total_expenses',
  'backlog',
  'total_assets',
  'total_liabilities',
  'equity',
  'interest_bearing_debt',
  'shares',
] as const;

const bilingual = (columns: string, key: string) =>
  `${columns}, lang TEXT NOT NULL CHECK (lang IN ('th', 'en')), PRIMARY KEY (${key}, lang)`;

// The site search index's delete trigger (migration 6), made again after the index is emptied without it (7, 8).
const SEARCH_DELETE_TRIGGER = `CREATE TRIGGER search_documents_delete AFTER DELETE ON search_documents BEGIN
        INSERT INTO search_index (search_index, rowid, title_terms, detail_terms, keyword_terms, scope)
        VALUES ('delete', old.id, old.title_terms, old.detail_terms, old.keyword_terms, old.scope);
      END`;

/**
 * Empties the site search index without its delete trigger (FTS5's 'delete-all' empties an index of
 * external content at once), then makes the trigger again; the next build (a search, the job) refills it.
 */
const emptySearchIndex = [
  `DROP TRIGGER search_documents_delete`,
  `INSERT INTO search_index (search_index) VALUES ('delete-all')`,
  `DELETE FROM search_documents`,
  `DELETE FROM search_sources`,
  SEARCH_DELETE_TRIGGER,
];

/**
 * The authentication framework's tables and indexes (migration 10), as its schema generator writes them
 * for SQLite; PostgreSQL's baseline (./postgres-baseline.ts) has them with the framework's PostgreSQL types.
 */
export const AUTH_TABLES = [
  `create table "auth_users" ("id" text not null primary key, "name" text not null, "email" text not null unique, "emailVerified" integer not null, "image" text, "createdAt" date not null, "updatedAt" date not null, "twoFactorEnabled" integer, "role" text, "banned" integer, "banReason" text, "banExpires" date)`,
  `create table "auth_sessions" ("id" text not null primary key, "expiresAt" date not null, "token" text not null unique, "createdAt" date not null, "updatedAt" date not null, "ipAddress" text, "userAgent" text, "userId" text not null references "auth_users" ("id") on delete cascade, "impersonatedBy" text)`,
  `create table "auth_accounts" ("id" text not null primary key, "accountId" text not null, "providerId" text not null, "userId" text not null references "auth_users" ("id") on delete cascade, "accessToken" text, "refreshToken" text, "idToken" text, "accessTokenExpiresAt" date, "refreshTokenExpiresAt" date, "scope" text, "password" text, "createdAt" date not null, "updatedAt" date not null)`,
  `create table "auth_verifications" ("id" text not null primary key, "identifier" text not null, "value" text not null, "expiresAt" date not null, "createdAt" date not null, "updatedAt" date not null)`,
  `create table "auth_two_factors" ("id" text not null primary key, "secret" text not null, "backupCodes" text not null, "userId" text not null references "auth_users" ("id") on delete cascade, "verified" integer, "failedVerificationCount" integer, "lockedUntil" date)`,
] as const;
export const AUTH_INDEXES = [
  `create index "auth_sessions_userId_idx" on "auth_sessions" ("userId")`,
  `create index "auth_accounts_userId_idx" on "auth_accounts" ("userId")`,
  `create index "auth_verifications_identifier_idx" on "auth_verifications" ("identifier")`,
  `create index "auth_two_factors_secret_idx" on "auth_two_factors" ("secret")`,
  `create index "auth_two_factors_userId_idx" on "auth_two_factors" ("userId")`,
] as const;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'content tables',
    createsContent: true,
    statements: [
      `CREATE TABLE financial_statements (${bilingual('year INTEGER NOT NULL, quarter INTEGER NOT NULL, pdf_url TEXT NOT NULL', 'year, quarter')})`,
      `CREATE TABLE analysis_explanations (${bilingual('year INTEGER NOT NULL, quarter INTEGER NOT NULL, pdf_url TEXT NOT NULL', 'year, quarter')})`,
      `CREATE TABLE meetings (${bilingual(
        'meeting_id INTEGER NOT NULL, meeting_year INTEGER NOT NULL, meeting_type INTEGER NOT NULL, meeting_name TEXT NOT NULL, meeting_url TEXT NOT NULL',
        'meeting_id',
      )})`,
      `CREATE TABLE share_notifications (${bilingual('seed_id TEXT NOT NULL, notification_name TEXT NOT NULL, notification_url TEXT NOT NULL', 'seed_id')})`,
      `CREATE TABLE one_reports (${bilingual(
        'report_id INTEGER NOT NULL, report_name TEXT NOT NULL, report_img_url TEXT NOT NULL, report_pdf_url TEXT NOT NULL',
        'report_id',
      )})`,
      `CREATE TABLE annual_reports (${bilingual(
        'annual_report_id INTEGER NOT NULL, annual_report_name TEXT NOT NULL, annual_report_img_url TEXT NOT NULL, annual_report_pdf_url TEXT NOT NULL',
        'annual_report_id',
      )})`,
      `CREATE TABLE sustainability_reports (${bilingual(
        'sustainability_report_id INTEGER NOT NULL, sustainability_report_name TEXT NOT NULL, sustainability_report_img_url TEXT NOT NULL, sustainability_report_pdf_url TEXT NOT NULL',
        'sustainability_report_id',
      )})`,
      `CREATE TABLE form_56_1_reports (
        form_56_1_report_id INTEGER PRIMARY KEY, form_56_1_report_name TEXT NOT NULL, form_56_1_report_pdf_url TEXT NOT NULL)`,
      `CREATE TABLE set_news (${bilingual(
        'new_set_id INTEGER NOT NULL, new_set_title TEXT NOT NULL, new_set_date TEXT NOT NULL, new_set_pdf_url TEXT NOT NULL',
        'new_set_id',
      )})`,
      `CREATE TABLE news_clippings (
        seed_id TEXT PRIMARY KEY, title_news_clippings TEXT NOT NULL, url_news_clippings TEXT NOT NULL,
        publish_date_news_clippings TEXT NOT NULL, imageUrl TEXT)`,
      `CREATE TABLE ad_electronic (${bilingual(
        'seed_id TEXT NOT NULL, title_ad_electronic TEXT NOT NULL, url_ad_electronic TEXT NOT NULL, publish_date_ad_electronic TEXT NOT NULL',
        'seed_id',
      )})`,
      `CREATE TABLE calendar_investor (${bilingual(
        'seed_id TEXT NOT NULL, title_calendar_investor TEXT NOT NULL, detail_ad_calendar_investor TEXT NOT NULL, publish_date_calendar_investor TEXT NOT NULL',
        'seed_id',
      )})`,
      `CREATE TABLE activities (
        activity_id INTEGER PRIMARY KEY, activity_name TEXT NOT NULL, activity_date TEXT NOT NULL,
        activity_img_url TEXT NOT NULL, activity_pdf_url TEXT NOT NULL)`,
      `CREATE TABLE securities_analyses (
        seed_id TEXT PRIMARY KEY, securities_analysis_name TEXT NOT NULL, securities_analysis_date TEXT NOT NULL,
        securities_analysis_pdf_url TEXT NOT NULL)`,
      `CREATE TABLE news_medias (${bilingual(
        'seed_id TEXT NOT NULL, title_news_medias TEXT NOT NULL, url_news_medias TEXT NOT NULL, publish_date_news_medias TEXT NOT NULL',
        'seed_id',
      )})`,
      `CREATE TABLE credit_ratings (${bilingual(
        'seed_id TEXT NOT NULL, rating_date TEXT NOT NULL, credit_rating TEXT NOT NULL, pdf_url TEXT NOT NULL',
        'seed_id',
      )})`,
      `CREATE TABLE financial_data (year INTEGER NOT NULL, metric TEXT NOT NULL, value REAL, PRIMARY KEY (year, metric))`,
      `CREATE TABLE stock_quotes (
        symbol TEXT PRIMARY KEY, last REAL, prior REAL, project1 REAL, open REAL, high REAL, low REAL,
        time TEXT, total_volume REAL, bid_json TEXT NOT NULL DEFAULT '[]', offer_json TEXT NOT NULL DEFAULT '[]')`,
    ],
  },
  {
    version: 2,
    name: 'contact messages, subscribers and mail outbox',
    statements: [
      `CREATE TABLE contact_messages (
        id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, surname TEXT NOT NULL, phone TEXT NOT NULL,
        fax TEXT NOT NULL, address TEXT NOT NULL, message TEXT NOT NULL, created_at TEXT NOT NULL)`,
      // One row per address (stored lower-case); unsubscribing keeps the row and stamps unsubscribed_at.
      `CREATE TABLE subscribers (
        email TEXT PRIMARY KEY, full_name TEXT NOT NULL, country TEXT NOT NULL, occupation TEXT NOT NULL,
        job_title TEXT NOT NULL, industry TEXT NOT NULL, subscribed_at TEXT NOT NULL, unsubscribed_at TEXT)`,
      // recipient NULL means the IR team (IR_MAIL_TO), resolved when sending so a later setting still delivers.
      `CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, recipient TEXT, subject TEXT NOT NULL,
        body TEXT NOT NULL, created_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT, sent_at TEXT)`,
      `CREATE INDEX mail_outbox_pending ON mail_outbox (sent_at, id)`,
    ],
  },
  {
    version: 3,
    name: 'mail retries and retention, contact bound per client, job leases',
    statements: [
      // The client a message came from, for the daily bound per client; cleared after a day (retention job).
      `ALTER TABLE contact_messages ADD COLUMN client_key TEXT`,
      `CREATE INDEX contact_messages_client ON contact_messages (client_key, created_at) WHERE client_key IS NOT NULL`,
      // The outbox again, with per-message retry state and an end state besides sent. A contact mail
      // holds no copy of the message: it names its contact_messages row and is written from it when
      // sent, so the message is stored once. Rows of version 2 keep the subject and body they have.
      `CREATE TABLE mail_outbox_v3 (
        id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, recipient TEXT,
        contact_message_id INTEGER, subject TEXT, body TEXT, created_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at TEXT, sent_at TEXT, failed_at TEXT,
        CHECK (contact_message_id IS NOT NULL OR (subject IS NOT NULL AND body IS NOT NULL)))`,
      `INSERT INTO mail_outbox_v3 (id, kind, recipient, subject, body, created_at, attempts, last_error, sent_at)
        SELECT id, kind, recipient, subject, body, created_at, attempts, last_error, sent_at FROM mail_outbox`,
      `DROP TABLE mail_outbox`,
      `ALTER TABLE mail_outbox_v3 RENAME TO mail_outbox`,
      `CREATE INDEX mail_outbox_waiting ON mail_outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL`,
      `CREATE INDEX mail_outbox_contact ON mail_outbox (contact_message_id) WHERE contact_message_id IS NOT NULL`,
      // Which process runs a scheduled job (lib/jobs): a lease with its holder and expiry (ms since 1970).
      `CREATE TABLE job_leases (name TEXT PRIMARY KEY, holder TEXT NOT NULL, expires_at INTEGER NOT NULL)`,
    ],
  },
  {
    version: 4,
    name: 'stock price history',
    createsContent: true,
    statements: [
      // One row per trading day (lib/contract/calls.ts RANGE_CALLS.stockHistory). source says where the
      // day came from: the generated demonstration history, `npm run stock:import`, or the daily recorder.
      `CREATE TABLE stock_history (
        date TEXT PRIMARY KEY, open REAL NOT NULL, high REAL NOT NULL, low REAL NOT NULL, close REAL NOT NULL,
        volume INTEGER NOT NULL, value REAL, source TEXT NOT NULL CHECK (source IN ('demo', 'import', 'recorder'))
      ) WITHOUT ROWID`,
    ],
  },
  {
    version: 5,
    name: 'e-mail alerts: double opt-in, consent records, categories, alert queue',
    statements: [
      // Sign-ups stored before double opt-in never confirmed their address nor gave consent: they are not kept,
      // and their queued welcome mails, which quoted the name typed into the form, are not sent.
      `DROP TABLE subscribers`,
      `UPDATE mail_outbox SET failed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), last_error = 'a welcome mail of the sign-up before double opt-in: not sent'
        WHERE kind = 'subscribe' AND sent_at IS NULL AND failed_at IS NULL`,
      // A sign-up waiting for its address to be confirmed, one row per address (lower case). token_hash is the
      // SHA-256 of the link's token, written when the confirmation mail is sent (the token itself is never
      // stored) and cleared once used; the details are cleared at confirmation. requested_at is the last
      // sign-up that queued a mail (one mail per address per 10 minutes); the row goes when it expires.
      `CREATE TABLE subscription_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE, full_name TEXT, country TEXT,
        occupation TEXT, job_title TEXT, industry TEXT, categories TEXT, lang TEXT CHECK (lang IN ('th', 'en')),
        token_hash TEXT UNIQUE, requested_at TEXT NOT NULL, expires_at TEXT NOT NULL, confirmed_at TEXT)`,
      // Confirmed subscribers, one row per address while subscribed (deleted when they withdraw). confirmed_at
      // is the first confirmation: items found after it are new to them. stopped_at: their address refused
      // alerts for good, so none is sent until they confirm again.
      `CREATE TABLE subscribers (
        id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE, full_name TEXT NOT NULL, country TEXT NOT NULL,
        occupation TEXT NOT NULL, job_title TEXT NOT NULL, industry TEXT NOT NULL,
        lang TEXT NOT NULL CHECK (lang IN ('th', 'en')), categories TEXT NOT NULL, confirmed_at TEXT NOT NULL,
        stopped_at TEXT, stop_reason TEXT)`,
      // The PDPA consent record: what was agreed to, when, under which version of the privacy notice. A new
      // confirmation or a change of categories replaces it; withdrawing stamps every record of the address.
      `CREATE TABLE subscription_consents (
        id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, given_at TEXT NOT NULL, notice_version TEXT NOT NULL,
        categories TEXT NOT NULL, lang TEXT NOT NULL CHECK (lang IN ('th', 'en')), replaced_at TEXT, withdrawn_at TEXT)`,
      `CREATE INDEX subscription_consents_email ON subscription_consents (email)`,
      // Every item of every alerted list the site has seen, keyed by its list (the backend call's name) and its
      // key columns as JSON. A list's first scan records what it holds as baseline, never alerted.
      `CREATE TABLE alert_lists (call TEXT PRIMARY KEY, baseline_at TEXT NOT NULL)`,
      `CREATE TABLE alert_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT, call TEXT NOT NULL, item_key TEXT NOT NULL, category TEXT NOT NULL,
        found_at TEXT NOT NULL, baseline INTEGER NOT NULL DEFAULT 0, fanned_out_at TEXT, UNIQUE (call, item_key))`,
      `CREATE INDEX alert_items_waiting ON alert_items (id) WHERE fanned_out_at IS NULL AND baseline = 0`,
      // One row per subscriber and item, made once per item (fan-out); its state moves pending -> sending
      // (claimed by one dispatcher) -> sent, or back to pending with a backoff, or to failed / interrupted.
      `CREATE TABLE alert_deliveries (
        subscriber_id INTEGER NOT NULL, item_id INTEGER NOT NULL, created_at TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed', 'interrupted')),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT, claim TEXT, claimed_at TEXT, done_at TEXT, last_error TEXT,
        PRIMARY KEY (subscriber_id, item_id))`,
      `CREATE INDEX alert_deliveries_pending ON alert_deliveries (subscriber_id) WHERE state = 'pending'`,
      `CREATE INDEX alert_deliveries_claim ON alert_deliveries (claim) WHERE claim IS NOT NULL`,
      `CREATE INDEX alert_deliveries_done ON alert_deliveries (done_at) WHERE done_at IS NOT NULL`,
      // The key signing the unsubscribe links of alert mails, made on first use.
      `CREATE TABLE email_alert_keys (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
      // The outbox again, so that a confirmation mail may name its sign-up (written from it when sent, with a
      // token made then) instead of holding a subject and body.
      `CREATE TABLE mail_outbox_v5 (
        id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, recipient TEXT,
        contact_message_id INTEGER, subscription_request_id INTEGER, subject TEXT, body TEXT, created_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at TEXT, sent_at TEXT, failed_at TEXT,
        CHECK (contact_message_id IS NOT NULL OR subscription_request_id IS NOT NULL OR (subject IS NOT NULL AND body IS NOT NULL)))`,
      `INSERT INTO mail_outbox_v5 (id, kind, recipient, contact_message_id, subject, body, created_at, attempts, last_error, next_attempt_at, sent_at, failed_at)
        SELECT id, kind, recipient, contact_message_id, subject, body, created_at, attempts, last_error, next_attempt_at, sent_at, failed_at FROM mail_outbox`,
      `DROP TABLE mail_outbox`,
      `ALTER TABLE mail_outbox_v5 RENAME TO mail_outbox`,
      `CREATE INDEX mail_outbox_waiting ON mail_outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL`,
      `CREATE INDEX mail_outbox_contact ON mail_outbox (contact_message_id) WHERE contact_message_id IS NOT NULL`,
      `CREATE INDEX mail_outbox_request ON mail_outbox (subscription_request_id) WHERE subscription_request_id IS NOT NULL`,
    ],
  },
  {
    version: 6,
    name: 'site search index',
    statements: [
      // One row per searchable item or page and language, from one origin (the embedded tables, or a remote
      // backend's base URL, so a server of the other mode sharing the file never mixes in its index). A
      // source (a list in one language) is replaced as a whole by a rebuild. The *_terms columns hold the
      // texts as words separated by spaces (Thai segmented by Intl.Segmenter, lib/search-engine/text.ts).
      `CREATE TABLE search_documents (
        id INTEGER PRIMARY KEY, origin TEXT NOT NULL, source TEXT NOT NULL,
        lang TEXT NOT NULL CHECK (lang IN ('th', 'en')), section TEXT NOT NULL, title TEXT NOT NULL, detail TEXT,
        date TEXT, year INTEGER, quarter INTEGER, newest_key TEXT NOT NULL, document_url TEXT, page_path TEXT NOT NULL,
        title_terms TEXT NOT NULL, detail_terms TEXT NOT NULL, keyword_terms TEXT NOT NULL, scope TEXT NOT NULL)`,
      `CREATE INDEX search_documents_source ON search_documents (origin, source)`,
      // The words are split already: the tokenizer only splits at the spaces and keeps Thai marks (M*) in words.
      // detail=column: no word positions (no phrase queries are made), a smaller and faster index.
      `CREATE VIRTUAL TABLE search_index USING fts5(
        title_terms, detail_terms, keyword_terms, scope, content='search_documents', content_rowid='id',
        tokenize="unicode61 categories 'L* N* Co M*' remove_diacritics 0", detail=column)`,
      `CREATE TRIGGER search_documents_insert AFTER INSERT ON search_documents BEGIN
        INSERT INTO search_index (rowid, title_terms, detail_terms, keyword_terms, scope)
        VALUES (new.id, new.title_terms, new.detail_terms, new.keyword_terms, new.scope);
      END`,
      SEARCH_DELETE_TRIGGER,
      // The index's words with their document counts, for the closest spelling of a query that found nothing.
      `CREATE VIRTUAL TABLE search_vocabulary USING fts5vocab(search_index, 'col')`,
      // What each source was last built from (a hash of its documents), so an unchanged list is not rewritten.
      `CREATE TABLE search_sources (
        origin TEXT NOT NULL, source TEXT NOT NULL, fingerprint TEXT NOT NULL, documents INTEGER NOT NULL,
        built_at TEXT NOT NULL, PRIMARY KEY (origin, source))`,
    ],
  },
  {
    version: 7,
    name: 'site search rowid blocks',
    statements: [
      // The index is rebuilt with rowids that place each origin's and language's documents in a block of
      // their own, newest last (local/search-store.ts, rowidRange): a query reads its block instead of
      // matching scope words. Emptied here without the delete trigger (the 'delete-all' command empties
      // the FTS5 index of its external content at once); the next build (a search, the job) refills it.
      ...emptySearchIndex,
    ],
  },
  {
    version: 8,
    name: 'site search newest first, ranked from its words',
    statements: [
      // The index is rebuilt with rowids that fall as documents get newer (local/search-store.ts, rowidRange):
      // FTS5 reads forwards from the newest match and stops at the cap. The scope tokens begin with a
      // private-use character, so that the index's words (search_words) are told apart from them. Emptied
      // as in migration 7; the next build refills it.
      ...emptySearchIndex,
      // Each document's and each source's words in every column: BM25's document length, and the index's total
      // (for the average length) as a sum of a few rows.
      `ALTER TABLE search_documents ADD COLUMN words INTEGER NOT NULL DEFAULT 0`,
      `ALTER TABLE search_sources ADD COLUMN words INTEGER NOT NULL DEFAULT 0`,
      // The documents holding each word (in any column), for BM25's IDF, read once per build instead of counted by every query.
      `DROP TABLE search_vocabulary`,
      `CREATE VIRTUAL TABLE search_words USING fts5vocab(search_index, 'row')`,
    ],
  },
  {
    version: 9,
    name: 'e-mail alerts: one mail per mailbox, confirmed unsubscribing by address',
    statements: [
      // The mailbox an address reaches however it is spelt (lib/email-alerts/mailbox.ts), and its domain: one
      // confirmation mail per mailbox per 10 minutes, and the hourly caps per domain and overall. Waiting
      // sign-ups of one mailbox under several spellings are kept as the newest only.
      `ALTER TABLE subscription_requests ADD COLUMN mailbox TEXT`,
      `ALTER TABLE subscription_requests ADD COLUMN domain TEXT`,
      `UPDATE subscription_requests SET mailbox = ${mailboxKeySql('email')}, domain = ${mailboxDomainSql('email')}`,
      `DELETE FROM subscription_requests WHERE id NOT IN (SELECT MAX(id) FROM subscription_requests GROUP BY mailbox)`,
      `CREATE UNIQUE INDEX subscription_requests_mailbox ON subscription_requests (mailbox)`,
      `CREATE INDEX subscription_requests_recent ON subscription_requests (requested_at) WHERE confirmed_at IS NULL`,
      // A subscriber's mailbox: unsubscribing by address ends every subscription that reaches it.
      `ALTER TABLE subscribers ADD COLUMN mailbox TEXT`,
      `UPDATE subscribers SET mailbox = ${mailboxKeySql('email')}`,
      `CREATE INDEX subscribers_mailbox ON subscribers (mailbox)`,
      // An unsubscribe asked for by address (the modal), waiting for the click in its mail: one row per mailbox,
      // token_hash the SHA-256 of the mail's token (written when the mail is sent), done_at once used.
      `CREATE TABLE unsubscription_requests (
        id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, mailbox TEXT NOT NULL UNIQUE, domain TEXT NOT NULL,
        token_hash TEXT UNIQUE, requested_at TEXT NOT NULL, expires_at TEXT NOT NULL, done_at TEXT)`,
      `CREATE INDEX unsubscription_requests_recent ON unsubscription_requests (requested_at) WHERE done_at IS NULL`,
      // The outbox again, so that the mail of such a request may name it (written from it when sent, with a token made then).
      `CREATE TABLE mail_outbox_v9 (
        id INTEGER PRIMARY KEY AUTOINCREMENT, kind TEXT NOT NULL, recipient TEXT,
        contact_message_id INTEGER, subscription_request_id INTEGER, unsubscription_request_id INTEGER, subject TEXT, body TEXT,
        created_at TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, last_error TEXT, next_attempt_at TEXT, sent_at TEXT, failed_at TEXT,
        CHECK (contact_message_id IS NOT NULL OR subscription_request_id IS NOT NULL OR unsubscription_request_id IS NOT NULL
          OR (subject IS NOT NULL AND body IS NOT NULL)))`,
      `INSERT INTO mail_outbox_v9 (id, kind, recipient, contact_message_id, subscription_request_id, subject, body, created_at, attempts, last_error, next_attempt_at, sent_at, failed_at)
        SELECT id, kind, recipient, contact_message_id, subscription_request_id, subject, body, created_at, attempts, last_error, next_attempt_at, sent_at, failed_at FROM mail_outbox`,
      `DROP TABLE mail_outbox`,
      `ALTER TABLE mail_outbox_v9 RENAME TO mail_outbox`,
      `CREATE INDEX mail_outbox_waiting ON mail_outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL`,
      `CREATE INDEX mail_outbox_contact ON mail_outbox (contact_message_id) WHERE contact_message_id IS NOT NULL`,
      `CREATE INDEX mail_outbox_request ON mail_outbox (subscription_request_id) WHERE subscription_request_id IS NOT NULL`,
      `CREATE INDEX mail_outbox_unsubscription ON mail_outbox (unsubscription_request_id) WHERE unsubscription_request_id IS NOT NULL`,
    ],
  },
  {
    version: 10,
    name: 'IR team accounts and the audit log',
    statements: [
      // The tables of the authentication framework (better-auth with its admin and two-factor plugins,
      // lib/accounts/auth.ts) as its own schema generator writes them for SQLite.
      ...AUTH_TABLES,
      ...AUTH_INDEXES,
      // Enrolment links: only the SHA-256 of the token is kept; a link works once, until expires_at.
      `CREATE TABLE account_enrolments (
        token_hash TEXT PRIMARY KEY, user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
        created_at TEXT NOT NULL, expires_at TEXT NOT NULL, used_at TEXT)`,
      // Failed sign-ins per account (lib/accounts/lockout.ts); old rows are pruned when new ones are written.
      `CREATE TABLE sign_in_failures (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL, at TEXT NOT NULL)`,
      `CREATE INDEX sign_in_failures_email ON sign_in_failures (email, at)`,
      `CREATE TABLE sign_in_locks (email TEXT PRIMARY KEY, until TEXT NOT NULL)`,
      // The hash-chained audit log (lib/accounts/audit-chain.ts). Kept at least five years: the retention
      // job never touches it, and the triggers refuse any change or deletion through SQL.
      `CREATE TABLE audit_log (
        seq INTEGER PRIMARY KEY, at TEXT NOT NULL, actor TEXT NOT NULL, action TEXT NOT NULL, object TEXT NOT NULL,
        client TEXT NOT NULL, detail TEXT NOT NULL, prev_hash TEXT NOT NULL, hash TEXT NOT NULL)`,
      `CREATE INDEX audit_log_actor ON audit_log (actor, seq)`,
      `CREATE INDEX audit_log_action ON audit_log (action, seq)`,
      `CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
      `CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END`,
    ],
  },
  {
    version: 11,
    name: 'newsroom: items, versions, workflow',
    statements: [
      // One row per item of the newsroom (lib/newsroom, docs/newsroom.md). state is the workflow state of
      // its newest version; live_version what the site shows, live_key its rows' key in the kind's table.
      `CREATE TABLE newsroom_items (
        id TEXT PRIMARY KEY, kind TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('draft', 'submitted', 'scheduled', 'rejected', 'live', 'withdrawal-requested', 'withdrawn')),
        version INTEGER NOT NULL, live_version INTEGER, live_key TEXT,
        submitted_by TEXT, submitted_at TEXT, decided_by TEXT, decided_at TEXT, reject_reason TEXT,
        publish_at TEXT, alert_again INTEGER NOT NULL DEFAULT 0, went_live_at TEXT,
        withdrawal_requested_by TEXT, withdrawal_reason TEXT, withdrawn_at TEXT,
        created_by TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL)`,
      `CREATE INDEX newsroom_items_due ON newsroom_items (publish_at) WHERE state = 'scheduled'`,
      `CREATE INDEX newsroom_items_kind ON newsroom_items (kind, state)`,
      // Every version of an item, its fields as JSON; a version once submitted is never changed again.
      `CREATE TABLE newsroom_versions (
        item_id TEXT NOT NULL REFERENCES newsroom_items (id), version INTEGER NOT NULL, content TEXT NOT NULL,
        edited_by TEXT NOT NULL, edited_at TEXT NOT NULL, submitted_at TEXT, went_live_at TEXT,
        PRIMARY KEY (item_id, version))`,
      // The item's own history (the audit log holds the same actions among everything else).
      `CREATE TABLE newsroom_events (
        id INTEGER PRIMARY KEY AUTOINCREMENT, item_id TEXT NOT NULL REFERENCES newsroom_items (id), version INTEGER NOT NULL,
        at TEXT NOT NULL, actor TEXT NOT NULL, event TEXT NOT NULL, detail TEXT NOT NULL DEFAULT '')`,
      `CREATE INDEX newsroom_events_item ON newsroom_events (item_id, id)`,
      // Documents of withdrawn items: their URLs answer 410 Gone.
      `CREATE TABLE newsroom_withdrawn_documents (url TEXT PRIMARY KEY, item_id TEXT NOT NULL, withdrawn_at TEXT NOT NULL)`,
    ],
  },
  {
    version: 12,
    name: 'Web Vitals from visitors: raw samples and daily aggregates',
    statements: [
      // One row per metric of a report (lib/vitals): the route pattern, never the address; no cookie,
      // identifier or client address. Kept 7 days after its day (Bangkok), then only its day's aggregates.
      `CREATE TABLE vitals_samples (
        id INTEGER PRIMARY KEY AUTOINCREMENT, received_at TEXT NOT NULL, day TEXT NOT NULL, route TEXT NOT NULL,
        locale TEXT NOT NULL, device TEXT NOT NULL, connection TEXT, metric TEXT NOT NULL, value REAL NOT NULL,
        rating TEXT NOT NULL, attribution TEXT NOT NULL)`,
      `CREATE INDEX vitals_samples_day ON vitals_samples (day)`,
      // Nearest-rank p75 and p95 and the count, per day, route, metric and device class (the 'vitals' job).
      `CREATE TABLE vitals_daily (
        day TEXT NOT NULL, route TEXT NOT NULL, metric TEXT NOT NULL, device TEXT NOT NULL,
        count INTEGER NOT NULL, p75 REAL NOT NULL, p95 REAL NOT NULL, PRIMARY KEY (day, route, metric, device))`,
    ],
  },
  {
    version: 13,
    name: 'Reading figures: daily totals of page views, downloads and searches that found nothing',
    statements: [
      // Daily totals only (lib/reading, docs/newsroom.md "Reading figures"): the Bangkok day, the page's
      // path, the document's URL or the normalized query with its language, and a count. No address,
      // cookie, identifier, user agent or time of day exists to be stored. Kept 400 days.
      `CREATE TABLE reading_page_views (day TEXT NOT NULL, path TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, path))`,
      `CREATE TABLE reading_downloads (day TEXT NOT NULL, document_url TEXT NOT NULL, count INTEGER NOT NULL, PRIMARY KEY (day, document_url))`,
      `CREATE TABLE reading_zero_searches (
        day TEXT NOT NULL, query_normalized TEXT NOT NULL, locale TEXT NOT NULL, count INTEGER NOT NULL,
        PRIMARY KEY (day, query_normalized, locale))`,
    ],
  },
  {
    version: 14,
    name: 'newsroom: published documents and corrections',
    statements: [
      // Every stored PDF a live version of a newsroom item links to, written when the version goes live
      // (lib/newsroom/going-live.ts): the document route serves a hash and name only when a row here
      // belongs to an item still live (docs/newsroom.md, Documents on the site). Drafts never get a row.
      `CREATE TABLE newsroom_published_documents (
        sha256 TEXT NOT NULL, name TEXT NOT NULL, item_id TEXT NOT NULL REFERENCES newsroom_items (id), version INTEGER NOT NULL,
        published_at TEXT NOT NULL, PRIMARY KEY (sha256, name, item_id, version))`,
      `CREATE INDEX newsroom_published_documents_item ON newsroom_published_documents (item_id)`,
      // The versions already live when this migration ran.
      `INSERT OR IGNORE INTO newsroom_published_documents (sha256, name, item_id, version, published_at)
        SELECT json_extract(d.value, '$.sha256'), json_extract(d.value, '$.name'), v.item_id, v.version, v.went_live_at
        FROM newsroom_versions v, json_each(v.content) f, json_each(f.value) d
        WHERE v.went_live_at IS NOT NULL AND json_type(f.value) = 'object' AND json_type(d.value) = 'object'
          AND json_type(d.value, '$.sha256') = 'text' AND json_type(d.value, '$.name') = 'text'`,
      // A list row a correction replaced (docs/newsroom.md, Corrections): the site shows "Updated <date>"
      // on the row whose fields are \`fingerprint\` (lib/store/corrections.ts), in its list and language.
      `CREATE TABLE list_corrections (
        call TEXT NOT NULL, lang TEXT NOT NULL, fingerprint TEXT NOT NULL, item_id TEXT NOT NULL, corrected_at TEXT NOT NULL,
        PRIMARY KEY (call, lang, fingerprint))`,
      `CREATE INDEX list_corrections_item ON list_corrections (item_id)`,
    ],
  },
  {
    version: 15,
    name: 'quarterly results: figures and call transcripts',
    createsContent: true,
    statements: [
      // The quarterly results hub (lib/contract/calls.ts quarterlyResults, docs/results.md): amounts in
      // thousand baht, EPS in baht; a webcast link only where the quarter has a recording.
      `CREATE TABLE quarterly_results (
        year INTEGER NOT NULL, quarter INTEGER NOT NULL CHECK (quarter BETWEEN 1 AND 4),
        total_revenue REAL NOT NULL, sales_revenue REAL NOT NULL, gross_profit REAL NOT NULL, net_profit REAL NOT NULL,
        eps REAL NOT NULL, results_date TEXT NOT NULL, webcast_link TEXT, PRIMARY KEY (year, quarter))`,
      // A paragraph of a quarter's call transcript per language (resultsTranscripts).
      `CREATE TABLE results_transcripts (${bilingual(
        'year INTEGER NOT NULL, quarter INTEGER NOT NULL, seq INTEGER NOT NULL, start_seconds INTEGER NOT NULL, speaker TEXT NOT NULL, paragraph_text TEXT NOT NULL',
        'year, quarter, seq',
      )})`,
    ],
  },
  {
    version: 16,
    name: 'quarterly results: questions for management',
    statements: [
      // Questions sent before a quarter's results call and their moderation (lib/store/questions.ts,
      // docs/results.md, Questions for management). The asker's name and e-mail address are personal data:
      // never shown on the site, cleared QUESTION_CONTACT_DAYS after the question arrived (retention job).
      `CREATE TABLE results_questions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        year INTEGER NOT NULL, quarter INTEGER NOT NULL CHECK (quarter BETWEEN 1 AND 4),
        name TEXT, email TEXT, question_text TEXT NOT NULL, locale TEXT NOT NULL CHECK (locale IN ('th', 'en')),
        consent_at TEXT NOT NULL, received_at TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'new' CHECK (state IN ('new', 'chosen', 'dismissed')),
        question_th TEXT NOT NULL DEFAULT '', question_en TEXT NOT NULL DEFAULT '',
        answer_th TEXT NOT NULL DEFAULT '', answer_en TEXT NOT NULL DEFAULT '',
        published_at TEXT, moderated_by TEXT, moderated_at TEXT)`,
      `CREATE INDEX results_questions_quarter ON results_questions (year, quarter, received_at)`,
    ],
  },
  {
    version: 17,
    name: 'quarterly results: the documents chosen per role',
    createsContent: true,
    statements: [
      // The document the IR team chose for a role of a quarter's page (lib/contract/calls.ts
      // resultsDocuments, docs/results.md): `none`, or the key of an item of the role's list. Written
      // with the quarter's row when its item goes live (lib/store/results-documents.ts); a role without
      // a row is matched from the lists.
      `CREATE TABLE results_documents (
        year INTEGER NOT NULL, quarter INTEGER NOT NULL CHECK (quarter BETWEEN 1 AND 4),
        role TEXT NOT NULL CHECK (role IN ('announcement', 'statements', 'analysis', 'presentation')),
        choice TEXT NOT NULL, PRIMARY KEY (year, quarter, role))`,
    ],
  },
  {
    version: 18,
    name: 'date-sorted lists: the time an item was published',
    statements: [
      // An exchange announcement's SET release time, else the time an item went live (UTC ISO 8601);
      // none for the seed's items. It orders the items of one date (lib/lists/arrange.ts).
      ...[
        'set_news',
        'news_medias',
        'news_clippings',
        'ad_electronic',
        'calendar_investor',
        'activities',
        'securities_analyses',
      ].map((table) => `ALTER TABLE ${table} ADD COLUMN published_at TEXT`),
    ],
  },
  {
    version: 19,
    name: "figures: a quarter's balances, presales and shares; the audited annual figures",
    createsContent: true,
    addsColumns: { quarterly_results: PERIOD_FIGURE_COLUMNS },
    statements: [
      // Every figure the site shows comes from the quarters and these (lib/figures, docs/results.md,
      // The figures): flows over the period and balances at its end, in thousand baht; shares counted.
      // EPS is computed from them now, and may be missing (N/A): the table is made again without its
      // NOT NULL, as SQLite changes a column's constraint.
      `CREATE TABLE quarterly_results_next (
        year INTEGER NOT NULL, quarter INTEGER NOT NULL CHECK (quarter BETWEEN 1 AND 4),
        total_revenue REAL NOT NULL, sales_revenue REAL NOT NULL, gross_profit REAL NOT NULL, net_profit REAL NOT NULL,
        eps REAL, results_date TEXT NOT NULL, webcast_link TEXT,
        ${PERIOD_FIGURE_COLUMNS.map((column) => `${column} REAL`).join(', ')}, PRIMARY KEY (year, quarter))`,
      `INSERT INTO quarterly_results_next (year, quarter, total_revenue, sales_revenue, gross_profit, net_profit, eps, results_date, webcast_link)
        SELECT year, quarter, total_revenue, sales_revenue, gross_profit, net_profit, eps, results_date, webcast_link FROM quarterly_results`,
      `DROP TABLE quarterly_results`,
      `ALTER TABLE quarterly_results_next RENAME TO quarterly_results`,
      // A year's audited figures, each winning over the one derived from its quarters.
      `CREATE TABLE annual_figures (
        year INTEGER PRIMARY KEY, total_revenue REAL, sales_revenue REAL, gross_profit REAL, net_profit REAL,
        ${PERIOD_FIGURE_COLUMNS.map((column) => `${column} REAL`).join(', ')})`,
    ],
  },
  {
    version: 20,
    name: 'facts: the register of major shareholders',
    createsContent: true,
    statements: [
      // A fact the IR team keeps (docs/newsroom.md, Facts and figures): going live replaces every row.
      `CREATE TABLE major_shareholders (${bilingual(
        'position INTEGER NOT NULL, name TEXT NOT NULL, shares INTEGER NOT NULL, as_of TEXT NOT NULL, total_shares INTEGER NOT NULL',
        'position',
      )})`,
    ],
  },
  {
    version: 21,
    name: 'facts: the dividend history',
    createsContent: true,
    statements: [
      `CREATE TABLE dividends (
        position INTEGER PRIMARY KEY, decision_date TEXT, ex_date TEXT, payment_date TEXT,
        dividend_type TEXT NOT NULL CHECK (dividend_type IN ('cash', 'stock')), cash_per_share REAL,
        existing_shares INTEGER, new_shares INTEGER, period_start TEXT NOT NULL, period_end TEXT NOT NULL)`,
    ],
  },
  {
    version: 22,
    name: 'facts: the company facts',
    createsContent: true,
    statements: [
      `CREATE TABLE company_facts (${bilingual(
        `position INTEGER NOT NULL, name TEXT NOT NULL, short_name TEXT NOT NULL, symbol TEXT NOT NULL, business_type TEXT NOT NULL,
        registration_number TEXT NOT NULL, founded INTEGER NOT NULL, head_office TEXT NOT NULL, contact_address TEXT NOT NULL,
        website TEXT NOT NULL, ir_phone TEXT NOT NULL, ir_fax TEXT NOT NULL, ir_email TEXT NOT NULL, company_phone TEXT NOT NULL,
        company_fax TEXT NOT NULL, par_value_baht REAL NOT NULL, registered_shares INTEGER NOT NULL, registered_shares_as_of TEXT NOT NULL,
        registered_capital_baht REAL NOT NULL, paid_up_capital_baht REAL NOT NULL, dividend_policy TEXT NOT NULL, about TEXT NOT NULL,
        facebook_page TEXT NOT NULL, youtube_channel TEXT NOT NULL, line_account TEXT NOT NULL, linkedin_page TEXT NOT NULL`,
        'position',
      )})`,
    ],
  },
  {
    version: 23,
    name: 'facts: the analyst contacts',
    createsContent: true,
    statements: [
      `CREATE TABLE analyst_contacts (${bilingual('position INTEGER NOT NULL, securities_company TEXT NOT NULL, analyst_name TEXT NOT NULL, email TEXT NOT NULL', 'position')})`,
    ],
  },
  {
    version: 24,
    name: 'facts: the dealer banks of the bills of exchange',
    createsContent: true,
    statements: [
      `CREATE TABLE dealer_banks (${bilingual('position INTEGER NOT NULL, bank_name TEXT NOT NULL, address TEXT NOT NULL, phone TEXT NOT NULL, website TEXT', 'position')})`,
    ],
  },
  {
    version: 25,
    name: 'facts: the outstanding debentures',
    createsContent: true,
    statements: [
      `CREATE TABLE bonds (
        position INTEGER PRIMARY KEY, bond_symbol TEXT NOT NULL, issued_size REAL NOT NULL, outstanding REAL NOT NULL,
        issue_date TEXT NOT NULL, maturity_date TEXT NOT NULL, term_years INTEGER NOT NULL, interest_rate REAL NOT NULL)`,
    ],
  },
  {
    version: 26,
    name: 'enrolment: the link is bound to the browser that took its first step',
    statements: [
      // lib/accounts/enrolment.ts: the SHA-256 of the enrolment cookie of the browser that claimed the
      // link; another browser's steps are refused, and the link is used up with that claim only.
      `ALTER TABLE account_enrolments ADD COLUMN claim_hash TEXT`,
      `ALTER TABLE account_enrolments ADD COLUMN claimed_at TEXT`,
    ],
  },
  {
    version: 27,
    name: 'sign-in: failures per account and client, account locks, used TOTP steps',
    statements: [
      // A failed sign-in is counted per account and client (lib/accounts/lockout.ts, docs/accounts.md):
      // one client's failures hold back that client only. The old rows count for no client.
      `ALTER TABLE sign_in_failures ADD COLUMN client TEXT NOT NULL DEFAULT ''`,
      `CREATE INDEX sign_in_failures_client ON sign_in_failures (email, client, at)`,
      // An account locked by failures from many clients, until an admin unlocks it. The timed locks go.
      `DROP TABLE sign_in_locks`,
      `CREATE TABLE sign_in_account_locks (email TEXT PRIMARY KEY, locked_at TEXT NOT NULL)`,
      // The newest TOTP time step an account's code was accepted for (lib/accounts/totp-use.ts): a code
      // of that step or an older one is refused, so each code works once.
      `CREATE TABLE totp_used_steps (
        user_id TEXT PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE, step INTEGER NOT NULL)`,
    ],
  },
  {
    version: 28,
    name: 'audit log keyed with a secret outside the store; session tokens stored hashed',
    statements: [
      // Entries written until now keep their plain SHA-256 links (scheme 'sha256'); new ones are keyed
      // (lib/accounts/audit-chain.ts, docs/accounts.md). Adding a column is not an UPDATE: the triggers allow it.
      `ALTER TABLE audit_log ADD COLUMN scheme TEXT NOT NULL DEFAULT 'sha256'`,
      // Sessions are found by the SHA-256 of their cookie's token from now on (lib/accounts/session-tokens.ts):
      // those stored with the raw token end here, and their holders sign in again.
      `DELETE FROM auth_sessions`,
    ],
  },
  {
    version: 29,
    name: 'workspace uploads: who stored which PDF, and the page count its check read',
    statements: [
      // lib/newsroom/upload-records.ts: an item may name a PDF only its editor uploaded; the count is the server's.
      `CREATE TABLE workspace_uploads (
        sha256 TEXT NOT NULL, account_id TEXT NOT NULL, pages INTEGER NOT NULL, size INTEGER NOT NULL, uploaded_at TEXT NOT NULL,
        PRIMARY KEY (sha256, account_id))`,
    ],
  },
  {
    version: 30,
    name: 'questions for management: the mailbox of the address',
    statements: [
      // The mailbox an address reaches however it is spelt (lib/email-alerts/mailbox.ts): the bound of
      // questions per address and quarter counts mailboxes (lib/store/questions.ts). Cleared with the address.
      `ALTER TABLE results_questions ADD COLUMN mailbox TEXT`,
      `UPDATE results_questions SET mailbox = ${mailboxKeySql('email')} WHERE email IS NOT NULL`,
      `CREATE INDEX results_questions_mailbox ON results_questions (year, quarter, mailbox)`,
    ],
  },
  {
    version: 31,
    name: 'newsroom: the first of two approvals (an approver who created or reset the submitter)',
    statements: [
      `ALTER TABLE newsroom_items ADD COLUMN first_approved_by TEXT`,
      `ALTER TABLE newsroom_items ADD COLUMN first_approved_at TEXT`,
    ],
  },
  {
    version: 32,
    name: 'content: the documents for warrant holders',
    createsContent: true,
    statements: [
      `CREATE TABLE warrant_documents (${bilingual('seed_id TEXT NOT NULL, position INTEGER NOT NULL, warrant_document_name TEXT NOT NULL, warrant_document_url TEXT NOT NULL', 'seed_id')})`,
    ],
  },
  {
    version: 33,
    name: 'site search on PostgreSQL: the words of each document',
    // SQLite keeps its FTS5 index (migrations 6 to 8): nothing to do there.
    statements: [],
    // PostgreSQL has no FTS5: each document's words (text columns only, each once), written with the
    // document and deleted with it, match the queries and count the documents holding each word
    // (./search-store.ts). Compared byte by byte (COLLATE "C"), as FTS5 compares its terms: a prefix is a
    // range of this key whatever the database's collation.
    postgres: [
      `CREATE TABLE search_words (
        term TEXT COLLATE "C" NOT NULL, id BIGINT NOT NULL REFERENCES search_documents (id) ON DELETE CASCADE,
        PRIMARY KEY (term, id))`,
      `CREATE INDEX search_words_document ON search_words (id)`,
    ],
  },
];
