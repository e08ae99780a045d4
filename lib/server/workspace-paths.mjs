// @ts-check
/**
 * The IR team's workspace (docs/accounts.md): its pages (/admin, /en/admin and below) and its API
 * routes. Their replies stay `no-store` (no disk or back/forward cache) and never enter the HTML
 * cache: they depend on who is signed in. Plain JavaScript: server.mjs runs unbuilt.
 */

const WORKSPACE = /^(?:\/en)?\/admin(?:\/|$)|^\/api\/workspace(?:\/|$)/;

/** @param {string | undefined} url a request target (path and query) */
export function isWorkspacePath(url) {
  return WORKSPACE.test((url ?? '').split(/[?#]/)[0]);
}
