// @ts-check
/**
 * URLs that carry a token: the e-mail alert confirmation and preference links, whose page shows the
 * subscriber's address. Such a page is only ever the reader's own: it is never a shared document
 * (pipeline/documents.mjs), so it keeps Next's `no-store` and never gets a shared cache's
 * Cache-Control (pipeline/document-cache-control.mjs).
 *
 * A query key counts as `token` in any case and any percent-encoding (`?TOKEN=`, `?%74oken=`,
 * `?Tok%2565n=`): the rule errs towards not caching, since a missed token leaks an address, while a
 * URL wrongly taken for one only renders afresh.
 */

/** How many times a key is percent-decoded at most: enough for any encoding a link passes through. */
const DECODINGS = 4;

/**
 * The key's spellings as decoded once, twice, … (a malformed escape stops the decoding there).
 * @param {string} key
 */
function spellings(key) {
  const found = [key];
  let text = key;
  for (let i = 0; i < DECODINGS && text.includes('%'); i += 1) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
    found.push(text);
  }
  return found;
}

/**
 * Whether the request target's query has a key that reads `token` in any case and encoding.
 * @param {string | undefined} url the request target (origin-form: path, then `?query`)
 */
export function carriesToken(url) {
  const start = (url ?? '').indexOf('?');
  if (start === -1) return false;
  const end = /** @type {string} */ (url).indexOf('#', start);
  const query = /** @type {string} */ (url).slice(start + 1, end === -1 ? undefined : end);
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=');
    // A `+` is a space in a form-encoded query, as Next's searchParams read it.
    const key = (equals === -1 ? pair : pair.slice(0, equals)).replace(/\+/g, ' ');
    if (spellings(key).some((spelling) => spelling.trim().toLowerCase() === 'token')) return true;
  }
  return false;
}
