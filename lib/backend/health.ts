import 'server-only';
import { sharedRedis, usableRedis, type RedisClient } from '@/lib/server/process-bridge.mjs';
import { BACKEND_CALLS, CALL_KEYS } from '@/lib/contract';
import { backendMode } from './config';
import { getJson } from './http';
import { backupDir, backupHealth, type BackupHealth, storeEngine, storeHealth } from '@/lib/store';

/** One part's state: reachable or not. No addresses, versions or messages: the answer is public. */
export type PartState = 'ok' | 'down';

export interface Health {
  ok: boolean;
  /** The store (embedded SQLite) or the remote backend, Redis when REDIS_URL is set, the files' bucket with object storage. */
  checks: { store?: PartState; backend?: PartState; redis?: PartState; files?: PartState };
  /** The embedded store's engine (DATABASE_URL; docs/operations.md, PostgreSQL), named even when it is down. */
  engine?: 'sqlite' | 'postgres';
  /** With BACKUP_DIR: the newest backup's age. Informative only: a late backup never makes the instance unready. */
  backup?: BackupHealth;
  /** Where the uploaded files are, when the caller names it: the folder, or the bucket (host and name, never the keys). */
  files?: FilesPlace;
}

/** Where the uploaded files are, as lib/uploads answers it (uploadFilesHealth). */
export type FilesPlace = { in: 'disk' } | { in: 'bucket'; endpoint: string; bucket: string };

/** The uploaded files' place and, for object storage, its check (answering within the signal's bound). */
export interface FilesHealth {
  place: FilesPlace;
  check?: (signal: AbortSignal) => Promise<void>;
}

/** A check that has not answered by then counts as down: a load balancer's probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

async function within(check: (signal: AbortSignal) => Promise<unknown>): Promise<PartState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<PartState>((resolve) => (timer = setTimeout(() => resolve('down'), CHECK_TIMEOUT_MS)));
  try {
    return await Promise.race([
      check(AbortSignal.timeout(CHECK_TIMEOUT_MS)).then(
        (): PartState => 'ok',
        (): PartState => 'down',
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Readiness for GET /api/health: whether this instance can serve its pages' data now. The embedded
 * store (SQLite or PostgreSQL, named) answers a query; a remote backend answers one list call; Redis answers PING when configured;
 * the bucket of the uploaded files answers a HeadBucket when `files` has a check (object storage).
 */
export async function checkHealth({
  redis = sharedRedis(),
  files,
}: { redis?: RedisClient | null; files?: FilesHealth } = {}): Promise<Health> {
  const mode = backendMode();
  const [data, shared, bucket] = await Promise.all([
    mode.kind === 'embedded'
      ? within(storeHealth)
      : within(() => getJson(`${mode.baseUrl}${BACKEND_CALLS[CALL_KEYS[0]].path}`, { query: { lang: 'th' } })),
    redis
      ? within(async () => {
          if (!(await usableRedis(redis))) throw new Error('Redis is not connected');
          await redis.ping();
        })
      : Promise.resolve(undefined),
    files?.check ? within(files.check) : Promise.resolve(undefined),
  ]);
  const checks: Health['checks'] = mode.kind === 'embedded' ? { store: data } : { backend: data };
  if (shared) checks.redis = shared;
  if (bucket) checks.files = bucket;
  const health: Health = { ok: Object.values(checks).every((state) => state === 'ok'), checks };
  if (mode.kind === 'embedded') health.engine = storeEngine();
  if (files) health.files = files.place;
  const backups = mode.kind === 'embedded' ? backupDir() : null;
  if (backups)
    health.backup = await backupHealth(backups).catch((): BackupHealth => ({ lastBackupAgeSeconds: null, late: true }));
  return health;
}
