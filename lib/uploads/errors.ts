import type { KeyIn } from '@/lib/i18n';
import type { PdfRefusal } from './pdf-check';

/**
 * Why an upload was refused: each is a message key of the `Uploads` namespace (messages/*.json), and
 * its values fill the message's placeholders.
 */
export type UploadErrorCode =
  | 'not-multipart'
  | 'malformed'
  | 'too-large'
  | 'too-many-files'
  | 'too-many-fields'
  | 'field-too-long'
  | 'unexpected-file'
  | 'not-video'
  | 'video-too-large'
  | 'no-file'
  | PdfRefusal;

const STATUS: Record<UploadErrorCode, number> = {
  'not-multipart': 415,
  malformed: 400,
  'too-large': 413,
  'too-many-files': 400,
  'too-many-fields': 400,
  'field-too-long': 400,
  'unexpected-file': 400,
  'not-video': 400,
  'video-too-large': 413,
  'no-file': 400,
  'not-pdf': 400,
  encrypted: 400,
  broken: 400,
  empty: 400,
  unchecked: 400,
  'trailing-data': 400,
  'active-content': 400,
};

/** A refused upload: nothing of the request is left on disk when this is thrown. */
export class UploadError extends Error {
  readonly status: number;
  /**
   * The text fields of the form read before the refusal (receive.ts sets them): a form route can keep
   * what was typed although the files were refused.
   */
  fields: Readonly<Record<string, string>> = {};

  constructor(
    readonly code: UploadErrorCode,
    readonly values: Record<string, string | number> = {},
  ) {
    super(`Upload refused: ${code}${Object.keys(values).length ? ` ${JSON.stringify(values)}` : ''}`);
    this.name = 'UploadError';
    this.status = STATUS[code];
  }
}

/** Each refusal's message in the `Uploads` namespace. */
export const UPLOAD_MESSAGE_KEYS = {
  'not-multipart': 'notMultipart',
  malformed: 'malformed',
  'too-large': 'tooLarge',
  'too-many-files': 'tooManyFiles',
  'too-many-fields': 'tooManyFields',
  'field-too-long': 'fieldTooLong',
  'unexpected-file': 'unexpectedFile',
  'not-video': 'notVideo',
  'video-too-large': 'videoTooLarge',
  'no-file': 'noFile',
  'not-pdf': 'notPdf',
  encrypted: 'encrypted',
  broken: 'broken',
  empty: 'empty',
  unchecked: 'unchecked',
  'trailing-data': 'trailingData',
  'active-content': 'activeContent',
} as const satisfies Record<UploadErrorCode, KeyIn<'Uploads'>>;

/** The message key of a refusal in the `Uploads` namespace. */
export function uploadMessageKey(error: UploadError): (typeof UPLOAD_MESSAGE_KEYS)[UploadErrorCode] {
  return UPLOAD_MESSAGE_KEYS[error.code];
}

/** The values a refusal's message may take, as texts: those the refusal did not give are empty. */
export function uploadMessageValues(error: UploadError): {
  file: string;
  maxMb: string;
  max: string;
  field: string;
  found: string;
} {
  const text = (name: string) => (error.values[name] === undefined ? '' : String(error.values[name]));
  return { file: text('file'), maxMb: text('maxMb'), max: text('max'), field: text('field'), found: text('found') };
}
