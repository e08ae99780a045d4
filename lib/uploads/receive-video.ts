import { sanitizeDownloadName } from './download-name';
import { UploadError } from './errors';
import {
  openUpload,
  storeOnce,
  streamParts,
  withFields,
  type ContentRule,
  type ReceivedTextFile,
  type TextFileRule,
} from './receive';
import {
  DEFAULT_MAX_FIELDS,
  DEFAULT_MAX_FIELD_BYTES,
  uploadDirectory,
  videoKey,
  videoMaxBytes,
  type UploadLimits,
} from './storage';
import { parsesAsContainer } from './video-container';
import { resolveStore, type ObjectStore } from './object-store';
import { VIDEO_CONTENT_TYPES, VIDEO_HEAD_BYTES, couldBeVideo, sniffVideo, type VideoType } from './video-type';
import { unlink } from 'node:fs/promises';

/** A stored video: named by its content, served at /videos/<hash>.<type> (docs/uploads.md#videos). */
export interface StoredVideo {
  hash: string;
  type: VideoType;
  size: number;
  /** Where it is stored: the file's absolute path, `<hash>.<webm|mp4>` in the upload folder, or `s3://<bucket>/<key>`. */
  path: string;
  /** The same-site path the quarter's webcast link holds. */
  href: string;
}

export interface VideoReceiveOptions {
  /** The upload folder: the file in progress is in its `.partial/`, and without `store` it is stored there. */
  directory?: string;
  /** Where the checked video is stored (default: the folder named, else the settings' store, object-store.ts). */
  store?: ObjectStore;
  /** The form field of the file (default `video`); a file in any other field is refused. */
  field?: string;
  /** Bytes of the file (default VIDEO_MAX_MB). */
  maxFileBytes?: number;
  /** Bytes of one text field (default 16 KB): the quarterly results form's transcripts are longer. */
  maxFieldBytes?: number;
  /** Text fields of the form (default 20): the quarterly results form posts more. */
  maxFields?: number;
  /** File inputs read as text, not stored (receive.ts TextFileRule): the quarterly results form's transcripts. */
  textFiles?: TextFileRule;
}

/** The public path of a stored video. */
export function videoHref(hash: string, type: VideoType): string {
  return `/videos/${hash}.${type}`;
}

/** The uploaded name, cleaned as a PDF's is, without the `.pdf` that adds. */
function videoShownName(uploaded: string): string {
  return sanitizeDownloadName(uploaded).replace(/\.pdf$/, '');
}

const VIDEO_RULE: ContentRule = {
  headBytes: VIDEO_HEAD_BYTES,
  possible: couldBeVideo,
  minBytes: 12,
  refusal: 'not-video',
  shownName: videoShownName,
};

/**
 * Receives one self-hosted results video (MP4 or WebM) from a multipart form, as the PDFs are
 * (receive.ts): streamed to a temporary file while hashed and counted, refused at its first bytes
 * when they are no WebM or MP4 (video-type.ts), and when whole unless its container parses to its
 * last byte (video-container.ts), cut off past VIDEO_MAX_MB, and moved to
 * `<sha256>.<webm|mp4>` only when whole. Nothing is left on disk after a refusal.
 */
export async function receiveVideoUpload(
  request: Request,
  options: VideoReceiveOptions = {},
): Promise<{ fields: Record<string, string>; video: StoredVideo; texts: ReceivedTextFile[] }> {
  const limits: UploadLimits = {
    maxFileBytes: options.maxFileBytes ?? videoMaxBytes(),
    maxFiles: 1,
    maxFields: options.maxFields ?? DEFAULT_MAX_FIELDS,
    maxFieldBytes: options.maxFieldBytes ?? DEFAULT_MAX_FIELD_BYTES,
  };
  const directory = options.directory ?? uploadDirectory();
  const store = resolveStore(options);
  const field = options.field ?? 'video';
  const written: string[] = [];
  try {
    const upload = await openUpload(request, limits, directory);
    const { fields, files, texts } = await streamParts(upload, limits, written, [field], VIDEO_RULE, options.textFiles);
    const part = files[0];
    if (!part) throw withFields(new UploadError('no-file'), fields);
    const type = sniffVideo(part.head);
    // Its first bytes, then its whole container: boxes or elements chaining exactly to its end (video-container.ts).
    if (!type || !(await parsesAsContainer(part.file, type)))
      throw withFields(new UploadError('not-video', { file: videoShownName(part.uploadedName) }), fields);
    const key = videoKey(part.hash, type);
    await storeOnce(store, key, part.file, { contentType: VIDEO_CONTENT_TYPES[type], length: part.size });
    const path = store.locate(key);
    return { fields, texts, video: { hash: part.hash, type, size: part.size, path, href: videoHref(part.hash, type) } };
  } catch (error) {
    // The video's own words for its bound: the PDF's message names PDFs.
    if (error instanceof UploadError && error.code === 'too-large') {
      const refusal = new UploadError('video-too-large', {
        maxMb: error.values.maxMb ?? Math.round(limits.maxFileBytes / 1024 / 1024),
      });
      refusal.fields = error.fields;
      throw refusal;
    }
    throw error;
  } finally {
    await Promise.all(written.map((file) => unlink(file).catch(() => undefined)));
  }
}
