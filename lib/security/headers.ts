/**
 * The security headers of every response. next.config.ts sends the fixed headers and the document policy
 * everywhere; an HTML page's policy replaces that one, computed from the page by the server's script
 * hashes stage (page-policy.mjs; docs/decisions/046-script-hashes-and-a-shared-cache.md).
 */

// Plain JS because the production server (server.mjs) uses them without a build.
export { inlineScriptsOf, pageContentSecurityPolicy, scriptHashSource, scriptHashesOf } from './page-policy.mjs';
export { CONTENT_SECURITY_POLICY, DOCUMENT_CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from './static-headers.mjs';
export { WEBCAST_FRAME_ORIGIN, allowsWebcastFrame } from './webcast-frame.mjs';
export { PREVIEW_SOURCES, framedBySite } from './preview-frame.mjs';
