// @ts-check
/**
 * Stage: Next's chunk scripts start after the page's first paint (docs/decisions/003; the rewrite
 * itself is lib/server/deferred-scripts.mjs). For a GET of a document, an HTML page Next sends
 * uncompressed (the compression stage asked it to) is rewritten on its way out, as it streams: the
 * 'rewrite' layer of intercept.mjs, nearest Next, so the script hashes stage hashes the inline calls
 * that now load the chunks and the compression stage gzips the result. The workspace's and a token's
 * pages load their chunks at once, as Next would (their readers act on them at once, and no
 * Lighthouse budget reads them), through the same inline calls: under a hash policy, a chunk is only
 * ever loaded by a hashed script. Anything else passes through unchanged.
 * Dev mode: off. Next's dev pages load the HMR client and React Refresh from their chunks, and the
 * developer wants errors as soon as the page parses, not after the first paint.
 */
import { StringDecoder } from 'node:string_decoder';
import { createScriptDeferrer } from '../deferred-scripts.mjs';
import { isPlainHtml } from './compression.mjs';
import { isDocumentGet, isSharedDocument } from './documents.mjs';
import { interceptResponse } from './intercept.mjs';

/**
 * The stage.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function deferDocumentScripts(request, response) {
  if (!isDocumentGet(request)) return;
  interceptResponse(response).filterBody('rewrite', () => {
    if (!isPlainHtml(response)) return null;
    // The rewrite changes the length, and with it the entity.
    response.removeHeader('content-length');
    response.removeHeader('etag');
    const deferrer = createScriptDeferrer({ immediate: !isSharedDocument(request.url) });
    // Multi-byte characters cut between two writes: decoded with a carry, not chunk by chunk.
    const decoder = new StringDecoder('utf8');
    return (next) => ({
      write(chunk) {
        const text = deferrer.push(decoder.write(chunk));
        return text ? next.write(Buffer.from(text, 'utf8')) : true;
      },
      end(callback) {
        const rest = deferrer.push(decoder.end()) + deferrer.end();
        if (rest) next.write(Buffer.from(rest, 'utf8'));
        next.end(callback);
      },
    });
  });
}
