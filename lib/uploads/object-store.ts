import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FilesHealth, UploadBucket } from '@/lib/backend';
import { settings } from '@/lib/config/settings.mjs';
import { partialDirectory, uploadDirectory } from './storage';

/**
 * Where the uploaded files are kept (docs/uploads.md, Storage): the folder UPLOAD_DIR, or S3-compatible
 * object storage when its settings are given. Both keep the same names: `<sha256>.pdf` for a PDF,
 * `<sha256>.<webm|mp4>` for a video. Everything above this (receiving, checking, serving, the
 * withdrawal rules) is the same for both.
 */

/** A stored file's name: letters, digits, `.`, `_` and `-`, not starting with a dot. Never a path. */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a stored file's name: ${JSON.stringify(key)}`);
  return key;
}

export interface PutOptions {
  contentType: string;
  /** The bytes of the file (S3 needs them named before the body). */
  length: number;
}

/** A byte range, both ends included (as in `Range: bytes=start-end`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The bytes sent: the range's when a range was asked for, else the whole file's. */
  length: number;
  body: Readable;
}

export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /**
   * Stores a local file under `key`. The file may be moved (the folder renames it into place); whatever
   * is left of it is the caller's to remove. A key stored already is replaced by the same bytes.
   */
  put(key: string, file: string, options: PutOptions): Promise<void>;
  /** The file's length, or null when nothing is stored under the key. */
  head(key: string): Promise<{ length: number } | null>;
  /** The file, or a part of it, as a stream; null when nothing is stored under the key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the file; nothing stored under the key is no error. */
  delete(key: string): Promise<void>;
  /** The keys stored that start with `prefix`, in order. */
  list(prefix?: string): Promise<string[]>;
  /** Where a key is, for people and logs: a file's absolute path, or `s3://<bucket>/<key>`. */
  locate(key: string): string;
}

