/**
 * Test helpers of the newsroom's public side (lib/newsroom/public-documents.test.ts, the drafts test
 * and e2e/stored-documents.spec.ts through ./seed-documents.ts): a stored PDF written straight into
 * UPLOAD_DIR as lib/uploads would store it, and the people of the workflow, whom the newsroom's tests share.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { storedPath, uploadDirectory } from '@/lib/uploads';
import type { DocumentRef } from '../documents';
import type { Actor } from '../items';

export const editor: Actor = { id: 'u-test-editor', email: 'editor@example.com', role: 'editor' };
export const approver: Actor = { id: 'u-test-approver', email: 'approver@example.com', role: 'approver' };
export const admin: Actor = { id: 'u-test-admin', email: 'admin@example.com', role: 'admin' };

/** The workflow tests' clock: 09:00 in Bangkok on 26 November 2026. */
export const T0 = new Date('2026-11-26T02:00:00Z');
/** The time `minutes` after T0. */
export const at = (minutes: number): Date => new Date(T0.getTime() + minutes * 60_000);

/** Stores a small PDF whose content is unique to `text` under its SHA-256; returns its reference. */
export function storeTestPdf(text: string, name = 'notice.pdf'): DocumentRef {
  const bytes = Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'utf8');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const directory = uploadDirectory();
  mkdirSync(directory, { recursive: true });
  writeFileSync(storedPath(directory, sha256), bytes);
  return { sha256, name, pages: 1 };
}
