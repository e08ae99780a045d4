// @ts-check
/**
 * Every setting of the site, defined once: its name, what `.env.example` and the README say of it,
 * and how its text becomes a value. This is the only module that reads `process.env` for settings
 * (docs/operations.md, Settings; an ESLint rule of eslint.config.mjs keeps it so). `NODE_ENV`, `NEXT_RUNTIME` and `NEXT_PHASE` are not
 * settings: Next sets them, and code reads them where it needs them.
 *
 * A wrong value either stops the server (the setting's parser throws a SettingError naming it: a port,
 * an address, a secret key) or is reported and the default used (a tuning number): see each entry.
 * server.mjs and instrumentation.ts call settings() at start, so the ones that stop do so there.
 *
 * Plain JavaScript: server.mjs and Next's cache handler import it unbuilt; TypeScript imports it as
 * `@/lib/config/settings.mjs`. It imports no Node module, so any server bundle may carry it.
 */

/** Proxies of our own in front of the server, at most this many. */
const MAX_HOPS = 16;

/**
 * TRUST_PROXY_HOPS as a number of proxies: unset or empty = 0 (no proxy: the socket address).
 * Anything but a whole number from 0 to 16 throws, so a typing error stops the server at start
 * instead of silently trusting the wrong address.
 * @param {string | undefined} value
 * @returns {number}
 */
export function trustProxyHops(value) {
  const text = value?.trim() ?? '';
  if (text === '') return 0;
  if (!/^\d+$/.test(text) || Number(text) > MAX_HOPS) {
    throw new Error(`TRUST_PROXY_HOPS must be a whole number from 0 to ${MAX_HOPS}, got ${JSON.stringify(value)}`);
  }
  return Number(text);
}

/** A wrong value of a setting that stops the server; the message names the setting. */
export class SettingError extends Error {
  /**
   * @param {string} setting
   * @param {string} message
   */
  constructor(setting, message) {
    super(message);
    this.name = 'SettingError';
    this.setting = setting;
  }
}

/** @typedef {(message: string) => void} Warn */

/**
 * @template T
 * @typedef {{ description: string, internal?: boolean, parse: (text: string, name: string, warn: Warn) => T }} Setting
 * `text` is the variable trimmed, '' when unset. `internal`: set by the project's own tools only,
 * so neither `.env.example` nor the README lists it.
 */

/**
 * @template T
 * @param {string} description
 * @param {(text: string, name: string, warn: Warn) => T} parse
 * @param {{ internal?: boolean }} [options]
 * @returns {Setting<T>}
 */
function define(description, parse, { internal = false } = {}) {
  return { description, parse, internal };
}

/**
 * A whole number from `min` to `max`; unset: `fallback`. Anything else stops the server when `stop`,
 * else it is reported and `fallback` used.
 * @param {{ min: number, max?: number, fallback: number, stop?: boolean }} rule
 */
function wholeNumber({ min, max = Number.MAX_SAFE_INTEGER, fallback, stop = false }) {
  return (/** @type {string} */ text, /** @type {string} */ name, /** @type {Warn} */ warn) => {
    if (text === '') return fallback;
    if (/^\d+$/.test(text) && Number(text) >= min && Number(text) <= max) return Number(text);
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
    return wrong(name, `must be a whole number ${range}, got ${JSON.stringify(text)}`, fallback, stop, warn);
  };
}

/**
 * Stops the server (throws) or reports the wrong value and answers `fallback`.
 * @template T
 * @param {string} name
 * @param {string} problem
 * @param {T} fallback
 * @param {boolean} stop
 * @param {Warn} warn
 * @returns {T}
 */
function wrong(name, problem, fallback, stop, warn) {
  if (stop) throw new SettingError(name, `${name} ${problem}`);
  warn(`[settings] ${name} ${problem}; using ${JSON.stringify(fallback)}`);
  return fallback;
}

/**
 * An absolute URL with one of `protocols`, or null when unset; anything else stops the server.
 * @param {string[]} protocols e.g. ['http:', 'https:']
 */
