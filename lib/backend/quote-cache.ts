import { type RedisClient, usableRedis } from '@/lib/server/process-bridge.mjs';

/**
 * One upstream call per interval for every visitor of a value that a paid provider answers (the
 * stock quote). What it keeps:
 * - a good value is served without asking for `freshMs` after it was fetched;
 * - after that, the next request starts one refresh and is served the kept value at once, for up to
 *   `staleMs` after its fetch (stale while it revalidates): a slow or hanging provider holds no page;
 * - concurrent requests share the one call in flight (single flight);
 * - a failed call is remembered for `freshMs` too: nothing asks again before then, so a failing
 *   provider is not called once per visitor either; the kept value goes on being served meanwhile;
 * - with a shared store (Redis) the value, its age and the claim on the interval's call are shared by
 *   every instance, so N instances still make one call per interval. While the store is unreachable
 *   each instance falls back to its own memory (one call per interval per instance). An instance that
 *   waits for another's call and fails to read the store looks again until its wait ends, and calls
 *   itself only if the store is still failing then.
 * A request that has nothing usable waits for the call (the load's own timeout bounds it) and then
 * gets the value or a QuoteUnavailableError. `freshMs` 0 keeps nothing: every request asks, though
 * concurrent ones still share a call.
 */

export class QuoteUnavailableError extends Error {}

/** The shared part of the cache (Redis in production; any store with the same meaning in tests). */
export interface SharedQuoteStore<T> {
  /** The shared value and how long ago it was fetched (the store's clock), or null. */
  read(): Promise<{ value: T; ageMs: number } | null>;
  /** Claims the interval's upstream call for `ms`; false while another instance holds the claim. */
  claim(token: string, ms: number): Promise<boolean>;
  /** Stores a good value, kept for `lifeMs`, and gives up the claim. */
  write(token: string, value: T, lifeMs: number): Promise<void>;
  /** Marks the claimed call failed: waiting instances stop waiting; the claim stays until it expires. */
  fail(token: string): Promise<void>;
  /** Whether a call is claimed and still running somewhere. */
  running(): Promise<boolean>;
  /** Whether the store answers now (an unreachable store is not waited for). */
  usable(): Promise<boolean>;
}

export interface QuoteCacheOptions<T> {
  load: () => Promise<T>;
  freshMs: number;
  staleMs: number;
  /** How long a request with nothing usable waits for another instance's call (its timeout and a margin). */
  waitMs: number;
  shared?: SharedQuoteStore<T> | null;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told of each failed upstream call, once (not once per waiting request). */
  onFailure?: (error: unknown) => void;
}

export interface QuoteCache<T> {
  get(): Promise<T>;
}

interface Kept<T> {
  value: T;
  /** When it was fetched, on this cache's clock. */
  fetchedAt: number;
}

const POLL_MS = 50;

