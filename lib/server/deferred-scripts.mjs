// @ts-check
/**
 * Next's scripts start after the page's first paint (docs/decisions/003-chunk-scripts-after-first-paint.md).
 *
 * Next writes each page's framework and client-component chunks as `<script src async>` tags in the
 * head (plus a low-priority preload of the bootstrap chunk). They download alongside the fonts and run
 * as soon as they arrive, which on a slow phone is before the first layout of the Thai text has
 * finished: the text the reader came for waits for react-dom's evaluation and the start of hydration,
 * and Lighthouse counts that wait in the page's largest contentful paint (decision 003).
 *
 * This is the rewrite of the HTML, as a stream (the server's script deferral stage,
 * lib/server/pipeline/script-deferral.mjs, runs it on every page): every such tag becomes an inline
 * call `__irDefer("/_next/static/chunks/….js")`, the first carrying a small loader
 * (deferred-scripts-loader.mjs), and the script preloads go. The loader inserts the chunks after the
 * first contentful paint (or at once, for pages made `immediate`); the page's policy names the hash of
 * each call, and 'strict-dynamic' admits what the loader inserts (page-policy.mjs). The page reads exactly as before meanwhile:
 * every page works without JavaScript (links, GET forms, CSS menus), and what needs React (the live
 * quote, the forms' submit buttons, charts) is enabled by hydration as before.
 *
 * Only these tags change (their shape is Next's: next-internals.mjs): inline scripts (flight data,
 * JSON-LD), nomodule polyfills and anything not under /_next/ pass through. Next escapes "<" inside inline scripts and React escapes ">" in
 * attribute values, so a tag is found reliably from "<" to ">", also across the chunks of a streamed
 * render.
 */
import { IMMEDIATE_LOADER_SOURCE, LOADER_SOURCE } from './deferred-scripts-loader.mjs';
import { chunkOfScriptTag, isChunkPreload } from './next-internals.mjs';

/** The global the rewritten tags call; the attribute that tells tests the chunks have all run. */
export const DEFER_FUNCTION = '__irDefer';
export const SCRIPTS_STATE_ATTRIBUTE = 'data-ir-scripts';

const SCRIPT_END = '</script>';

/** `name="value"` pairs of a tag (React always quotes attribute values with "). */
function attributesOf(/** @type {string} */ tag) {
  /** @type {Map<string, string>} */
  const attributes = new Map();
  for (const [, name, value = ''] of tag.matchAll(/\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g))
    attributes.set(name.toLowerCase(), value);
  return attributes;
}

/**
 * The rewrite as a stream: `push` takes the next piece of the HTML and returns what may be sent now
 * (a possibly unfinished tag at the end is held back); `end` returns what is left. `immediate`: the
 * loader inserts each chunk at once instead of after the first paint.
 * @param {{ immediate?: boolean }} [options]
 */
export function createScriptDeferrer({ immediate = false } = {}) {
  let held = '';
  let loaderSent = false;
  const loader = immediate ? IMMEDIATE_LOADER_SOURCE : LOADER_SOURCE;

  /** @param {string} tag a whole tag, `<script …></script>` or `<link …>` */
  function rewrite(tag) {
    const attributes = attributesOf(tag.slice(0, tag.indexOf('>') + 1));
    if (tag.startsWith('<link')) return isChunkPreload(attributes) ? '' : tag;
    // The tag shape of a chunk is Next's (next-internals.mjs).
    const src = chunkOfScriptTag(attributes);
    if (!src) return tag;
    const call = `${DEFER_FUNCTION}(${JSON.stringify(src)})`;
    const body = loaderSent ? call : loader + call;
    loaderSent = true;
    return `<script>${body}</script>`;
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
        if (external && after.length < SCRIPT_END.length && SCRIPT_END.startsWith(after))
          return [output + text.slice(from, start), text.slice(start)];
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

/**
 * The whole rewrite of a finished page.
 * @param {string} html
 * @param {{ immediate?: boolean }} [options]
 */
export function deferScripts(html, options) {
  const deferrer = createScriptDeferrer(options);
  return deferrer.push(html) + deferrer.end();
}

/** The chunks a rewritten page loads, in order (what `__irDefer` is called with). @param {string} html */
export function deferredScriptsOf(html) {
  const pattern = new RegExp(`${DEFER_FUNCTION}\\(("[^"]*")\\)`, 'g');
  return [...html.matchAll(pattern)].map(([, literal]) => /** @type {string} */ (JSON.parse(literal)));
}
