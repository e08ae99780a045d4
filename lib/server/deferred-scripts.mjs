// @ts-check
/**
 * Next's scripts start after the page's first paint (docs/decisions/003-chunk-scripts-after-first-paint.md).
 *
 * Next writes each page's framework and client-component chunks as `<script src async>` tags in the
 * head (plus a low-priority preload of the bootstrap chunk). They download alongside the fonts and run
 * as soon as they arrive, which on a slow phone is before the first layout of the Thai text has
 * finished: the text the reader came for waits for react-dom's evaluation and the start of hydration,
 * and Lighthouse counts that wait in the page's largest contentful paint (README, "Performance").
 *
 * This rewrites the HTML on its way out of server.mjs: every such tag becomes a nonced inline call
 * `__irDefer("/_next/static/chunks/….js")`, the first carrying a small loader, and the script preloads
 * go. The loader queues the chunks and inserts them, async as before and with the page's nonce, once
 * the browser reports the page's first contentful paint (a PerformanceObserver; reported when the frame
 * is on screen, which a frame callback is not), or once the document is parsed in a background tab,
 * which paints nothing, or after the next frame in a browser without paint timing; 5 s after the load
 * event at the latest. The page reads exactly as before meanwhile:
 * every page works without JavaScript (links, GET forms, CSS menus), and what needs React (the live
 * quote, the forms' submit buttons, charts) is enabled by hydration as before.
 *
 * Only these tags change: inline scripts (flight data, JSON-LD), nomodule polyfills and anything not
 * under /_next/ pass through. Next escapes "<" inside inline scripts and React escapes ">" in
 * attribute values, so a tag is found reliably from "<" to ">", also across the chunks of a streamed
 * render.
 */
import { StringDecoder } from 'node:string_decoder';
import { createGzip, constants as zlib } from 'node:zlib';
import { acceptsGzip, cacheKey } from './html-cache.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** The global the rewritten tags call; the attribute that tells tests the chunks have all run. */
export const DEFER_FUNCTION = '__irDefer';
export const SCRIPTS_STATE_ATTRIBUTE = 'data-ir-scripts';

/**
 * The loader, sent as its source (plain ES5: it runs before any polyfill). `started` switches the
 * queue to immediate insertion, so a chunk tag parsed after the start (a streamed Suspense boundary)
 * still loads. When every inserted chunk has loaded or failed, <html> gets data-ir-scripts="done".
 * @param {Window & Record<string, unknown>} w
 * @param {Document} d
 */
function loader(w, d) {
  var queue = /** @type {string[]} */ ([]);
  var started = false;
  var pending = 0;
  var current = /** @type {HTMLScriptElement | null} */ (d.currentScript);
  var nonce = current ? current.nonce : '';
  var root = d.documentElement;
  root.setAttribute('data-ir-scripts', 'pending');
  function settle() {
    pending -= 1;
    if (pending === 0) root.setAttribute('data-ir-scripts', 'done');
  }
  function insert(/** @type {string} */ src) {
    var script = d.createElement('script');
    script.src = src;
    // The attribute, not only the property: React's resource map looks chunks up by script[async][src].
    script.setAttribute('async', '');
    if (nonce) script.nonce = nonce;
    pending += 1;
    script.onload = settle;
    script.onerror = settle;
    d.head.appendChild(script);
  }
  w.__irDefer = function (/** @type {string} */ src) {
    if (started) insert(src);
    else queue.push(src);
  };
  function start() {
    if (started) return;
    started = true;
    if (queue.length === 0) root.setAttribute('data-ir-scripts', 'done');
    // No "<" anywhere in this source: it is sent inside an inline script.
    queue.forEach(insert);
    queue = [];
  }
  function soon() {
    setTimeout(start, 0);
  }
  // The first contentful paint is reported once the frame is on screen: the chunks are asked for then.
  var observing = false;
  if (w.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) soon();
    }).observe({ type: 'paint', buffered: true });
    observing = true;
  }
  function parsed() {
    // A background tab paints nothing; a browser without paint timing starts after its next frame.
    if (d.visibilityState === 'hidden') start();
    else if (!observing) requestAnimationFrame(soon);
  }
  d.addEventListener('visibilitychange', function () {
    if (d.visibilityState === 'hidden' && d.readyState !== 'loading') start();
  });
  if (d.readyState === 'loading') d.addEventListener('DOMContentLoaded', parsed);
  else parsed();
  // Should no paint ever be reported, the page still comes to life.
  w.addEventListener('load', function () {
    setTimeout(start, 5000);
  });
}

