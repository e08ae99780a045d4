/**
 * A few seconds of reuse for an expensive reply that many readers ask for at once (the price
 * history's JSON: a SQLite read, the reply check and the serialisation of up to ten years of days).
 * Concurrent requests for one key share one load; a result is kept `ttlMs`, at most `maxEntries` keys
 * (the oldest forgotten first); a failed load (`false`) is never kept, so a recovered source is read
 * at once. The history changes once a trading day (the recorder, an import), and the API already
 * tells clients a reply may be reused for minutes, so seconds of reuse change nothing a reader sees.
 */
export interface ReplyMemo<T> {
  get(key: string, load: () => Promise<T | false>): Promise<T | false>;
  clear(): void;
}

export function createReplyMemo<T>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ReplyMemo<T> {
  const kept = new Map<string, { expires: number; value: Promise<T | false> }>();
  return {
    get(key, load) {
      const entry = kept.get(key);
      if (entry && entry.expires > now()) return entry.value;
      kept.delete(key);
      const value = load().then(
        (result) => {
          if (result === false && kept.get(key)?.value === value) kept.delete(key);
          return result;
        },
        (error: unknown) => {
          if (kept.get(key)?.value === value) kept.delete(key);
          throw error;
        },
      );
      kept.set(key, { expires: now() + ttlMs, value });
      while (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      return value;
    },
    clear() {
      kept.clear();
    },
  };
}
