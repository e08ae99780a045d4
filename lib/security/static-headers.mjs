// @ts-check
/**
 * The fixed security header values, in plain JavaScript because server.mjs runs unbuilt and answers
 * some requests itself (400 for a malformed path, 405 for a method pages do not take) before Next
 * sees them. lib/security/headers.ts re-exports them for the rest of the site, so each is defined once.
 */

export const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

/** @typedef {{ key: string, value: string }} HeaderEntry */

/**
 * The same on every response. X-Powered-By is off in next.config.ts (poweredByHeader).
 * @type {readonly HeaderEntry[]}
 */
export const SECURITY_HEADERS = Object.freeze([
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Only features Chromium knows: an unknown name is reported on the console of every page.
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  // For browsers without frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
]);

/**
 * Every response but a page, whose policy the server's script hashes stage sends instead
 * (lib/server/pipeline/script-hashes.mjs): API replies, Next's static files, documents, feeds, images,
 * RSC payloads and the answers server.mjs gives itself. None of them runs a script; an HTML error page
 * served there still shows with its styles.
 */
export const DOCUMENT_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
