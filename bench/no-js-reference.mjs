// @ts-check
/**
 * The benchmark's reference page (docs/performance.md, The method): a measured page's own HTML with
 * every script removed, served by the same server, in the same run, next to the real page. Lighthouse
 * scores move with the machine's load; the ratio of a page to its no-JavaScript render on the same
 * machine a few seconds apart does not, and that render (same CSS, fonts, images, same server time) is
 * the limit the page can approach.
 *
 * A stage of the bench's own server only (bench/no-js-server.mjs: the production server with this
 * stage added before the script deferral; the production pipeline knows nothing of it). A document request
 * carrying NO_JS_HEADER is answered by fetching the page from this server again (a loopback GET, so
 * it takes exactly the path of a reader's request: proxy, render, script hashes) and removing the scripts
 * from the body. Lighthouse sends the header with every request of a reference run
 * (settings.extraHeaders); requests other than documents are served as usual.
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptsGzip, isDocumentGet } from '../lib/server/pipeline/index.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {import('../lib/server/pipeline/index.mjs').Stage} Stage */

export const NO_JS_HEADER = 'x-bench-no-js';

/**
 * The HTML without what runs or loads JavaScript: every <script> element (inline flight data, JSON-LD
 * and external scripts alike) and the <link>s that fetch scripts ahead (modulepreload, preload
 * as=script). Next's inline scripts escape "<" inside strings, so a script ends at the first </script>.
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) =>
      /\brel=["']?modulepreload\b/i.test(tag) || (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?script\b/i.test(tag))
        ? ''
        : tag,
    );
}

/** Headers of the loopback reply not copied: recomputed for the new body, or per connection. */
const UNCOPIED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'etag',
]);

/**
 * Answers a reference request and returns true; returns false (the header removed) when the request
 * is not one, so the caller serves it as usual.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export async function answerNoJsReference(request, response) {
  if (request.headers[NO_JS_HEADER] === undefined) return false;
  delete request.headers[NO_JS_HEADER];
  if (!isDocumentGet(request)) return false;
  const { localAddress, localPort } = request.socket ?? {};
  if (!localAddress || !localPort) return false;
  /** @type {Record<string, string>} */
  const headers = { 'accept-encoding': 'identity', connection: 'close' };
  for (const name of ['host', 'user-agent', 'accept', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const reply = await new Promise((resolve, reject) => {
    const loopback = httpRequest(
      { host: localAddress, port: localPort, method: 'GET', path: request.url, headers, agent: false, timeout: 30_000 },
      (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 502, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    loopback.on('timeout', () => loopback.destroy(new Error('reference fetch timed out')));
    loopback.on('error', reject);
    loopback.end();
  });
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value !== undefined && !UNCOPIED.has(name)) response.setHeader(name, value);
  }
  let body = reply.body;
  if (String(reply.headers['content-type'] ?? '').startsWith('text/html'))
    body = Buffer.from(stripScripts(body.toString('utf8')), 'utf8');
  if (acceptsGzip(request.headers['accept-encoding'])) {
    body = gzipSync(body);
    response.setHeader('Content-Encoding', 'gzip');
  }
  response.setHeader('Content-Length', body.length);
  response.statusCode = reply.status;
  response.end(body);
  return true;
}

/**
 * The server's stages with the reference stage added right before the script deferral: after the drain
 * (a draining server refuses it as any request) and before the stages that rewrite a page, so a
 * reference's own answer is never rewritten; its loopback request takes the whole path. Without a
 * script deferral (dev mode) it goes before the script hashes, or last.
 * @param {Stage[]} stages
 * @returns {Stage[]}
 */
export function withNoJsReference(stages) {
  const at = stages.findIndex((stage) => stage.name === 'script deferral' || stage.name === 'script hashes');
  const reference = { name: 'bench reference', run: answerNoJsReference };
  return at === -1 ? [...stages, reference] : [...stages.slice(0, at), reference, ...stages.slice(at)];
}
