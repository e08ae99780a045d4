/**
 * Which video a file is, by its first bytes (docs/uploads.md#videos, decision 023): a WebM (an EBML
 * header whose DocType is `webm`) or an MP4 (an `ftyp` box first, of an MP4 brand). Anything else,
 * a Matroska or QuickTime file included, is no video the site serves: browsers play WebM and MP4.
 */

export type VideoType = 'webm' | 'mp4';

/** Bytes the check looks at: the EBML header of a WebM, or the ftyp box of an MP4, fits in them. */
export const VIDEO_HEAD_BYTES = 64;

export const VIDEO_CONTENT_TYPES: Readonly<Record<VideoType, string>> = { webm: 'video/webm', mp4: 'video/mp4' };

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
// The EBML header's DocType element (ID 0x4282) with its one-byte size 4 (0x84) and the value.
const WEBM_DOCTYPE = Buffer.concat([Buffer.from([0x42, 0x82, 0x84]), Buffer.from('webm', 'latin1')]);
// ISO base media brands of MP4 video (ISO/IEC 14496-12 and -14); QuickTime's `qt  ` and audio's `M4A ` are not among them.
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'dash',
  'M4V ',
  'MSNV',
]);

/** The type of a file from its first bytes (up to VIDEO_HEAD_BYTES); null when it is neither. */
export function sniffVideo(head: Uint8Array): VideoType | null {
  const bytes = Buffer.from(head.buffer, head.byteOffset, Math.min(head.byteLength, VIDEO_HEAD_BYTES));
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(EBML_MAGIC)) return bytes.includes(WEBM_DOCTYPE) ? 'webm' : null;
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const boxSize = bytes.readUInt32BE(0);
    return boxSize >= 16 && MP4_BRANDS.has(bytes.toString('latin1', 8, 12)) ? 'mp4' : null;
  }
  return null;
}

/**
 * Whether first bytes, not all there yet, can still become a video: a file that cannot is refused
 * at once instead of being written out to the cap.
 */
export function couldBeVideo(head: Uint8Array): boolean {
  const bytes = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  const ebml = EBML_MAGIC.subarray(0, Math.min(4, bytes.length));
  if (bytes.subarray(0, ebml.length).equals(ebml)) return true;
  return bytes.length < 8 || bytes.toString('latin1', 4, 8) === 'ftyp';
}