export function createQuoteCache<T>({
  load,
  freshMs,
  staleMs,
  waitMs,
  shared = null,
  now = Date.now,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  onFailure = () => undefined,
}: QuoteCacheOptions<T>): QuoteCache<T> {
  let kept: Kept<T> | null = null;
  let inFlight: Promise<Kept<T> | null> | null = null;
  /** No upstream call before this time (a failed call is remembered for the interval). */
  let retryAt = 0;
  let lastFailure: unknown = null;

  // How long a value may be served at all; with freshMs 0 nothing is kept.
  const lifeMs = freshMs > 0 ? Math.max(staleMs, freshMs) : 0;
  const usable = (): Kept<T> | null => (kept && now() - kept.fetchedAt < lifeMs ? kept : null);
  const fresh = (): Kept<T> | null => (kept && now() - kept.fetchedAt < freshMs ? kept : null);
  const keep = (value: T, ageMs = 0) => {
    const fetchedAt = now() - ageMs;
    if (!kept || fetchedAt >= kept.fetchedAt) kept = { value, fetchedAt };
  };
  const failed = (error: unknown) => {
    lastFailure = error;
    retryAt = now() + freshMs;
    onFailure(error);
  };

  const callUpstream = async (): Promise<T | null> => {
    try {
      return await load();
    } catch (error) {
      failed(error);
      return null;
    }
  };

  /** The answer of a call: the new value (even when nothing is kept) or whatever is still usable. */
  const answered = (value: T | null): Kept<T> | null => {
    if (value === null) return usable();
    keep(value);
    return { value, fetchedAt: now() };
  };

  const refreshHere = async (): Promise<Kept<T> | null> => answered(await callUpstream());

  /** Runs a store command after the upstream call: its failure is logged, never a second call. */
  const quietly = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      logStoreFailure(error);
    }
  };

  /** `called` is set once the upstream was asked, so a store failure then never falls back to asking again. */
  const refreshShared = async (store: SharedQuoteStore<T>, called: { value: boolean }): Promise<Kept<T> | null> => {
    const adopt = async (): Promise<boolean> => {
      const record = await store.read();
      if (record) keep(record.value, record.ageMs);
      return fresh() !== null;
    };
    if (await adopt()) return fresh();
    const token = `${process.pid}-${Math.random().toString(36).slice(2)}`;
    // The claim outlives the call, so a failed call also holds the interval.
    if (await store.claim(token, Math.max(freshMs, waitMs))) {
      called.value = true;
      const value = await callUpstream();
      if (value === null) await quietly(() => store.fail(token));
      else await quietly(() => store.write(token, value, lifeMs));
      return answered(value);
    }
    // Another instance is calling: serve what is kept (stale) or wait for its answer.
    if (usable()) return usable();
    const deadline = now() + waitMs;
    let lookFailed = false;
    while (now() < deadline) {
      await sleep(POLL_MS);
      try {
        // Whether the call still runs is asked before the value is read: a call that ends in between
        // writes its value and ends its claim in one step, so the read then finds the value. Read first,
        // a value written just after the read was given up for, and every waiting request failed.
        const stillRunning = await store.running();
        if (await adopt()) return fresh();
        lookFailed = false;
        if (!stillRunning) break;
      } catch (error) {
        // A look that fails (a command timing out on an instance busy starting) says nothing of the other
        // instance's call, which goes on: look again rather than make a second call at once.
        if (!lookFailed) logStoreFailure(error);
        lookFailed = true;
      }
    }
    if (!lookFailed) return usable();
    // The store stopped answering while the other instance called: this instance asks, as without one.
    called.value = true;
    return refreshHere();
  };

  const refresh = (): Promise<Kept<T> | null> => {
    if (inFlight) return inFlight;
    if (now() < retryAt) return Promise.resolve(usable());
    inFlight = (async () => {
      try {
        if (shared && freshMs > 0) {
          const called = { value: false };
          try {
            if (await shared.usable()) return await refreshShared(shared, called);
          } catch (error) {
            logStoreFailure(error);
            if (called.value) return usable();
          }
        }
        return await refreshHere();
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  };

  let peeking: Promise<void> | null = null;
  /** Adopts the shared value (one read at a time), so an instance with nothing kept can serve it stale. */
  const peek = (store: SharedQuoteStore<T>): Promise<void> =>
    (peeking ??= (async () => {
      try {
        if (!(await store.usable())) return;
        const record = await store.read();
        if (record) keep(record.value, record.ageMs);
      } catch (error) {
        logStoreFailure(error);
      } finally {
        peeking = null;
      }
    })());

  return {
    async get() {
      if (fresh()) return fresh()!.value;
      if (shared && lifeMs > 0 && !usable()) {
        await peek(shared);
        if (fresh()) return fresh()!.value;
      }
      const refreshing = refresh();
      const stale = usable();
      if (stale) {
        // Served now; the refresh goes on and never rejects (failures are reported through onFailure).
        return stale.value;
      }
      const result = await refreshing;
      if (result) return result.value;
      const why = lastFailure instanceof Error ? lastFailure.message : 'no quote';
      throw new QuoteUnavailableError(why);
    },
  };
}

function logStoreFailure(error: unknown): void {
  console.error(
    `[quote-cache] shared store failed, keeping the quote in this instance: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/**
 * The shared store in Redis: the value under `prefix` with an expiry of its life (so its age is read on
 * Redis's clock, one for all instances), and the claim on the interval's call under `prefix:claim`.
 */
export function createRedisQuoteStore<T>({
  redis,
  prefix,
}: {
  redis: RedisClient;
  prefix: string;
}): SharedQuoteStore<T> {
  const valueKey = prefix;
  const claimKey = `${prefix}:claim`;
  return {
    async read() {
      const reply = (await redis.eval(READ_SCRIPT, 1, valueKey)) as [string, number] | null;
      if (!reply) return null;
      const [text, ttl] = reply;
      const { value, lifeMs } = JSON.parse(text) as { value: T; lifeMs: number };
      return { value, ageMs: Math.max(0, lifeMs - Number(ttl)) };
    },
    async claim(token, ms) {
      return (await redis.set(claimKey, token, 'PX', Math.max(1, Math.round(ms)), 'NX')) === 'OK';
    },
    async write(token, value, lifeMs) {
      await redis.eval(
        WRITE_SCRIPT,
        2,
        valueKey,
        claimKey,
        JSON.stringify({ value, lifeMs }),
        Math.max(1, Math.round(lifeMs)),
        token,
      );
    },
    async fail(token) {
      await redis.eval(FAIL_SCRIPT, 1, claimKey, token);
    },
    async running() {
      const holder = await redis.get(claimKey);
      return holder !== null && holder !== FAILED;
    },
    usable: () => usableRedis(redis),
  };
}

const FAILED = 'failed';

// The value and its remaining life in ms; nil when there is none.
const READ_SCRIPT = `
local value = redis.call('GET', KEYS[1])
if not value then return nil end
return {value, redis.call('PTTL', KEYS[1])}
`;

// KEYS value, claim; ARGV record, life ms, token. The claim is given up only by its holder.
const WRITE_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
if redis.call('GET', KEYS[2]) == ARGV[3] then redis.call('DEL', KEYS[2]) end
return 0
`;

// The claim stays (it holds the interval) but says the call failed, so no one waits for it.
const FAIL_SCRIPT = `
if redis.call('GET', KEYS[1]) == ARGV[1] then redis.call('SET', KEYS[1], '${FAILED}', 'KEEPTTL') end
return 0
`;
