// @ts-check
/**
 * Gzip for the HTML cache's copies, compressed once per stored page instead of once per copy.
 *
 * Every copy of a cached page differs from the others only in its nonce (pipeline/html-cache/page.mjs), yet it was
 * gzipped whole for each reader: ~3 ms of CPU for the home page's 170 KB, most of the cost of a cache
 * hit under load. Here the text between the nonces is deflated once, as segments of one deflate stream
 * with a hole where each nonce goes; a copy is the gzip header, the segments with its nonce written
 * into the holes as stored (uncompressed) blocks, and the trailer (CRC-32 and length of that copy).
 *
 * Each segment is compressed with the text before it (the last 32 KB the decoder will have seen) as its
 * dictionary, so it may refer back across a hole as a single stream would: the compressed page is
 * within ~7–12 % of gzipping it whole (each segment starts a new block with its own code tables; the
 * home page: 22.6 KB against 21.2 KB). In that dictionary each hole is filled with NUL bytes,
 * which never occur in the pages, so no back-reference can cover a hole (a match must equal text ahead,
 * and no text has a NUL): what lies in the hole when decoding does not matter, only its length, which is
 * why a nonce of another length is refused (the caller gzips that copy whole).
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

const WINDOW = 32 * 1024;
/** ID1 ID2, deflate, no flags, no mtime, no extra flags, OS unknown. */
export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * @typedef {object} PreparedGzip
 * @property {Buffer[]} parts the text between the holes
 * @property {Buffer[]} segments each part deflated (the last one ends the stream)
 * @property {number} holeLength the byte length a nonce must have
 */

/**
 * Compresses the parts once; the holes between them take `holeLength` bytes each. Null when a part
 * holds a NUL byte (then a back-reference could cover a hole; the caller gzips each copy whole).
 * @param {Buffer[]} parts
 * @param {number} holeLength
 * @returns {PreparedGzip | null}
 */
export function prepareGzip(parts, holeLength) {
  if (parts.some((part) => part.includes(0))) return null;
  const hole = Buffer.alloc(holeLength, 0);
  /** @type {Buffer[]} */
  const segments = [];
  let window = Buffer.alloc(0);
  parts.forEach((part, index) => {
    if (index > 0) window = Buffer.concat([window, hole]).subarray(-WINDOW);
    /** @type {import('node:zlib').ZlibOptions} */
    const options = { finishFlush: index < parts.length - 1 ? constants.Z_FULL_FLUSH : constants.Z_FINISH };
    if (window.length > 0) options.dictionary = window;
    segments.push(deflateRawSync(part, options));
    window = Buffer.concat([window, part]).subarray(-WINDOW);
  });
  return { parts, segments, holeLength };
}

/**
 * A stored deflate block of `data` (at most 65,535 bytes): not final, byte-aligned after the
 * segment before it (each ends with a flush), header 0, then LEN and its ones' complement.
 * @param {Buffer} data
 */
function storedBlock(data) {
  const header = Buffer.alloc(5);
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return [header, data];
}

/**
 * The gzip of the page with `nonce` in every hole, or null when the nonce's length is not the holes'.
 * @param {PreparedGzip} prepared
 * @param {Buffer} nonce
 * @returns {Buffer | null}
 */
export function gzipWithNonce(prepared, nonce) {
  if (nonce.length !== prepared.holeLength || nonce.length > 0xffff) return null;
  /** @type {Buffer[]} */
  const chunks = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  prepared.parts.forEach((part, index) => {
    if (index > 0) {
      chunks.push(...storedBlock(nonce));
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    chunks.push(prepared.segments[index]);
    // Node's crc32 answers 0 for an empty buffer without a backing store (Buffer.from('')): skip it.
    if (part.length > 0) crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
