/**
 * The security headers of every response. HTML pages get a per-request nonce policy from proxy.ts;
 * next.config.ts sends the fixed headers everywhere and the document policy wherever the proxy does not run.
 */

// The nonce helpers are plain JS because the production server (server.mjs) uses them without a build.
export { createNonce, nonceOfPolicy } from './nonce.mjs';

export const CONTENT_SECURITY_POLICY = 'Content-Security-Policy';

/** The same on every response. X-Powered-By is off in next.config.ts (poweredByHeader). */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Only features Chromium knows: an unknown name is reported on the console of every page.
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  // For browsers without frame-ancestors.
  { key: 'X-Frame-Options', value: 'DENY' },
];

/**
 * An HTML page: scripts run only with this request's nonce, and what those load ('strict-dynamic').
 * Styles stay 'unsafe-inline' for the style attributes of the charts. Images may come from the
 * remote backend's hosts, which are not known here. React's development build needs eval.
 */
export function pageContentSecurityPolicy(nonce: string, development = process.env.NODE_ENV === 'development'): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Everything the proxy does not see: API replies, Next's static files, documents, feeds, images.
 * None of them runs a script; an HTML error page served there still shows with its styles.
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
