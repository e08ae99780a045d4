import { createHash } from 'node:crypto';
import { databasePath } from '@/lib/backend';
import { settings, type Settings } from '@/lib/config/settings.mjs';

/**
 * IR_AUTH_SECRET signs the workspace's cookies and encrypts the stored TOTP secrets (at least 32
 * characters). Without it a secret is derived from the store's path, which is fine on one machine
 * for trying things out and is logged as a warning: set it in production (docs/accounts.md).
 */
export function authSecret(read: Pick<Settings, 'IR_AUTH_SECRET'> = settings()): string {
  // A secret shorter than 32 characters is reported by the settings and read as unset.
  if (read.IR_AUTH_SECRET) return read.IR_AUTH_SECRET;
  if (process.env.NODE_ENV === 'production' && !warned) {
    warned = true;
    console.warn('[accounts] IR_AUTH_SECRET is not set; using a secret derived from the store path');
  }
  return createHash('sha256').update(`ir-workspace:${databasePath()}`).digest('hex');
}

let warned = false;
