import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/accounts';

/**
 * The signed link of a preview (docs/newsroom.md, Preview): who holds it may see one version of one
 * item, as the site will show it, until it expires, without signing in. The token is the payload
 * `{i: item id, v: version, e: expiry in epoch seconds}` as base64url JSON followed by the 43
 * base64url characters of the HMAC-SHA256 of that text under IR_AUTH_SECRET (lib/accounts authSecret), with a purpose prefix so
 * that no other signature of the site can pass for it. No dot in it: the proxy (proxy.ts) takes a path
 * with a dot for a file. Nothing is stored: changing the secret ends every link.
 */

/** How long a preview link works. */
export const PREVIEW_HOURS = 24;

/** A longer token is not one of ours: refused before any work. */
export const MAX_PREVIEW_TOKEN = 400;

const PURPOSE = 'newsroom-preview:';

export interface PreviewGrant {
  itemId: string;
  version: number;
  /** When the link stops working. */
  expiresAt: Date;
}

export type PreviewVerdict = { ok: true; grant: PreviewGrant } | { ok: false; reason: 'invalid' | 'expired' };

function signature(payload: string, secret: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}${payload}`).digest('base64url');
}

/** A preview token for a version of an item, valid PREVIEW_HOURS from `now`. */
export function mintPreviewToken(itemId: string, version: number, now = new Date(), secret = authSecret()): string {
  const expires = Math.floor(now.getTime() / 1000) + PREVIEW_HOURS * 3600;
  const payload = Buffer.from(JSON.stringify({ i: itemId, v: version, e: expires })).toString('base64url');
  return `${payload}${signature(payload, secret)}`;
}

/** Reads a token from a URL: the grant, or why not (a forged or altered one is 'invalid'). */
export function readPreviewToken(token: unknown, now = new Date(), secret = authSecret()): PreviewVerdict {
  if (typeof token !== 'string' || token.length > MAX_PREVIEW_TOKEN) return { ok: false, reason: 'invalid' };
  const match = /^([A-Za-z0-9_-]+)([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, payload, mac] = match;
  const expected = Buffer.from(signature(payload, secret));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const { i, v, e } = (data ?? {}) as Record<string, unknown>;
  if (
    typeof i !== 'string' ||
    i.length === 0 ||
    i.length > 64 ||
    !Number.isInteger(v) ||
    (v as number) < 1 ||
    !Number.isInteger(e)
  )
    return { ok: false, reason: 'invalid' };
  if ((e as number) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, grant: { itemId: i, version: v as number, expiresAt: new Date((e as number) * 1000) } };
}
