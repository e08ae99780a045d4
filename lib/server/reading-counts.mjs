// @ts-check
/**
 * The reading figures of this process while they wait to be written (docs/newsroom.md, Reading
 * figures): how many times a public page was viewed, a document downloaded, and a search found
 * nothing, per Bangkok day. Only the day, the page or document path, or the normalized query with
 * its language, and a count: never an address, a cookie, a user agent or a time of day.
 *
 * Bounded: at most MAX_PENDING_KEYS distinct figures wait between two writes; a new one beyond that
 * is dropped (and counted as dropped), so a flood of distinct URLs or queries cannot grow memory.
 * Counting is a map update: it never waits and never throws into a response.
 *
 * Nothing is counted until a writer is attached (lib/reading starts one per process, embedded store
 * only). Kept on the process bridge: the pipeline stage (server.mjs, unbuilt) and the search page
 * (a Next bundle) count into the same map. Plain JavaScript for server.mjs.
 */
import { bridgeSlot } from './bridge-slots.mjs';

/** Most distinct (kind, day, key, locale) figures held between two writes. */
export const MAX_PENDING_KEYS = 10_000;
/** Longest page or document path counted; longer ones are not a page of the site. */
export const MAX_PATH_LENGTH = 300;
/** A search query is counted by its first this many characters (after normalizing). */
export const MAX_QUERY_LENGTH = 100;

/** @typedef {'page' | 'download' | 'zero-search'} ReadingKind */
/** @typedef {{ kind: ReadingKind, day: string, key: string, locale: string, count: number }} ReadingCount */
/** @typedef {{ enabled: boolean, pending: Map<string, ReadingCount>, dropped: number }} ReadingCounts */

/** @returns {ReadingCounts} */
function counts() {
  return /** @type {ReadingCounts} */ (
    bridgeSlot('readingCounts', () => ({ enabled: false, pending: new Map(), dropped: 0 }))
  );
}

/** The day of a time in Bangkok (UTC+7 all year), YYYY-MM-DD: the day the figures are kept by. */
export function bangkokDayOf(/** @type {Date} */ time) {
  return new Date(time.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Whether figures are being counted (a writer is attached). */
export function readingCountsEnabled() {
  return counts().enabled;
}

/**
 * Starts (true) or stops (false) counting in this process; stopping drops what waits.
 * @param {boolean} enabled
 */
export function setReadingCountsEnabled(enabled) {
  const state = counts();
  state.enabled = enabled;
  if (!enabled) state.pending.clear();
}

/**
 * Adds one to a figure of today (Bangkok). Beyond MAX_PENDING_KEYS distinct figures, a new one is dropped.
 * @param {ReadingKind} kind
 * @param {string} key
 * @param {string} [locale] the page's language, for searches; '' otherwise
 * @param {Date} [now]
 */
export function countReading(kind, key, locale = '', now = new Date()) {
  const state = counts();
  if (!state.enabled || key === '') return;
  const day = bangkokDayOf(now);
  const id = `${kind}\n${day}\n${locale}\n${key}`;
  const figure = state.pending.get(id);
  if (figure) figure.count += 1;
  else if (state.pending.size >= MAX_PENDING_KEYS) state.dropped += 1;
  else state.pending.set(id, { kind, day, key, locale, count: 1 });
}

/**
 * A search query as it is counted: trimmed, runs of white space made one space, lower-cased, and cut
 * to its first MAX_QUERY_LENGTH characters. '' when nothing is left.
 * @param {string} query
 */
export function normalizeSearchQuery(query) {
  const text = String(query).normalize('NFC').trim().replace(/\s+/gu, ' ').toLowerCase();
  return Array.from(text).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/**
 * Counts a search of the site that found nothing.
 * @param {string} query as typed
 * @param {string} locale the search page's language
 * @param {Date} [now]
 */
export function countZeroSearch(query, locale, now) {
  countReading('zero-search', normalizeSearchQuery(query), locale, now);
}

/**
 * Everything waiting, taken out (the next figures start from nothing), with how many were dropped.
 * @returns {{ counts: ReadingCount[], dropped: number }}
 */
export function takeReadingCounts() {
  const state = counts();
  const taken = [...state.pending.values()];
  const dropped = state.dropped;
  state.pending = new Map();
  state.dropped = 0;
  return { counts: taken, dropped };
}
