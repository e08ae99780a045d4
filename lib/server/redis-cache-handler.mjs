// @ts-check
/**
 * Next's data cache in Redis (REDIS_URL), shared by every instance: next.config.ts names this file as
 * Next's `cacheHandler` only when REDIS_URL is set; without it Next keeps its own cache per process.
 * Next loads it unbuilt, beside server.mjs, so it shares that process's Redis connection (redis.mjs).
 *
 * Next's own handler keeps tag purges in memory (its tags manifest), which another instance never
 * sees. Here a purge (revalidateTag, from POST /api/revalidate on any instance) writes the tag's time
 * into one Redis hash, and an entry stored before the latest purge of any of its tags is a miss on
 * every instance: the next read there fetches the list anew. This is stricter than one instance's
 * stale-while-revalidate ('max'): a purged list is never served again, so an instance that renders
 * right after the purge (the shared cache in front asking again) shows the new list, not the old one.
 *
 * While Redis is down every read is a miss and writes are dropped: pages render from the backend.
 */
import { sharedRedis, usableRedis } from './redis.mjs';

const PREFIX = 'ir-website:next-cache:';
const TAGS_KEY = `${PREFIX}tags`;
/** How long an entry is kept at most. Next decides freshness from lastModified; this bounds memory. */
const ENTRY_SECONDS = 24 * 60 * 60;
/** Next's header listing a rendered page's or route's tags. */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * JSON with the two kinds Next's cache values hold besides plain data: Buffers (page and route
 * bodies, RSC payloads) and Maps (segment data).
 * @param {unknown} value
 */
export function serialize(value) {
  return JSON.stringify(value, function (key, item) {
    const original = this[key];
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') };
    if (original instanceof Map) return { $map: [...original.entries()] };
    return item;
  });
}

/** @param {string} text */
export function deserialize(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      if (typeof item.$buffer === 'string' && Object.keys(item).length === 1)
        return Buffer.from(item.$buffer, 'base64');
      if (Array.isArray(item.$map) && Object.keys(item).length === 1) return new Map(item.$map);
    }
    return item;
  });
}

/**
 * The tags an entry answers to: those its caller named (unstable_cache) and those a page or route
 * carries in its headers.
 * @param {any} value
 * @param {{ tags?: string[], softTags?: string[] } | undefined} ctx
 * @returns {string[]}
 */
function tagsOf(value, ctx) {
  const tags = new Set([...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

let reported = false;
/** @param {string} what @param {unknown} error */
function report(what, error) {
  if (reported) return;
  reported = true; // once per process: during an outage every read would say it again
  console.error(`[next-cache] ${what}: ${error instanceof Error ? error.message : String(error)}`);
}

export default class RedisCacheHandler {
  // Next passes its options; nothing in them matters here.
  constructor() {
    this.redis = sharedRedis();
  }

  /**
   * @param {string} key
   * @param {{ tags?: string[], softTags?: string[] }} [ctx]
   */
  async get(key, ctx) {
    const redis = this.redis;
    if (!redis || !(await usableRedis(redis))) return null;
    try {
      const text = await redis.get(PREFIX + key);
      if (text === null) return null;
      const entry = deserialize(text);
      const tags = [...new Set([...(entry.tags ?? []), ...tagsOf(entry.value, ctx)])];
      if (tags.length > 0) {
        const purged = await redis.hmget(TAGS_KEY, ...tags);
        if (purged.some((time) => time !== null && Number(time) >= entry.lastModified)) return null;
      }
      reported = false;
      return { lastModified: entry.lastModified, value: entry.value };
    } catch (error) {
      report('read failed, rendering uncached', error);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {unknown} data null removes the entry
   * @param {{ tags?: string[], softTags?: string[] }} [ctx]
   */
  async set(key, data, ctx) {
    const redis = this.redis;
    if (!redis || !(await usableRedis(redis))) return;
    try {
      if (data === null || data === undefined) {
        await redis.del(PREFIX + key);
        return;
      }
      // Stamped before the write: a purge that lands while it is written still expires it.
      const entry = { lastModified: Date.now(), tags: tagsOf(data, ctx), value: data };
      await redis.set(PREFIX + key, serialize(entry), 'EX', ENTRY_SECONDS);
    } catch (error) {
      report('write failed', error);
    }
  }

  /**
   * Marks the tags purged at this moment for every instance.
   * @param {string | string[]} tags
   */
  async revalidateTag(tags) {
    const list = typeof tags === 'string' ? [tags] : tags;
    const redis = this.redis;
    if (!redis || list.length === 0) return;
    const now = String(Date.now());
    try {
      await redis.hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now])));
    } catch (error) {
      // The other instances' lists stay until they expire (LIST_REVALIDATE_SECONDS): say so loudly.
      console.error(
        `[next-cache] could not purge ${list.join(', ')} for every instance: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  resetRequestCache() {}
}
