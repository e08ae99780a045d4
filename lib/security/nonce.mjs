// @ts-check
/**
 * The Content-Security-Policy nonce, made and read in one place: by proxy.ts (through headers.ts) for
 * every rendered page, and by the HTML cache (lib/server/pipeline/html-cache/page.mjs) for every copy it serves.
 * Plain JavaScript because server.mjs runs without a build; Web Crypto, so it also runs in the proxy.
 */

/** A nonce in a policy: base64 or base64url, never a quote or a space, so it splits a body cleanly. */
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=_-]+)'/;

/**
 * 128 random bits, base64: unguessable and fresh for every page response.
 * @returns {string}
 */
export function createNonce() {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The nonce of a page policy, or undefined when it has none.
 * @param {string | null | undefined} policy
 * @returns {string | undefined}
 */
export function nonceOfPolicy(policy) {
  return NONCE_IN_POLICY.exec(policy ?? '')?.[1];
}
