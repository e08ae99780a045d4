import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadDirectory } from '@/lib/uploads';

/**
 * What the item form posted without JavaScript brings back to its edit page when a field was refused
 * (docs/newsroom.md, The item form; decision 032): the refused fields' text as typed, which the draft
 * cannot hold (a draft keeps only valid values). It is written to `UPLOAD_DIR/.held/<token>.json`
 * (beside the uploads, on the store's machine: the workspace exists in embedded mode only), the
 * redirect names the token (`held=`), and the edit page fills the fields with it again. A record opens
 * only for the person and the item it was written for, for HELD_MINUTES; records an hour old are
 * deleted at the next write. Nothing of it is ever public.
 */

export const HELD_MINUTES = 30;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** The form's text bound (./form-routes.ts): two transcripts of 512 KB, or two WebVTT files of 1 MB, and some room. */
const MAX_HELD_BYTES = 3 * 1024 * 1024;

export interface HeldOwner {
  userId: string;
  itemId: string;
}

interface HeldRecord extends HeldOwner {
  at: number;
  fields: Record<string, string>;
}

function heldDirectory(directory = uploadDirectory()): string {
  return path.join(directory, '.held');
}

async function removeOld(folder: string, now: number): Promise<void> {
  const names = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(folder, name);
      const info = await stat(file).catch(() => null);
      if (info && now - info.mtimeMs > 60 * 60_000) await unlink(file).catch(() => undefined);
    }),
  );
}

/** Keeps refused fields' text for the edit page; answers the token its URL carries, or null when there is nothing to keep. */
export async function holdFields(
  owner: HeldOwner,
  fields: Record<string, string>,
  options: { now?: Date; directory?: string } = {},
): Promise<string | null> {
  const kept = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  if (Object.keys(kept).length === 0) return null;
  const now = (options.now ?? new Date()).getTime();
  const record: HeldRecord = { userId: owner.userId, itemId: owner.itemId, at: now, fields: kept };
  const text = JSON.stringify(record);
  if (Buffer.byteLength(text) > MAX_HELD_BYTES) return null;
  const folder = heldDirectory(options.directory);
  await mkdir(folder, { recursive: true });
  await removeOld(folder, now);
  const token = randomBytes(24).toString('base64url');
  await writeFile(path.join(folder, `${token}.json`), text, { mode: 0o600, flag: 'wx' });
  return token;
}

/** The text a token holds for this person and item, or null: no such token, someone else's, another item's, or too old. */
export async function readHeldFields(
  token: unknown,
  owner: HeldOwner,
  options: { now?: Date; directory?: string } = {},
): Promise<Record<string, string> | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  try {
    const record = JSON.parse(
      await readFile(path.join(heldDirectory(options.directory), `${token}.json`), 'utf8'),
    ) as Partial<HeldRecord>;
    const age = (options.now ?? new Date()).getTime() - Number(record.at);
    if (record.userId !== owner.userId || record.itemId !== owner.itemId || !(age >= 0 && age <= HELD_MINUTES * 60_000))
      return null;
    const fields = record.fields && typeof record.fields === 'object' ? record.fields : {};
    return Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}
