// @ts-check
/**
 * The Content-Security-Policy of an HTML page (docs/decisions/046-script-hashes-and-a-shared-cache.md):
 * scripts run only when the policy names the hash of their text, and what those insert
 * ('strict-dynamic'). A page is the same bytes for every reader, so its policy is too: the server's
 * script hashes stage (lib/server/pipeline/script-hashes.mjs) computes it from the finished page.
 * Plain JavaScript because server.mjs runs without a build.
 */
import { createHash } from 'node:crypto';
import { WEBCAST_FRAME_ORIGIN } from './webcast-frame.mjs';

/** Script types a browser runs; any other type (JSON-LD, JSON) is a data block that never runs. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);

/** A whole script element: its attributes and its text (React escapes "<" inside inline scripts). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The text of every inline script of `html` that a browser would run, in order: no `src`, and an
 * executable type (or none).
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptsOf(html) {
  /** @type {string[]} */
  const scripts = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? /\stype\s*=\s*'([^']*)'/i.exec(attributes)?.[1];
    if (!EXECUTABLE_TYPES.has((type ?? '').trim().toLowerCase())) continue;
    scripts.push(text);
  }
  return scripts;
}

/**
 * A script's hash as a policy names it: `'sha256-…'` of its UTF-8 text.
 * @param {string} text
 */
export function scriptHashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The hash sources of a page's inline scripts, each once, in the order of first use.
 * @param {string} html
 */
export function scriptHashesOf(html) {
  return [...new Set(inlineScriptsOf(html).map(scriptHashSource))];
}

/**
 * A page's policy. Production: scripts by the hashes given, and what they load ('strict-dynamic';
 * 'self' only for browsers without it, which CSP 3 browsers then ignore). Development (`npm run dev`):
 * Next's dev pages load their chunks as plain tags and React's development build needs eval, so scripts
 * from the site itself, inline and eval. Styles stay 'unsafe-inline' for the style attributes of the
 * charts. Images may come from the remote backend's hosts, which are not known here. The results pages
 * may frame the webcast host (webcast-frame.mjs); a preview may be framed by the site itself
 * (preview-frame.mjs), every other page by none.
 * @param {readonly string[]} hashes hash sources of the page's inline scripts (scriptHashesOf)
 * @param {{ development?: boolean, webcastFrame?: boolean, framedBySite?: boolean }} [options]
 */
export function pageContentSecurityPolicy(
  hashes,
  { development = false, webcastFrame = false, framedBySite = false } = {},
) {
  const scripts = development
    ? "'self' 'unsafe-inline' 'unsafe-eval'"
    : ["'self'", ...hashes, "'strict-dynamic'"].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    // The self-hosted results video and its caption tracks (docs/results.md): the site's own, never another host's.
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBySite ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    // Only the results pages may frame the webcast's privacy-enhanced host (docs/results.md); elsewhere frames fall back to 'self'.
    ...(webcastFrame ? [`frame-src 'self' ${WEBCAST_FRAME_ORIGIN}`] : []),
  ].join('; ');
}
