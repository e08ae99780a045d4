// @ts-check
/**
 * Entity tags of the responses a shared cache may hold (docs/operations.md, A shared cache in front):
 * the hash of the bytes, so the same bytes get the same tag on every instance, and the If-None-Match
 * test that answers 304. Used by the pages' script hashes stage (pipeline/script-hashes.mjs) and, through
 * the process bridge, by the feeds and downloads (lib/shared-cache). Plain JavaScript: server.mjs runs
 * unbuilt.
 */
import { createHash } from 'node:crypto';

/**
 * The tag of a response's bytes. `weak`: one tag for the plain and the gzip copies of a page.
 * @param {string | Uint8Array} body
 * @param {{ weak?: boolean }} [options]
 */
export function entityTag(body, { weak = false } = {}) {
  const tag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return weak ? `W/${tag}` : tag;
}

/**
 * Whether an If-None-Match header names `tag` (or is `*`), compared weakly as RFC 9110 asks for GET:
 * the reader's copy is current.
 * @param {string | string[] | null | undefined} ifNoneMatch
 * @param {string} tag
 */
export function matchesEntityTag(ifNoneMatch, tag) {
  if (!ifNoneMatch) return false;
  const opaque = tag.replace(/^W\//, '');
  return String(ifNoneMatch)
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === opaque);
}
