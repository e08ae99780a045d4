import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The secrets in the links of the alert mails.
 *
 * - A confirmation token is 32 random bytes (base64url, 43 characters), used once; only its SHA-256 is
 *   stored, so the database alone never confirms anyone.
 * - An unsubscribe link names the subscriber and carries an HMAC of that id under a key kept in the
 *   database: every alert of a subscriber carries the same link, which stays good until they unsubscribe
 *   (ids are never reused), with nothing per mail to store.
 */

const CONFIRMATION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const LINK_TOKEN = /^([1-9]\d{0,15})\.([A-Za-z0-9_-]{22})$/;

export interface ConfirmationToken {
  token: string;
  hash: string;
}

export function newConfirmationToken(): ConfirmationToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

/** The stored form of a confirmation token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a text can be a confirmation token at all (anything else is refused before any lookup). */
export function isConfirmationTokenShaped(value: string): boolean {
  return CONFIRMATION_TOKEN.test(value);
}

/** A new key for the unsubscribe links (hex of 32 random bytes). */
export function newLinkKey(): string {
  return randomBytes(32).toString('hex');
}

function linkMac(key: string, subscriberId: number): string {
  // 128 bits of the HMAC: far beyond guessing, short enough for a link.
  return createHmac('sha256', Buffer.from(key, 'hex'))
    .update(`email-alerts:${subscriberId}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The token of a subscriber's unsubscribe and preferences links: `<id>.<mac>`. */
export function linkToken(key: string, subscriberId: number): string {
  return `${subscriberId}.${linkMac(key, subscriberId)}`;
}

/** The subscriber a link token names, or null when it is malformed or its MAC does not match. */
export function subscriberOfLinkToken(key: string, token: string): number | null {
  const match = LINK_TOKEN.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  if (!Number.isSafeInteger(id)) return null;
  const expected = Buffer.from(linkMac(key, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** Whether a text can be a link token (checked before the key is read). */
export function isLinkTokenShaped(value: string): boolean {
  return LINK_TOKEN.test(value);
}