function url(protocols) {
  return (/** @type {string} */ text, /** @type {string} */ name) => {
    if (text === '') return null;
    let parsed;
    try {
      parsed = new URL(text);
    } catch {
      throw new SettingError(
        name,
        `${name} is not a URL (expected ${protocols.map((p) => `${p}//…`).join(' or ')}), got ${JSON.stringify(text)}`,
      );
    }
    if (!protocols.includes(parsed.protocol))
      throw new SettingError(name, `${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
    return text;
  };
}

/** Text as given (trimmed), or null when unset. */
const optionalText = (/** @type {string} */ text) => text || null;

/**
 * The 32-byte backup key, written as 64 hex digits or in base64, or null when it is no such key.
 * @param {string} text
 * @returns {Buffer | null}
 */
export function decodeBackupKey(text) {
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  return key && key.length === 32 ? key : null;
}

/**
 * SHARED_CACHE_PURGE as the cache to purge and where, or null when unset; anything else stops the
 * server, so that a typing error is not found on results day.
 * @param {string} text
 * @param {string} name
 * @returns {{ kind: 'nginx' | 'fastly' | 'cloudflare', target: string } | null}
 */
export function sharedCachePurge(text, name) {
  if (text === '') return null;
  const [kind, ...rest] = text.split(':');
  const target = rest.join(':');
  if (kind === 'nginx' && target)
    return { kind, target: String(url(['http:', 'https:'])(target, name)).replace(/\/+$/, '') };
  if (kind === 'fastly' && /^[A-Za-z0-9]{1,64}$/.test(target)) return { kind, target };
  if (kind === 'cloudflare' && /^[0-9a-f]{32}$/.test(target)) return { kind, target };
  throw new SettingError(
    name,
    `${name} must be nginx:http://host:port, fastly:<service id> or cloudflare:<zone id>, got ${JSON.stringify(text)}`,
  );
}

/** Every setting, in the order of `.env.example`. */
export const SETTINGS = {
  IR_BACKEND_URL: define(
    'Remote backend base URL; when set, lists and forms go to ${IR_BACKEND_URL}/api/... instead of SQLite.',
    (text, name) => url(['http:', 'https:'])(text, name)?.replace(/\/+$/, '') ?? null,
  ),
  IR_BACKEND_TIMEOUT_MS: define(
    'Timeout of one backend request in milliseconds (default 5000).',
    (text, name, warn) => {
      const value = Number(text);
      if (text === '' || (Number.isFinite(value) && value > 0)) return text === '' ? 5000 : value;
      return wrong(name, `must be a number above 0, got ${JSON.stringify(text)}`, 5000, false, warn);
    },
  ),
  STOCK_API_URL: define(
    "Quote provider called by /api/stock_quotation; unset: the remote backend's quote, else the stored one.",
    url(['http:', 'https:']),
  ),
  STOCK_API_KEY: define(
    'Server-only key sent as the api-key header to STOCK_API_URL; never prefix it with NEXT_PUBLIC_.',
    optionalText,
  ),
  STOCK_QUOTE_CACHE_SECONDS: define(
    'Seconds a quote is served to every visitor without asking STOCK_API_URL again (default 15; 0 keeps none).',
    wholeNumber({ min: 0, max: 3600, fallback: 15 }),
  ),
  STOCK_QUOTE_STALE_SECONDS: define(
    'Seconds after its fetch the last good quote may still be served while the provider fails or refreshes (default 600).',
    wholeNumber({ min: 0, max: 86_400, fallback: 600 }),
  ),
  STOCK_API_TIMEOUT_MS: define(
    'Timeout of one quote request to the provider in milliseconds (default 2000): a hanging provider never holds a page longer.',
    wholeNumber({ min: 1, max: 60_000, fallback: 2000 }),
  ),
  STOCK_QUOTE_RATE_LIMIT: define(
    'Requests of /api/stock_quotation per client per minute (default 300; a page polls twice a minute).',
    wholeNumber({ min: 1, max: 1_000_000, fallback: 300 }),
  ),
  IR_DB_PATH: define('SQLite file of the embedded backend (default data/ir.db).', (text) => text || 'data/ir.db'),
  DATABASE_URL: define(
    'postgres://user:password@host:5432/name: the embedded backend keeps its data in PostgreSQL instead of SQLite (unset: the SQLite file of IR_DB_PATH). See docs/operations.md, PostgreSQL, for what is tested there.',
    (text, name) => {
      if (text === '') return null;
      if (/^postgres(ql)?:\/\/./.test(text)) return text;
      throw new SettingError(
        name,
        `${name} must be a PostgreSQL URL, postgres://… or postgresql://… (unset: the SQLite file of IR_DB_PATH), got ${JSON.stringify(text.replace(/\/\/[^@/]*@/, '//…@'))}`,
      );
    },
  ),
  SMTP_URL: define(
    'SMTP server for contact and subscription mail, e.g. smtp://user:pass@mail.example.com:587; unset: mail stays queued.',
    url(['smtp:', 'smtps:']),
  ),
  MAIL_FROM: define(
    'Sender of the site\'s mail (default "Investor Relations <no-reply@example.com>").',
    (text) => text || 'Investor Relations <no-reply@example.com>',
  ),
  IR_MAIL_TO: define('Address of the IR team that receives contact-form messages.', optionalText),
  SITE_URL: define(
    'Public base URL of the site, for canonical links and the sitemap; https:// also sends Strict-Transport-Security.',
    url(['http:', 'https:']),
  ),
  SHARED_CACHE_PURGE: define(
    'The shared cache in front that publishing purges: nginx:http://host:port (ngx_cache_purge), fastly:<service id> or cloudflare:<zone id> (with SHARED_CACHE_PURGE_TOKEN); unset: none (docs/operations.md, A shared cache in front).',
    sharedCachePurge,
  ),
  SHARED_CACHE_PURGE_TOKEN: define(
    "The API token of SHARED_CACHE_PURGE's Fastly or Cloudflare account; server-only.",
    optionalText,
  ),
  REVALIDATE_SECRET: define(
    'Secret required by POST /api/revalidate (header x-revalidate-secret or body {secret}); unset: the route refuses all.',
    optionalText,
  ),
  NEXT_DIST_DIR: define(
    'Build folder of next build / next start (default .next); the tests and the benchmark use their own.',
    (text) => text || '.next',
  ),
  PORT: define('Port of `npm start` (default 3000).', wholeNumber({ min: 0, max: 65_535, fallback: 3000, stop: true })),
  HOST: define(
    'Address `npm start` listens on, e.g. 127.0.0.1 behind a proxy on this machine (default: every interface).',
    // Brackets around an IPv6 address are dropped; unset: every interface, as `next start`.
    (text) => (text === '' ? undefined : text.replace(/^\[(.*)\]$/, '$1')),
  ),
  TRUST_PROXY_HOPS: define(
    'Proxies of your own in front of `npm start`: the client is the Nth address from the right of X-Forwarded-For (default 0: the socket address); above 0 only if the proxy is the one way in.',
    (text) => trustProxyHops(text),
  ),
  FORM_RATE_LIMIT: define(
    'Requests per client per minute for each form action and for POST /api/revalidate (default 5).',
    wholeNumber({ min: 1, max: 10_000, fallback: 5 }),
  ),
  VITALS_SAMPLE_RATE: define(
    'Share of page views that report Web Vitals to POST /api/vitals, from 0 (none) to 1 (all) (default 0.1).',
    (text, name, warn) => {
      if (text === '') return 0.1;
      if (/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(text)) return Number(text);
      return wrong(name, `must be a number from 0 to 1, got ${JSON.stringify(text)}`, 0.1, false, warn);
    },
  ),
  VITALS_RATE_LIMIT: define(
    'Web Vitals reports accepted per client per minute by POST /api/vitals (default 30).',
    wholeNumber({ min: 1, max: 1_000_000, fallback: 30 }),
  ),
  READING_FLUSH_SECONDS: define(
    'How often a process writes its reading figures (page views, downloads, searches that found nothing) to the store (default 10 s).',
    wholeNumber({ min: 1, max: 3600, fallback: 10 }),
  ),
  JOB_SCHEDULER: define(
    '`off` runs no background jobs (mail delivery, retention) in this process (default on).',
    (text, name) => {
      const value = text.toLowerCase();
      if (value === '' || value === 'on') return 'on';
      if (value === 'off') return 'off';
      throw new SettingError(name, `${name} must be on or off, got ${JSON.stringify(text)}`);
    },
  ),
  JOB_LEASE_SECONDS: define(
    "How long a job's lease lasts unrenewed: how soon a job held by a dead instance passes on (default 60 s).",
    wholeNumber({ min: 1, max: 3600, fallback: 60 }),
  ),
  REDIS_URL: define(
    'redis://host:port: several instances share the data cache, rate limits and job leases (docs/operations.md, "Several instances").',
    url(['redis:', 'rediss:']),
  ),
  SHUTDOWN_TIMEOUT_SECONDS: define(
    'On SIGTERM, how long to wait for requests in flight before closing them (default 20 s).',
    wholeNumber({ min: 1, fallback: 20 }),
  ),
  ALERT_MAILS_PER_SECOND: define(
    'The most e-mail alerts sent a second by one server process (default 10; 0 = no limit; at most 1000).',
    (text, name, warn) => {
      if (text === '') return 10;
      if (/^\d+(\.\d+)?$/.test(text) && Number(text) <= 1000) return Number(text);
      return wrong(name, `must be a number from 0 to 1000, got ${JSON.stringify(text)}`, 10, false, warn);
    },
  ),
  ALERT_SIGNUPS_PER_DOMAIN_PER_HOUR: define(
    'Unconfirmed sign-ups and unsubscribe requests mailed per recipient domain in any hour (default 50; 0 = no cap).',
    wholeNumber({ min: 0, max: 999_999_999, fallback: 50 }),
  ),
  ALERT_SIGNUPS_PER_HOUR: define(
    'Unconfirmed sign-ups and unsubscribe requests mailed overall in any hour (default 300; 0 = no cap).',
    wholeNumber({ min: 0, max: 999_999_999, fallback: 300 }),
  ),
  BACKUP_DIR: define(
    'Folder of the daily backups of the store and published documents; unset: no scheduled backup (docs/backups.md).',
    optionalText,
  ),
  BACKUP_TIME: define('When the daily backup runs, HH:MM in Bangkok time (default 02:30).', (text, name, warn) => {
    const match = /^(\d{1,2}):(\d{2})$/.exec(text);
    if (match && Number(match[1]) < 24 && Number(match[2]) < 60) return Number(match[1]) * 60 + Number(match[2]);
    if (text === '') return 150;
    warn(`[settings] ${name} must be HH:MM (00:00 to 23:59), got ${JSON.stringify(text)}; using "02:30"`);
    return 150;
  }),
  BACKUP_KEEP: define('How many backups to keep (default 14).', wholeNumber({ min: 1, max: 1000, fallback: 14 })),
  BACKUP_KEY: define(
    '32-byte key as 64 hex digits (openssl rand -hex 32): backups encrypted with AES-256-GCM; keep it apart from the backups.',
    (text, name) => {
      if (text === '') return null;
      // Stops the server: a backup must never be written in clear when the operator asked for encryption.
      const key = decodeBackupKey(text);
      if (!key)
        throw new SettingError(
          name,
          `${name} must be a 32-byte key written as 64 hex digits (make one with: openssl rand -hex 32) or in base64`,
        );
      return key;
    },
  ),
  IR_AUTH_SECRET: define(
    "Signs the IR workspace's cookies and encrypts its TOTP secrets (32+ characters; set it in production).",
    (text, name, warn) => {
      if (text === '' || text.length >= 32) return text || null;
      warn(`[settings] ${name} is shorter than 32 characters; using a derived secret`);
      return null;
    },
  ),
  IR_SESSION_IDLE_MINUTES: define(
    'Workspace sessions end after this many idle minutes (default 30).',
    wholeNumber({ min: 1, max: 24 * 60, fallback: 30 }),
  ),
  IR_SESSION_MAX_HOURS: define(
    'Workspace sessions end this many hours after sign-in (default 12).',
    wholeNumber({ min: 1, max: 24 * 7, fallback: 12 }),
  ),
  IR_SIGN_IN_CLIENT_LIMIT: define(
    'Workspace sign-in attempts per client per 15 minutes (default 30; shared across instances with REDIS_URL).',
    wholeNumber({ min: 1, fallback: 30 }),
  ),
  UPLOAD_MAX_MB: define(
    'Largest PDF the workspace accepts per file, in megabytes (default 25; at most 200).',
    wholeNumber({ min: 1, max: 200, fallback: 25 }),
  ),
  VIDEO_MAX_MB: define(
    'Largest self-hosted results video (MP4 or WebM) the upload accepts, in megabytes (default 500; at most 4000).',
    wholeNumber({ min: 1, max: 4000, fallback: 500 }),
  ),
  UPLOAD_DIR: define(
    "Folder of the PDFs uploaded in the workspace, each named by its SHA-256 (default: uploads/ beside IR_DB_PATH's file).",
    optionalText,
  ),
  S3_ENDPOINT: define(
    'S3-compatible object storage for uploaded PDFs and videos instead of UPLOAD_DIR: its URL, http:// or https:// (with S3_BUCKET and the keys; unset: the folder).',
    url(['http:', 'https:']),
  ),
  S3_BUCKET: define('The bucket of the uploaded files in object storage.', optionalText),
  S3_REGION: define('Region of the object storage (default us-east-1).', (text) => text || 'us-east-1'),
  S3_ACCESS_KEY_ID: define('Access key id of the object storage.', optionalText),
  S3_SECRET_ACCESS_KEY: define('Secret access key of the object storage.', optionalText),
  S3_FORCE_PATH_STYLE: define(
    'Path-style bucket URLs (endpoint/bucket/key), as MinIO and most self-hosted servers need: on or off (default on).',
    (text, name) => {
      const value = text.toLowerCase();
      if (value === '' || value === 'on') return true;
      if (value === 'off') return false;
      throw new SettingError(name, `${name} must be on or off, got ${JSON.stringify(text)}`);
    },
  ),
};

/** The settings that together choose object storage for the uploads: all of them, or none. */
export const OBJECT_STORAGE_SETTINGS = /** @type {const} */ ([
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
]);

/** @typedef {keyof typeof SETTINGS} SettingName */
/** @typedef {{ readonly [K in SettingName]: ReturnType<(typeof SETTINGS)[K]['parse']> }} Settings */

const NAMES = /** @type {SettingName[]} */ (Object.keys(SETTINGS));

/**
 * One setting's value from its text (unset: undefined), as settings() would read it.
 * @template {SettingName} K
 * @param {K} name
 * @param {string | undefined} value
 * @param {Warn} [warn]
 * @returns {Settings[K]}
 */
export function parseSetting(name, value, warn = console.error) {
  /** @type {Setting<Settings[K]>} */
  const setting = /** @type {never} */ (SETTINGS[name]);
  try {
    return setting.parse(value?.trim() ?? '', name, warn);
  } catch (error) {
    if (error instanceof SettingError) throw error;
    throw new SettingError(name, error instanceof Error ? error.message : `${name}: ${String(error)}`);
  }
}

/**
 * Every setting from `env`; throws a SettingError naming the first setting whose value stops the server.
 * @param {Record<string, string | undefined>} env
 * @param {Warn} [warn]
 * @returns {Settings}
 */
export function parseSettings(env, warn = console.error) {
  /** @type {Record<string, unknown>} */
  const values = {};
  for (const name of NAMES) values[name] = parseSetting(name, env[name], warn);
  // Some of object storage's settings without the others stops the server: falling back to the folder
  // would keep each machine's uploads on its own disk (docs/uploads.md, Storage).
  const given = OBJECT_STORAGE_SETTINGS.filter((name) => values[name] !== null);
  if (given.length > 0 && given.length < OBJECT_STORAGE_SETTINGS.length) {
    const missing = OBJECT_STORAGE_SETTINGS.filter((name) => values[name] === null);
    throw new SettingError(
      missing[0],
      `object storage needs ${OBJECT_STORAGE_SETTINGS.join(', ')} all set (or none, for UPLOAD_DIR): ${given.join(', ')} set, ${missing.join(', ')} missing`,
    );
  }
  return /** @type {Settings} */ (Object.freeze(values));
}

// Shared through the global object: server.mjs, the route bundles and the cache handler each load
// their own copy of this module, and the settings are read once for all of them.
const READ = Symbol.for('ir-website.settings');

/** @returns {{ [READ]?: { text: string, value: Settings } }} */
function holder() {
  return /** @type {{ [READ]?: { text: string, value: Settings } }} */ (/** @type {unknown} */ (globalThis));
}

/**
 * The settings, read from the environment once. In production they are read at the first call and
 * kept; elsewhere (`next dev`, Jest) they are read again whenever a variable changed, so an edited
 * `.env` or a test's `process.env.X = ...` takes effect. Throws a SettingError for a value that stops the server.
 * @returns {Settings}
 */
export function settings() {
  const read = holder()[READ];
  if (read && process.env.NODE_ENV === 'production') return read.value;
  /** @type {Record<string, string | undefined>} */
  const env = {};
  for (const name of NAMES) env[name] = process.env[name];
  const text = JSON.stringify(env);
  if (read?.text === text) return read.value;
  const value = parseSettings(env);
  holder()[READ] = { text, value };
  return value;
}

/** Forgets the settings read, so the next settings() reads the environment again (tests). */
export function forgetSettings() {
  delete holder()[READ];
}

/**
 * The settings as a server starts (server.mjs, instrumentation.ts): a value that stops the server is
 * printed, naming its setting, and the process ends.
 * @returns {Settings}
 */
export function settingsAtStart() {
  try {
    return settings();
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    console.error(`[settings] ${error.message}`);
    process.exit(1);
  }
}
