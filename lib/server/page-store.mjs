// @ts-check
/**
 * The store behind the HTML cache (pipeline/html-cache/cache.mjs): which pages are kept, for how long, within what
 * memory, and which request renders a page. No HTTP and no timers: time comes from `now`, so the rules
 * are tested with a fake clock.
 *
 * - A page is fresh for `seconds`, then stale for `staleSeconds` (served while one render refreshes
 *   it), then gone.
 * - Least recently used pages go first once the stored bytes pass `maxBytes`; a page over
 *   `maxPageBytes` is never stored.
 * - At most one render per key is under way (`begin`); a render that has not ended after `abandonMs`
 *   is taken for hung and no longer counts.
 */

/**
 * @typedef {object} StoredPage
 * @property {number} bytes what the page holds in memory
 */

/**
 * The one render of a page that the store knows of. `finish(page)` stores what it rendered, or with
 * null drops the stored page (the page now answers something that may not be cached, so no old copy
 * stands in for it); `abandon()` ends it without an answer (the client went away, the refresh failed).
 * @template {StoredPage} P
 * @typedef {object} Render
 * @property {string} key
 * @property {Promise<P | null>} done the stored page, or null when the render stored nothing
 * @property {(page: P | null) => void} finish
 * @property {() => void} abandon
 */

/**
 * What a request for a key finds:
 * - `fresh`: serve the page;
 * - `stale`: serve the page, and refresh it unless a render is under way;
 * - `pending`: nothing stored, but a render is under way: wait for it;
 * - `missing`: nothing stored and nothing under way: render it.
 * @template {StoredPage} P
 * @typedef {{ kind: 'fresh', page: P } | { kind: 'stale', page: P } | { kind: 'pending', done: Promise<P | null> } | { kind: 'missing' }} Lookup
 */

/**
 * @typedef {object} PageStoreOptions
 * @property {number} [seconds] how long a page is fresh; 0 keeps none
 * @property {number} [staleSeconds] how long after that it may still be served while it is refreshed
 * @property {number} [maxBytes] total bytes of stored pages
 * @property {number} [maxPageBytes] larger pages are not stored
 * @property {number} [abandonMs] a render still under way after this is taken for hung
 * @property {() => number} [now] the clock, in milliseconds
 */

/**
 * The options with their defaults filled in; the HTML cache reads some of them too.
 * @param {PageStoreOptions} [options]
 */
export function pageStoreOptions({
  seconds = 10,
  staleSeconds = 60,
  maxBytes = 64 * 1024 * 1024,
  maxPageBytes = 2 * 1024 * 1024,
  abandonMs = 30_000,
  now = Date.now,
} = {}) {
  return { seconds, staleSeconds, maxBytes, maxPageBytes, abandonMs, now };
}

/**
 * @template {StoredPage} P
 * @param {PageStoreOptions} [options]
 */
export function createPageStore(options) {
  const { seconds, staleSeconds, maxBytes, maxPageBytes, abandonMs, now } = pageStoreOptions(options);
  /** @type {Map<string, { page: P, storedAt: number }>} insertion order = least recently used first */
  const pages = new Map();
  /** @type {Map<string, { render: Render<P>, startedAt: number }>} */
  const rendering = new Map();
  let totalBytes = 0;
  /** Bumped by clear(): a render begun before it may have read the data that was just purged. */
  let generation = 0;

  /** @param {string} key */
  function drop(key) {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    totalBytes -= entry.page.bytes;
  }

  /** @param {string} key @param {P} page */
  function store(key, page) {
    drop(key);
    if (page.bytes > maxPageBytes) return;
    pages.set(key, { page, storedAt: now() });
    totalBytes += page.bytes;
    for (const oldest of pages.keys()) {
      if (totalBytes <= maxBytes) break;
      drop(oldest);
    }
  }

  /** The render of this key under way, unless it has run so long that it is taken for hung. @param {string} key */
  function live(key) {
    const entry = rendering.get(key);
    return entry && now() - entry.startedAt < abandonMs ? entry.render : undefined;
  }

  return {
    /** Pages stored. */
    get size() {
      return pages.size;
    },
    /** Bytes of the pages stored. */
    get bytes() {
      return totalBytes;
    },

    /**
     * @param {string} key
     * @returns {Lookup<P>}
     */
    lookup(key) {
      const entry = pages.get(key);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < (seconds + staleSeconds) * 1000) {
          pages.delete(key); // most recently used last
          pages.set(key, entry);
          return age < seconds * 1000 ? { kind: 'fresh', page: entry.page } : { kind: 'stale', page: entry.page };
        }
        drop(key);
      }
      const render = live(key);
      return render ? { kind: 'pending', done: render.done } : { kind: 'missing' };
    },

    /**
     * Claims the one render of a key, or returns null while another is under way.
     * @param {string} key
     * @returns {Render<P> | null}
     */
    begin(key) {
      if (live(key)) return null;
      /** @type {(page: P | null) => void} */
      let settle = () => {};
      /** @type {Promise<P | null>} */
      const done = new Promise((resolve) => (settle = resolve));
      let ended = false;
      const begunIn = generation;
      const startedAt = now();
      /** @param {P | null | undefined} page undefined: abandoned */
      const end = (page) => {
        if (ended) return;
        ended = true;
        if (rendering.get(key)?.render === render) rendering.delete(key);
        // Nothing to say after clear(), nor over a page that a later render stored (this one ran long).
        const current = begunIn === generation && !((pages.get(key)?.storedAt ?? -Infinity) > startedAt);
        if (current && page) store(key, page);
        else if (current && page === null) drop(key);
        settle(current ? (page ?? null) : null);
      };
      /** @type {Render<P>} */
      const render = { key, done, finish: (page) => end(page), abandon: () => end(undefined) };
      rendering.set(key, { render, startedAt });
      return render;
    },

    /** Forgets every page, and what the renders under way will render. */
    clear() {
      pages.clear();
      rendering.clear();
      totalBytes = 0;
      generation += 1;
    },
  };
}