/** The loader's source without its comments and indentation (it has no strings they could touch). */
const LOADER_SOURCE = `(${loader
  .toString()
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\/\/[^\n]*/g, '')
  .replace(/\s+/g, ' ')})(self,document);`;

const SCRIPT_END = '</script>';

/** `name="value"` pairs of a tag (React always quotes attribute values with "). */
function attributesOf(/** @type {string} */ tag) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const [, name, value = ''] of tag.matchAll(/\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g)) attributes.set(name.toLowerCase(), value);
  return attributes;
}

/** A chunk of Next's: a same-origin path under /_next/ (never a URL with a scheme or a host). */
function isNextChunk(/** @type {string | undefined} */ src) {
  return typeof src === 'string' && /^\/_next\/[\w./~-]+\.js$/.test(src);
}

/**
 * The rewrite as a stream: `push` takes the next piece of the HTML and returns what may be sent now
 * (a possibly unfinished tag at the end is held back); `end` returns what is left.
 */
export function createScriptDeferrer() {
  let held = '';
  let loaderSent = false;

  /** @param {string} tag a whole tag, `<script …></script>` or `<link …>` */
  function rewrite(tag) {
    const attributes = attributesOf(tag.slice(0, tag.indexOf('>') + 1));
    if (tag.startsWith('<link')) {
      const preloadsScript = attributes.get('rel') === 'preload' && attributes.get('as') === 'script';
      return preloadsScript && isNextChunk(attributes.get('href')) ? '' : tag;
    }
    const src = attributes.get('src');
    const nonce = attributes.get('nonce');
    if (!isNextChunk(src) || !attributes.has('async') || attributes.has('nomodule') || !nonce) return tag;
    const call = `${DEFER_FUNCTION}(${JSON.stringify(src)})`;
    const body = loaderSent ? call : LOADER_SOURCE + call;
    loaderSent = true;
    return `<script nonce="${nonce}">${body}</script>`;
  }

  /** Rewrites the whole tags in `text`; returns [output, the unfinished rest]. */
  function rewriteTags(/** @type {string} */ text) {
    let output = '';
    let from = 0;
    const pattern = /<(script|link)\b/gi;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const start = match.index;
      const close = text.indexOf('>', start);
      if (close === -1) return [output + text.slice(from, start), text.slice(start)];
      let end = close + 1;
      if (match[1].toLowerCase() === 'script') {
        // Only an empty external script is ever rewritten; any other script passes as it is.
        const after = text.slice(end, end + SCRIPT_END.length);
        const external = /\ssrc="/.test(text.slice(start, end));
        if (external && after.length < SCRIPT_END.length && SCRIPT_END.startsWith(after)) return [output + text.slice(from, start), text.slice(start)];
        if (!external || after !== SCRIPT_END) {
          pattern.lastIndex = end;
          continue;
        }
        end += SCRIPT_END.length;
      }
      output += text.slice(from, start) + rewrite(text.slice(start, end));
      from = end;
      pattern.lastIndex = end;
    }
    // A tag name cut at the end ("<scr") waits for the next piece.
    const lastOpen = text.lastIndexOf('<');
    if (lastOpen >= from && /^<(s(c(r(i(pt?)?)?)?)?|l(i(nk?)?)?)?$/i.test(text.slice(lastOpen))) {
      return [output + text.slice(from, lastOpen), text.slice(lastOpen)];
    }
    return [output + text.slice(from), ''];
  }

  return {
    /** @param {string} text */
    push(text) {
      const [output, rest] = rewriteTags(held + text);
      held = rest;
      return output;
    },
    end() {
      const rest = held;
      held = '';
      return rest;
    },
  };
}

/** The whole rewrite of a finished page. @param {string} html */
export function deferScripts(html) {
  const deferrer = createScriptDeferrer();
  return deferrer.push(html) + deferrer.end();
}

/** The chunks a rewritten page loads, in order (what `__irDefer` is called with). @param {string} html */
export function deferredScriptsOf(html) {
  const pattern = new RegExp(`${DEFER_FUNCTION}\\(("[^"]*")\\)`, 'g');
  return [...html.matchAll(pattern)].map(([, literal]) => /** @type {string} */ (JSON.parse(literal)));
}