/** The upload folder as an ObjectStore: one file per key, written with mode 0640 and moved in by rename. */
export function diskStore(directory: string): ObjectStore {
  const file = (key: string) => path.join(/*turbopackIgnore: true*/ directory, checkKey(key));
  return {
    kind: 'disk',
    locate: file,
    async put(key, source) {
      const target = file(key);
      await mkdir(directory, { recursive: true });
      // The temporary files are in the folder's own .partial/: the rename is atomic. One from elsewhere
      // (another disk) is copied to .partial/ first.
      try {
        await rename(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        const partial = partialDirectory(directory);
        await mkdir(partial, { recursive: true });
        const copy = path.join(partial, `${randomUUID()}.part`);
        try {
          await pipeline(createReadStream(source), createWriteStream(copy, { flags: 'wx', mode: 0o640, flush: true }));
          await rename(copy, target);
        } finally {
          await rm(copy, { force: true });
        }
      }
    },
    async head(key) {
      const info = await stat(file(key)).catch(() => null);
      return info?.isFile() ? { length: info.size } : null;
    },
    async get(key, range) {
      const name = file(key);
      const info = await stat(name).catch(() => null);
      if (!info?.isFile()) return null;
      if (!range) return { length: info.size, body: createReadStream(name) };
      return { length: range.end - range.start + 1, body: createReadStream(name, range) };
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
    async list(prefix = '') {
      const names = await readdir(directory, { withFileTypes: true }).catch(() => []);
      return names
        .filter((entry) => entry.isFile() && entry.name.startsWith(prefix) && KEY.test(entry.name))
        .map((entry) => entry.name)
        .sort();
    },
  };
}

export interface S3StoreOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** The bucket of an S3 store answers a HeadBucket: reachable, the bucket there, the keys good. */
export interface S3ObjectStore extends ObjectStore {
  readonly kind: 's3';
  /** Resolves when the bucket answers a HeadBucket; rejects when it does not, or once `signal` aborts. */
  checkBucket(signal?: AbortSignal): Promise<void>;
}

/** Whether the S3 error means that nothing is stored under the key. */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === 'NotFound' || failure?.name === 'NoSuchKey' || failure?.$metadata?.httpStatusCode === 404;
}

/**
 * An S3-compatible bucket as an ObjectStore (`@aws-sdk/client-s3`, loaded at the first request, so a
 * site on the folder never loads it). A file is sent with PutObject from its local copy (its length
 * known, so it streams); reading streams GetObject's body.
 */
export function s3Store(options: S3StoreOptions): S3ObjectStore {
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
        // Checksums only where the operation requires one: S3-compatible servers do not all know the newer ones.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const Bucket = options.bucket;
  return {
    kind: 's3',
    locate: (key) => `s3://${Bucket}/${checkKey(key)}`,
    async checkBucket(signal) {
      const { client, sdk } = await connect();
      // The signal ends the request and the SDK's retries alike: a probe never waits past its bound.
      await client.send(new sdk.HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
    async put(key, file, { contentType, length }) {
      const Key = checkKey(key);
      const { client, sdk } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key,
          Body: createReadStream(file),
          ContentType: contentType,
          ContentLength: length,
        }),
      );
    },
    async head(key) {
      const Key = checkKey(key);
      const { client, sdk } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
        return { length: head.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async get(key, range) {
      const Key = checkKey(key);
      const { client, sdk } = await connect();
      try {
        const object = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!object.Body) return null;
        return { length: object.ContentLength ?? 0, body: object.Body as Readable };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const Key = checkKey(key);
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
    async list(prefix = '') {
      const { client, sdk } = await connect();
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },
  };
}

// One client per process and settings: the SDK keeps its connections in it.
let cached: { text: string; store: S3ObjectStore } | undefined;

/** Whether the settings choose object storage for the uploads (all of S3_ENDPOINT, S3_BUCKET and the keys). */
export function usesObjectStorage(): boolean {
  return settings().S3_ENDPOINT !== null;
}

/**
 * The store of the uploaded files from the settings: object storage when S3_ENDPOINT is set (the
 * settings refuse it without the bucket and the keys), else the folder UPLOAD_DIR.
 */
export function uploadStore(): ObjectStore {
  return bucketStore() ?? diskStore(uploadDirectory());
}

/** The store of object storage when the settings choose it, else null. */
function bucketStore(): S3ObjectStore | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = settings();
  if (S3_ENDPOINT === null || S3_BUCKET === null || S3_ACCESS_KEY_ID === null || S3_SECRET_ACCESS_KEY === null)
    return null;
  const text = JSON.stringify([
    S3_ENDPOINT,
    S3_BUCKET,
    S3_REGION,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE,
  ]);
  if (cached?.text !== text)
    cached = {
      text,
      store: s3Store({
        endpoint: S3_ENDPOINT,
        bucket: S3_BUCKET,
        region: S3_REGION,
        accessKeyId: S3_ACCESS_KEY_ID,
        secretAccessKey: S3_SECRET_ACCESS_KEY,
        forcePathStyle: S3_FORCE_PATH_STYLE,
      }),
    };
  return cached.store;
}

/**
 * Where the uploaded files are kept and, with object storage, a check that the bucket answers
 * (docs/operations.md, Health and shutdown). The bucket is named by its endpoint's host (and port) and
 * its name: never the keys, nor a user or password the endpoint's URL might hold.
 */
export function uploadFilesHealth(): FilesHealth {
  const store = bucketStore();
  if (!store) return { place: { in: 'disk' } };
  const { S3_ENDPOINT, S3_BUCKET } = settings();
  return {
    place: { in: 'bucket', endpoint: new URL(S3_ENDPOINT!).host, bucket: S3_BUCKET! },
    check: (signal) => store.checkBucket(signal),
  };
}

/**
 * Where a backup takes the uploaded files from and a restore puts them (docs/backups.md, Uploads in
 * object storage): the folder UPLOAD_DIR, or the bucket of object storage, each file downloaded into
 * the backup and uploaded back by a restore.
 */
export function uploadsForBackup(): { uploadsDir: string } | { uploadsBucket: UploadBucket } {
  if (!usesObjectStorage()) return { uploadsDir: uploadDirectory() };
  const store = uploadStore();
  return {
    uploadsBucket: {
      name: `s3://${settings().S3_BUCKET}`,
      list: () => store.list(),
      async download(key, file) {
        const object = await store.get(key);
        if (!object) return false;
        await pipeline(object.body, createWriteStream(file, { mode: 0o600 }));
        return true;
      },
      async upload(key, file) {
        const { size } = await stat(file);
        await store.put(key, file, { contentType: contentTypeOf(key), length: size });
      },
    },
  };
}

/** A stored file's type, from its name (`<sha256>.pdf`, `.webm`, `.mp4`). */
function contentTypeOf(key: string): string {
  if (key.endsWith('.pdf')) return 'application/pdf';
  if (key.endsWith('.webm')) return 'video/webm';
  if (key.endsWith('.mp4')) return 'video/mp4';
  return 'application/octet-stream';
}

/** The store a caller names (a test's), else the folder it names, else the settings' (uploadStore). */
export function resolveStore(options: { store?: ObjectStore; directory?: string }): ObjectStore {
  return options.store ?? (options.directory !== undefined ? diskStore(options.directory) : uploadStore());
}

/** Readable's web stream, for a Response's body. */
export function webStream(body: Readable): ReadableStream<Uint8Array> {
  return Readable.toWeb(body) as ReadableStream<Uint8Array>;
}
