// @ts-check
/**
 * The one third-party frame the site allows (docs/results.md, docs/security.md): the privacy-enhanced
 * video host, and only on the quarterly results pages, after the reader clicks the webcast's facade.
 * Plain JavaScript beside the other policy parts, used by the server's script hashes stage
 * (lib/server/pipeline/script-hashes.mjs) and lib/results.
 */

/** The origin of the webcast frames: YouTube's privacy-enhanced mode sets no cookie before play. */
export const WEBCAST_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

/** The results hub and its quarter pages, in either language. */
const RESULTS_PATH = /^(?:\/en)?\/financialinfo\/results(?:\/[^/]*)?\/?$/;

/**
 * Whether a page's policy may allow the webcast frame.
 * @param {string} pathname
 */
export function allowsWebcastFrame(pathname) {
  return RESULTS_PATH.test(pathname);
}