/**
 * Rewrites the HTML page Next is about to send for this request (a GET of a document), compressing it
 * here instead of in Next, which would hand over gzip: the request's Accept-Encoding is taken away
 * before Next sees it and the rewritten text is gzipped for clients that accept gzip, flushed as Next
 * flushes so a streamed page still streams. Anything else Next answers (a redirect, a file) passes
 * through unchanged. Call it after the HTML cache has had the request: on a miss the cache records
 * what this sends (the rewritten page), and a hit is sent from that record.
 * @param {IncomingMessage} request
 * @param {ServerResponse} response
 */
export function deferDocumentScripts(request, response) {
  if (request.method !== 'GET' || cacheKey(request) === null) return;
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  delete request.headers['accept-encoding'];

  // Whatever was there before (the HTML cache's recorder on a miss), called with the arguments as given.
  const write = /** @type {(...args: unknown[]) => boolean} */ (response.write);
  const end = /** @type {(...args: unknown[]) => ServerResponse} */ (response.end);
  const writeHead = /** @type {(...args: unknown[]) => ServerResponse} */ (response.writeHead);
  const flushHeaders = response.flushHeaders;
  /** @type {'undecided' | 'pass' | 'rewrite'} */
  let mode = 'undecided';
  const deferrer = createScriptDeferrer();
  /** @type {import('node:zlib').Gzip | null} */
  let zip = null;
  let flushQueued = false;

  function decide() {
    if (mode !== 'undecided') return mode;
    const type = String(response.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html') || response.getHeader('content-encoding') !== undefined || response.headersSent) {
      mode = 'pass';
      return mode;
    }
    mode = 'rewrite';
    response.removeHeader('content-length');
    response.removeHeader('etag');
    const vary = String(response.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) response.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    if (gzip) {
      response.setHeader('content-encoding', 'gzip');
      zip = createGzip();
      zip.on('data', (data) => write.call(response, data));
    }
    return mode;
  }

  // Multi-byte characters cut between two writes: decoded with a carry, not chunk by chunk.
  const decoder = new StringDecoder('utf8');
  /** @param {unknown} chunk @param {unknown} encoding */
  function decode(chunk, encoding) {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return '';
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
        : Buffer.from(/** @type {Uint8Array} */ (chunk));
    return decoder.write(bytes);
  }

  /** @param {string} text */
  function send(text) {
    if (!text) return true;
    if (!zip) return write.call(response, text, 'utf8');
    zip.write(text, 'utf8');
    if (!flushQueued) {
      flushQueued = true;
      // One flush per turn of the event loop: what Next wrote together goes out together.
      setImmediate(() => {
        flushQueued = false;
        if (zip && !zip.writableEnded) zip.flush(zlib.Z_SYNC_FLUSH);
      });
    }
    return true;
  }

  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      const headers = rest.find((value) => typeof value === 'object' && value !== null);
      if (headers && !Array.isArray(headers)) for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, /** @type {string} */ (value));
      const reason = rest.find((value) => typeof value === 'string');
      decide();
      return reason === undefined ? writeHead.call(response, status) : writeHead.call(response, status, reason);
    }
  );
  response.flushHeaders = function () {
    decide();
    return flushHeaders.call(response);
  };
  response.write = /** @type {ServerResponse['write']} */ (
    function (/** @type {unknown[]} */ ...args) {
      if (decide() === 'pass') return write.apply(response, args);
      const callback = args.find((value) => typeof value === 'function');
      const result = send(deferrer.push(decode(args[0], args[1])));
      if (typeof callback === 'function') process.nextTick(callback);
      return result;
    }
  );
  response.end = /** @type {ServerResponse['end']} */ (
    function (/** @type {unknown[]} */ ...args) {
      if (decide() === 'pass') return end.apply(response, args);
      const callback = args.find((value) => typeof value === 'function');
      const rest = deferrer.push(decode(args[0], args[1]) + decoder.end()) + deferrer.end();
      const current = zip;
      if (!current) {
        end.call(response, rest, 'utf8', callback);
        return response;
      }
      current.once('end', () => end.call(response, callback));
      current.end(rest, 'utf8');
      return response;
    }
  );
}
