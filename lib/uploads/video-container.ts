import { open, type FileHandle } from 'node:fs/promises';
import type { VideoType } from './video-type';

/**
 * Whether a stored video parses as its container end to end (docs/uploads.md#videos), not only by its
 * first bytes: an MP4's top-level boxes, from `ftyp`, must chain by their sizes exactly to the end of
 * the file and hold a `moov` and an `mdat`; a WebM's EBML header must be followed by one Segment whose
 * top-level elements (and the blocks of a cluster of unknown size, as a browser's recorder writes
 * them) are all WebM elements chaining exactly to the end, with Tracks and a Cluster among them.
 * Anything else, such as another file's bytes after a video header, is refused. Only headers are
 * read: a box's or an element's body is skipped by its size.
 */
export async function parsesAsContainer(file: string, type: VideoType): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    return type === 'mp4' ? await mp4Chains(handle, size) : await webmChains(handle, size);
  } catch {
    return false;
  } finally {
    await handle.close();
  }
}

// Bounds on the walk, so that a file of tiny boxes cannot make it long.
const MAX_BOXES = 1_000_000;

async function bytesAt(handle: FileHandle, offset: number, length: number, size: number): Promise<Buffer> {
  const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
  if (buffer.length > 0) await handle.read(buffer, 0, buffer.length, offset);
  return buffer;
}

/** ISO base media (ISO/IEC 14496-12): each box a 32-bit size (1: a 64-bit size follows; 0: to the end) and a type. */
async function mp4Chains(handle: FileHandle, size: number): Promise<boolean> {
  const seen = new Set<string>();
  let offset = 0;
  for (let count = 0; offset < size; count += 1) {
    if (count >= MAX_BOXES || size - offset < 8) return false;
    const header = await bytesAt(handle, offset, 16, size);
    const type = header.toString('latin1', 4, 8);
    // A box type is four printable characters (© is used by some metadata boxes, never at the top).
    if (!/^[\x20-\x7e]{4}$/.test(type)) return false;
    if (count === 0 && type !== 'ftyp') return false;
    let boxSize = header.readUInt32BE(0);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return false;
      boxSize = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < headerSize || offset + boxSize > size) return false;
    seen.add(type);
    offset += boxSize;
  }
  return offset === size && seen.has('moov') && seen.has('mdat');
}

const EBML_HEADER = 0x1a45dfa3;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;
// The Segment's top-level elements (Matroska/WebM), Void and CRC-32 included.
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  TRACKS,
  CLUSTER,
  0x1c53bb6b,
  0x1043a770,
  0x1254c367,
  0x1941a469,
  0xec,
  0xbf,
]);
// A Cluster's elements: Timestamp, Position, PrevSize, SimpleBlock, BlockGroup, EncryptedBlock, SilentTracks, Void, CRC-32.
const CLUSTER_CHILDREN = new Set([0xe7, 0xa7, 0xab, 0xa3, 0xa0, 0xaf, 0x5854, 0xec, 0xbf]);

interface Element {
  id: number;
  /** Where its body starts. */
  body: number;
  /** Its body's size; null when unknown (all ones: it runs until an element of a higher level). */
  size: number | null;
}

/** An EBML variable-length integer: its length from the leading zeros of its first byte, 1 to 8. */
function vint(
  bytes: Buffer,
  at: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let ones = (first & (0xff >> length)) === 0xff >> length;
  for (let index = 1; index < length; index += 1) {
    value = value * 256 + bytes[at + index];
    ones &&= bytes[at + index] === 0xff;
  }
  return { value, length, unknown: !keepMarker && ones };
}

async function elementAt(handle: FileHandle, offset: number, size: number): Promise<Element | null> {
  const bytes = await bytesAt(handle, offset, 12, size);
  const id = vint(bytes, 0, true);
  if (!id || id.length > 4) return null;
  const length = vint(bytes, id.length, false);
  if (!length) return null;
  const body = offset + id.length + length.length;
  if (!length.unknown && body + length.value > size) return null;
  return { id: id.value, body, size: length.unknown ? null : length.value };
}

async function webmChains(handle: FileHandle, size: number): Promise<boolean> {
  const header = await elementAt(handle, 0, size);
  if (!header || header.id !== EBML_HEADER || header.size === null) return false;
  const segment = await elementAt(handle, header.body + header.size, size);
  if (!segment || segment.id !== SEGMENT) return false;
  // The Segment runs to the end of the file: exactly, when its size is known.
  if (segment.size !== null && segment.body + segment.size !== size) return false;
  const seen = new Set<number>();
  let offset = segment.body;
  let inCluster = false;
  for (let count = 0; offset < size; count += 1) {
    if (count >= MAX_BOXES) return false;
    const element = await elementAt(handle, offset, size);
    if (!element) return false;
    // In a cluster of unknown size, its own elements; the next top-level element ends it.
    if (inCluster && CLUSTER_CHILDREN.has(element.id)) {
      if (element.size === null) return false;
      offset = element.body + element.size;
      continue;
    }
    inCluster = false;
    if (!SEGMENT_CHILDREN.has(element.id)) return false;
    seen.add(element.id);
    if (element.size === null) {
      if (element.id !== CLUSTER) return false;
      inCluster = true;
      offset = element.body;
    } else {
      offset = element.body + element.size;
    }
  }
  return offset === size && seen.has(TRACKS) && seen.has(CLUSTER);
}
