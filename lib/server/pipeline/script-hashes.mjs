// @ts-check
/**
 * Stage: a page's Content-Security-Policy and entity tag, from the page as it goes out
 * (docs/decisions/046-script-hashes-and-a-shared-cache.md). For a GET of a document, the HTML the
 * script deferral left is gathered whole (the seal of intercept.mjs holds the head meanwhile), then:
 * - its policy names the SHA-256 of each inline script (lib/security/page-policy.mjs), so no other
 *   inline script runs, and 'strict-dynamic' admits the chunks those insert;
 * - its ETag is the hash of its text, and a request whose If-None-Match names it gets 304 without the
 *   page.
 * The same page gives the same policy and tag on every request and every instance: a shared cache may
 * hold it, and revalidate it. Pages are small (tens of KB), so holding one costs little, and the hashing
 * is one SHA-256 pass over the page's inline scripts and one over the page.
 * Dev mode: the page goes out as Next streams it, with the development policy (Next's dev chunks are
 * plain script tags, and React's development build needs eval).
 */
import { pageContentSecurityPolicy, scriptHashesOf } from '../../security/page-policy.mjs';
import { framedBySite } from '../../security/preview-frame.mjs';
import { CONTENT_SECURITY_POLICY } from '../../security/static-headers.mjs';
import { allowsWebcastFrame } from '../../security/webcast-frame.mjs';
import { entityTag, matchesEntityTag } from '../entity-tag.mjs';
import { isPlainHtml } from './compression.mjs';
import { isDocumentGet } from './documents.mjs';
import { interceptResponse } from './intercept.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The path of a request target. @param {string | undefined} url */
function pathOf(url) {
  return (url ?? '/').split(/[?#]/)[0];
}

/**
 * The stage.
 * @param {{ dev: boolean }} options
 * @returns {(request: IncomingMessage, response: ServerResponse) => void}
 */
export function scriptHashesStage({ dev }) {
  return function hashScripts(request, response) {
    if (!isDocumentGet(request)) return;
    const pathname = pathOf(request.url);
    const frames = { webcastFrame: allowsWebcastFrame(pathname), framedBySite: framedBySite(pathname) };
    const interception = interceptResponse(response);
    if (dev) {
      interception.onHead(() => {
        if (String(response.getHeader('content-type') ?? '').startsWith('text/html'))
          response.setHeader(CONTENT_SECURITY_POLICY, pageContentSecurityPolicy([], { ...frames, development: true }));
      });
      return;
    }
    interception.sealBody(() => {
      if (!isPlainHtml(response)) return null;
      return (body) => {
        response.setHeader(
          CONTENT_SECURITY_POLICY,
          pageContentSecurityPolicy(scriptHashesOf(body.toString('utf8')), frames),
        );
        response.removeHeader('content-length');
        const tag = entityTag(body, { weak: true });
        response.setHeader('etag', tag);
        if (response.statusCode === 200 && matchesEntityTag(request.headers['if-none-match'], tag)) {
          response.statusCode = 304;
          return null;
        }
        response.setHeader('content-length', body.length);
        return body;
      };
    });
  };
}
