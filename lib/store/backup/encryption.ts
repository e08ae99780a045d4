import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { decodeBackupKey } from '@/lib/config/settings.mjs';

/**
 * Encrypted files of a backup (format in docs/backups.md): "IRBK" and a format byte 1, a random 12-byte
 * IV, the AES-256-GCM ciphertext, then the 16-byte tag. The authenticated data is the header and the
 * file's place in its backup ("<backup id>/<path>"), so a file moved to another backup or name fails.
 */

export class BackupKeyError extends Error {}

const MAGIC = Buffer.from('IRBK\x01', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const ENCRYPTED_SUFFIX = '.enc';

/** A key of exactly 32 bytes, written as 64 hex digits or in base64: a passphrase is refused, not stretched. */
export function parseBackupKey(text: string): Buffer {
  const key = decodeBackupKey(text);
  if (!key) {
    throw new BackupKeyError(
      'BACKUP_KEY must be a 32-byte key written as 64 hex digits (make one with: openssl rand -hex 32) or in base64',
    );
  }
  return key;
}

/** Names the key without revealing it, so a restore can say that a backup was made with another key. */
export function keyId(key: Buffer): string {
  return createHash('sha256').update('ir-website backup key id\0').update(key).digest('hex').slice(0, 16);
}

const additionalData = (place: string) => Buffer.concat([MAGIC, Buffer.from(place, 'utf8')]);

export async function encryptFile(source: string, target: string, key: Buffer, place: string): Promise<void> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(place));
  const out = createWriteStream(target, { flags: 'wx' });
  out.write(MAGIC);
  out.write(iv);
  await pipeline(createReadStream(source), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) =>
    out.end(cipher.getAuthTag(), (error?: Error | null) => (error ? reject(error) : resolve())),
  );
}

/** Decrypts into target; throws (leaving a partial target for the caller to remove) when the file or its place was changed. */
export async function decryptFile(source: string, target: string, key: Buffer, place: string): Promise<void> {
  const handle = await open(source, 'r');
  let header: Buffer;
  let tag: Buffer;
  let size: number;
  try {
    size = (await handle.stat()).size;
    if (size < MAGIC.length + IV_BYTES + TAG_BYTES) throw new Error('too short to be an encrypted file');
    header = Buffer.alloc(MAGIC.length + IV_BYTES);
    await handle.read(header, 0, header.length, 0);
    tag = Buffer.alloc(TAG_BYTES);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an encrypted backup file of this format');
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length));
  decipher.setAAD(additionalData(place));
  decipher.setAuthTag(tag);
  try {
    const end = size - TAG_BYTES - 1;
    // An empty file encrypts to no ciphertext at all: a read stream cannot cover an empty range.
    const body = end >= header.length ? createReadStream(source, { start: header.length, end }) : Readable.from([]);
    await pipeline(body, decipher, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    throw new Error(
      `does not decrypt with this key (wrong key, or the file was changed): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
