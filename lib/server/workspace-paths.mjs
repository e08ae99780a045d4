// @ts-check
/**
 * The IR team's workspace (docs/accounts.md): its pages (/admin, /en/admin and below) and its API
 * routes, and the newsroom's previews (/preview/<token>, /en/preview/<token> and their documents under
 * /api/preview: docs/newsroom.md, Preview). Their replies stay `no-store` (no disk or back/forward
 * cache, no shared cache: pipeline/document-cache-control.mjs): they depend on who is signed in, or
 * show what is not published to whoever holds a link. Plain JavaScript: server.mjs runs unbuilt.
 */

const WORKSPACE = /^(?:\/en)?\/(?:admin|preview)(?:\/|$)|^\/api\/(?:workspace|preview)(?:\/|$)/;

/** @param {string | undefined} url a request target (path and query) */
export function isWorkspacePath(url) {
  return WORKSPACE.test((url ?? '').split(/[?#]/)[0]);
}
