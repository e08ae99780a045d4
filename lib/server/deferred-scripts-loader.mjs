// @ts-check
/**
 * The browser side of the script deferral (docs/decisions/003-chunk-scripts-after-first-paint.md):
 * the loader the first rewritten tag of a page carries (deferred-scripts.mjs). It queues the chunks and
 * inserts them, async as before (admitted by the policy's 'strict-dynamic'), once the browser reports the page's first
 * contentful paint (a PerformanceObserver; reported when the frame is on screen, which a frame callback
 * is not), or once the document is parsed in a background tab, which paints nothing, or after the next
 * frame in a browser without paint timing; 5 s after the load event at the latest.
 */

/**
 * The loader, sent as its source (plain ES5: it runs before any polyfill). `started` switches the
 * queue to immediate insertion, so a chunk tag parsed after the start (a streamed Suspense boundary)
 * still loads. When every inserted chunk has loaded or failed, <html> gets data-ir-scripts="done".
 * `now`: started from the first call (the workspace's and a token's pages).
 * @param {Window & Record<string, unknown>} w
 * @param {Document} d
 * @param {boolean} now
 */
function loader(w, d, now) {
  var queue = /** @type {string[]} */ ([]);
  var started = now;
  var pending = 0;
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
const LOADER_FUNCTION = loader
  .toString()
  .replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\/\/[^\n]*/g, '')
  .replace(/\s+/g, ' ');

/** The loader that waits for the first paint. */
export const LOADER_SOURCE = `(${LOADER_FUNCTION})(self,document,false);`;

/** The loader that inserts each chunk at once. */
export const IMMEDIATE_LOADER_SOURCE = `(${LOADER_FUNCTION})(self,document,true);`;
