import { createHash } from 'node:crypto';
import { databasePath } from '@/lib/backend/local/db';

/**
 * IR_AUTH_SECRET signs the workspace's cookies and encrypts the stored TOTP secrets (at least 32
 * characters). Without it a secret is derived from the store's path, which is fine on one machine
 * for trying things out and is logged as a warning: set it in production (docs/accounts.md).
 */
export function authSecret(env: Record<string, string | undefined> = process.env): string {
  const configured = env.IR_AUTH_SECRET?.trim();
  if (configured && configured.length >= 32) return configured;
  if (configured) console.error('[accounts] IR_AUTH_SECRET is shorter than 32 characters; using a derived secret');
  else if (env.NODE_ENV === 'production' && !warned) {
    warned = true;
    console.warn('[accounts] IR_AUTH_SECRET is not set; using a secret derived from the store path');
  }
  return createHash('sha256').update(`ir-workspace:${databasePath()}`).digest('hex');
}

let warned = false;
