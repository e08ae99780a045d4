// @ts-check
/**
 * The one page the site frames in itself (docs/security.md): a version's preview, which the item form
 * shows beside itself on a wide screen (docs/newsroom.md, Preview). Framed by the site only, never by
 * another (`frame-ancestors 'self'`, X-Frame-Options SAMEORIGIN); every other page is framed by none.
 * Plain JavaScript beside the other policy parts, used by the server's script hashes stage
 * (lib/server/pipeline/script-hashes.mjs) and next.config.ts.
 */

/** A preview page, in either language: `/preview/<token>`, `/en/preview/<token>`. */
const PREVIEW_PATH = /^(?:\/en)?\/preview\/[^/]+\/?$/;

/**
 * Whether a page may be framed by the site itself.
 * @param {string} pathname
 */
export function framedBySite(pathname) {
  return PREVIEW_PATH.test(pathname);
}

/** The same pages as next.config.ts `headers()` sources. */
export const PREVIEW_SOURCES = Object.freeze(['/preview/:token', '/en/preview/:token']);
