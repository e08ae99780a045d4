/**
 * The security headers of every response. HTML pages get a per-request nonce policy from proxy.ts;
 * next.config.ts sends the fixed headers everywhere and the document policy wherever the proxy does not run.
 */

// The nonce helpers and the fixed values are plain JS because the production server (server.mjs) uses them without a build.
export { createNonce, nonceOfPolicy } from './nonce.mjs';
export { CONTENT_SECURITY_POLICY, DOCUMENT_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './static-headers.mjs';
export { WEBCAST_FRAME_ORIGIN, allowsWebcastFrame } from './webcast-frame.mjs';
export { PREVIEW_SOURCES, framedBySite } from './preview-frame.mjs';
import { WEBCAST_FRAME_ORIGIN } from './webcast-frame.mjs';

/**
 * An HTML page: scripts run only with this request's nonce, and what those load ('strict-dynamic').
 * Styles stay 'unsafe-inline' for the style attributes of the charts. Images may come from the
 * remote backend's hosts, which are not known here. React's development build needs eval. The results
 * pages may frame the webcast host (lib/security/webcast-frame.mjs); a preview may be framed by the
 * site itself (lib/security/preview-frame.mjs), every other page by none.
 */
export function pageContentSecurityPolicy(
  nonce: string,
  development = process.env.NODE_ENV === 'development',
  { webcastFrame = false, framedBySite = false }: { webcastFrame?: boolean; framedBySite?: boolean } = {},
): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ''}`,
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
