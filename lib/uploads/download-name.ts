import { create as contentDisposition } from 'content-disposition';

/** The longest download name, in characters as a reader sees them, before `.pdf`. */
export const MAX_NAME_LENGTH = 100;

const FALLBACK_NAME = 'document';

// Control, format (bidi overrides that make "fdp.exe" look like "exe.pdf"), surrogate, private and unassigned.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;
// Characters a file system or a header gives a meaning to.
const RESERVED = /[<>:"/\\|?*%;]/g;

const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/**
 * The name a stored PDF is downloaded under, from the name the browser sent: its last path segment,
 * without invisible or reserved characters, spaces collapsed, no leading dots, at most MAX_NAME_LENGTH
 * characters (never cutting a Thai vowel or tone mark from its letter), ending in `.pdf`. Letters of
 * every script stay, Thai included.
 */
export function sanitizeDownloadName(uploaded: string): string {
  const lastSegment = uploaded.split(/[/\\]/).pop() ?? '';
  let base = lastSegment
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(RESERVED, '_')
    .replace(/ {2,}/g, ' ')
    .replace(/\.pdf$/i, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const characters = [...graphemes.segment(base)].map(({ segment }) => segment);
  if (characters.length > MAX_NAME_LENGTH)
    base = characters
      .slice(0, MAX_NAME_LENGTH)
      .join('')
      .replace(/[\s.]+$/, '');
  return `${base || FALLBACK_NAME}.pdf`;
}

/** The download name in plain ASCII, for clients that do not read `filename*`. */
function asciiName(name: string): string {
  const base = name
    .replace(/\.pdf$/, '')
    .replace(/[^\x20-\x7e]+/g, '_')
    .replace(/["\\]/g, '_');
  return /[A-Za-z0-9]/.test(base) ? `${base}.pdf` : `${FALLBACK_NAME}.pdf`;
}

/**
 * The Content-Disposition of a stored PDF (RFC 6266): `filename` in ASCII and, for any other name,
 * `filename*` in UTF-8 (RFC 5987/8187), which browsers prefer. `inline` opens it in the browser's viewer.
 */
export function documentDisposition(downloadName: string, type: 'inline' | 'attachment' = 'inline'): string {
  const name = sanitizeDownloadName(downloadName);
  const fallback = asciiName(name);
  return contentDisposition(name, { type, fallback: fallback === name ? true : fallback });
}
