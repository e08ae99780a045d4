import { WebVTTParser, type TreeNode } from 'webvtt-parser';
import { clockOf, transcriptAnchor } from './quarters';

/**
 * A quarter's transcript in and out of WebVTT (docs/results.md#transcripts-and-captions): a WebVTT
 * file, or paragraphs pasted with their times, read into timed paragraphs; the stored paragraphs
 * written as the captions of the self-hosted video. Parsing is W3C's `webvtt-parser` (the
 * validator's); the bounds, the paragraphs and the serialisation are the site's. Client-safe.
 */

/** A transcript paragraph as read from an upload: its start in whole seconds, speaker ('' when none is named) and text. */
export interface TimedParagraph {
  start_seconds: number;
  speaker: string;
  paragraph_text: string;
}

/** Every code of a refused transcript, for the pages that word them. */
export const TRANSCRIPT_ERROR_CODES = [
  'empty',
  'tooLarge',
  'noHeader',
  'badTimestamp',
  'endBeforeStart',
  'outOfOrder',
  'tooLong',
  'tooManyParagraphs',
  'speakerTooLong',
  'noTime',
  'malformed',
  // A WebVTT file chosen in the form: over 1 MB, or not text (the form route, before any parsing).
  'fileTooLarge',
  'notText',
] as const;

export type TranscriptErrorCode = (typeof TRANSCRIPT_ERROR_CODES)[number];

/** Bounds of a transcript upload: a two-hour call is about 150 KB and a few hundred paragraphs. */
export const TRANSCRIPT_LIMITS = {
  /** Characters of the whole file or pasted text. */
  maxChars: 1_000_000,
  /** Cues of a WebVTT file, or paragraphs of pasted text. */
  maxCues: 5000,
  /** Paragraphs read out of the file. */
  maxParagraphs: 2000,
  /** Characters of one cue's text, or of one pasted paragraph. */
  maxCueChars: 5000,
  /** A paragraph made of several cues is closed at this length and the next cue starts a new one. */
  maxParagraphChars: 5000,
  maxSpeakerChars: 100,
  /** The contract's bound on start_seconds (lib/contract/entity-checks.ts). */
  maxSeconds: 100 * 3600,
} as const;

/** A refused transcript: its code (the message key `Transcripts.errors.<code>`) and the line it was found on. */
export class TranscriptError extends Error {
  constructor(
    readonly code: TranscriptErrorCode,
    readonly line?: number,
    detail?: string,
  ) {
    super(`${code}${line ? ` at line ${line}` : ''}${detail ? `: ${detail}` : ''}`);
    this.name = 'TranscriptError';
  }
}

// The parser's default entity table lacks the semicolons ('&amp' leaves '&amp;' as '&;'): the full names.
const ENTITIES = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
  '&nbsp;': '\u00a0',
} as const;

const SPEAKER_PREFIX = /^([^:\d\n]{1,100}?):\s+([\s\S]+)$/u;

function checkSize(text: string): void {
  if (text.length > TRANSCRIPT_LIMITS.maxChars) throw new TranscriptError('tooLarge');
  if (text.trim() === '') throw new TranscriptError('empty');
}

/** The parser's message, in English, to our code. */
function codeOf(message: string): TranscriptErrorCode {
  if (/signature/i.test(message)) return 'noHeader';
  if (/End timestamp is not greater/i.test(message)) return 'endBeforeStart';
  if (/previous cue/i.test(message)) return 'outOfOrder';
  if (/timestamp|digits|time|minutes|seconds|hours/i.test(message)) return 'badTimestamp';
  return 'malformed';
}

interface CueText {
  speaker: string | null;
  text: string;
}

/** A cue's text with its markup dropped; the speaker from its first voice span. */
function cueText(nodes: readonly TreeNode[]): CueText {
  let speaker: string | null = null;
  const parts: string[] = [];
  const walk = (list: readonly TreeNode[]) => {
    for (const node of list) {
      if (node.type === 'text') parts.push(node.value);
      else if (node.type === 'object') {
        if (node.name === 'v' && speaker === null && node.value.trim()) speaker = node.value.trim();
        // Ruby annotations (rt) are a reading aid, not text.
        if ((node.name as string) !== 'rt') walk(node.children as readonly TreeNode[]);
      }
    }
  };
  walk(nodes);
  return { speaker, text: parts.join('').replace(/\s+/g, ' ').trim() };
}

/** `CEO: text` → speaker and text; text without such a prefix has no speaker. */
function speakerPrefix(text: string): CueText {
  const match = SPEAKER_PREFIX.exec(text);
  return match ? { speaker: match[1].trim(), text: match[2].trim() } : { speaker: null, text };
}

// Whole seconds, as the contract stores a paragraph's start (lib/contract/entity-checks.ts) and its anchor names it.
const wholeSeconds = (seconds: number) => Math.floor(seconds);

/**
 * A WebVTT file into timed paragraphs. A cue's speaker is its first `<v Name>` voice span, else a
 * `Name:` prefix of its text. A cue with an identifier, or a named speaker other than the
 * paragraph's, starts a new paragraph; a cue without an identifier and of the same or no speaker
 * continues the paragraph (caption files cut speech in lines; this file's own captions give each
 * paragraph's first cue its anchor as identifier). Any error of the parser refuses the file.
 */
export function parseWebVtt(input: string): TimedParagraph[] {
  checkSize(input);
  const parsed = new WebVTTParser(ENTITIES).parse(input.replace(/^\uFEFF/, ''));
  const error = parsed.errors[0];
  if (error) throw new TranscriptError(codeOf(error.message), error.line, error.message);
  if (parsed.cues.length > TRANSCRIPT_LIMITS.maxCues) throw new TranscriptError('tooManyParagraphs');
  const paragraphs: TimedParagraph[] = [];
  let last: TimedParagraph | null = null;
  for (const cue of parsed.cues) {
    if (cue.endTime > TRANSCRIPT_LIMITS.maxSeconds)
      throw new TranscriptError('badTimestamp', undefined, cue.id || String(cue.startTime));
    const inner = cueText(cue.tree.children);
    const { speaker, text } = inner.speaker !== null ? inner : speakerPrefix(inner.text);
    if (text.length > TRANSCRIPT_LIMITS.maxCueChars)
      throw new TranscriptError('tooLong', undefined, cue.id || clockOf(cue.startTime));
    if (speaker && speaker.length > TRANSCRIPT_LIMITS.maxSpeakerChars) throw new TranscriptError('speakerTooLong');
    if (!text) continue;
    const continues =
      last !== null &&
      cue.id === '' &&
      (speaker === null || speaker === last.speaker) &&
      last.paragraph_text.length + 1 + text.length <= TRANSCRIPT_LIMITS.maxParagraphChars;
    if (continues) {
      last!.paragraph_text += ` ${text}`;
      continue;
    }
    last = { start_seconds: wholeSeconds(cue.startTime), speaker: speaker ?? '', paragraph_text: text };
    paragraphs.push(last);
    if (paragraphs.length > TRANSCRIPT_LIMITS.maxParagraphs) throw new TranscriptError('tooManyParagraphs');
  }
  if (paragraphs.length === 0) throw new TranscriptError('empty');
  return paragraphs;
}

// `00:12:34`, `12:34`, `1:02:03.5`, optionally in brackets, then the paragraph.
const PASTED_LINE = /^\[?((?:\d{1,2}:)?\d{1,2}:\d{2}(?:\.\d{1,3})?)\]?(?:\s*[-–]\s+|\s+)(.*)$/u;

function pastedSeconds(clock: string, line: number): number {
  const parts = clock.split(':').map(Number);
  const [h, m, s] = parts.length === 3 ? parts : [0, ...parts];
  if (m >= 60 || s >= 60) throw new TranscriptError('badTimestamp', line, clock);
  const seconds = h * 3600 + m * 60 + s;
  if (seconds >= TRANSCRIPT_LIMITS.maxSeconds) throw new TranscriptError('badTimestamp', line, clock);
  return wholeSeconds(seconds);
}

/**
 * Paragraphs pasted with their times, one per line starting with its time (`00:12:34 CEO: text`,
 * `12:34 text`, `[00:12:34] text`); lines without a time continue the paragraph above; blank lines
 * are skipped. A paragraph without a `Name:` keeps the speaker before it. Times never go back.
 */
export function parseTimedParagraphs(input: string): TimedParagraph[] {
  checkSize(input);
  const paragraphs: TimedParagraph[] = [];
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const line = raw.trim();
    if (!line) return;
    const timed = PASTED_LINE.exec(line);
    const last = paragraphs.at(-1);
    if (!timed) {
      // A time-like start that did not parse is a bad time, not a continuation.
      if (/^\[?\d{1,2}:\d/.test(line)) throw new TranscriptError('badTimestamp', lineNumber, line.slice(0, 20));
      if (!last) throw new TranscriptError('noTime', lineNumber);
      last.paragraph_text += ` ${line}`;
      if (last.paragraph_text.length > TRANSCRIPT_LIMITS.maxCueChars) throw new TranscriptError('tooLong', lineNumber);
      return;
    }
    const start = pastedSeconds(timed[1], lineNumber);
    if (last && start < last.start_seconds) throw new TranscriptError('outOfOrder', lineNumber, timed[1]);
    const { speaker, text } = speakerPrefix(timed[2].trim());
    // `00:00:01 CEO:` names a speaker and says nothing.
    if (!text || /^[^:\d]{1,100}:$/u.test(text)) throw new TranscriptError('malformed', lineNumber);
    if (speaker && speaker.length > TRANSCRIPT_LIMITS.maxSpeakerChars)
      throw new TranscriptError('speakerTooLong', lineNumber);
    if (text.length > TRANSCRIPT_LIMITS.maxCueChars) throw new TranscriptError('tooLong', lineNumber);
    paragraphs.push({ start_seconds: start, speaker: speaker ?? last?.speaker ?? '', paragraph_text: text });
    if (paragraphs.length > TRANSCRIPT_LIMITS.maxParagraphs) throw new TranscriptError('tooManyParagraphs', lineNumber);
  });
  if (paragraphs.length === 0) throw new TranscriptError('empty');
  return paragraphs.map((paragraph) => ({
    ...paragraph,
    paragraph_text: paragraph.paragraph_text.replace(/\s+/g, ' ').trim(),
  }));
}

/** Either form: a text starting with `WEBVTT` is read as WebVTT, anything else as pasted paragraphs. */
export function parseTranscript(input: string): TimedParagraph[] {
  return /^\uFEFF?WEBVTT/.test(input) ? parseWebVtt(input) : parseTimedParagraphs(input);
}

/** Characters of one caption cue: two lines of about 42, the usual caption size. */
export const CAPTION_CHARS = 84;
/** Reading speed for the last paragraph, which has no next start to end at: characters per second. */
const READING_CHARS_PER_SECOND = 15;
const MIN_CUE_SECONDS = 1;

/**
 * Splits a paragraph into caption-sized pieces: at a space where the piece has one (so the pieces
 * joined with spaces give the text back), else between words (Thai words by the segmenter), and a
 * word longer than a piece is cut.
 */
export function captionPieces(text: string, locale: string, size = CAPTION_CHARS): string[] {
  const words = [...new Intl.Segmenter(locale, { granularity: 'word' }).segment(text.replace(/\s+/g, ' ').trim())].map(
    (part) => part.segment,
  );
  const pieces: string[] = [];
  let current = '';
  const close = (upTo: number, skip: number) => {
    const piece = current.slice(0, upTo).trim();
    if (piece) pieces.push(piece);
    current = current.slice(upTo + skip);
  };
  for (const word of words) {
    if (current.length + word.length > size && current.trim()) {
      const space = current.lastIndexOf(' ');
      if (space > 0) close(space, 1);
      if (current.length + word.length > size) close(current.length, 0);
    }
    current += word;
    while (current.length > size) close(size, 0);
  }
  close(current.length, 0);
  return pieces;
}

/** 754.5 → '00:12:34.500'. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.round(Math.max(0, seconds) * 1000);
  return `${clockOf(Math.floor(ms / 1000))}.${String(ms % 1000).padStart(3, '0')}`;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The transcript as WebVTT captions: each paragraph lasts until the next one starts (the last by its
 * length at reading speed), cut into caption-sized cues that share its time by their length. The
 * first cue of a paragraph has its anchor (`t-00-12-34`) as identifier, and each cue names the
 * speaker in a voice span: `parseWebVtt` reads the same paragraphs back.
 */
export function transcriptToWebVtt(paragraphs: readonly TimedParagraph[], locale: string): string {
  const sorted = [...paragraphs].sort((a, b) => a.start_seconds - b.start_seconds);
  const blocks: string[] = ['WEBVTT'];
  const usedIds = new Set<string>();
  sorted.forEach((paragraph, index) => {
    const text = paragraph.paragraph_text.replace(/\s+/g, ' ').trim();
    if (!text) return;
    const start = paragraph.start_seconds;
    const next = sorted[index + 1]?.start_seconds;
    const end = Math.max(next ?? start + text.length / READING_CHARS_PER_SECOND, start + MIN_CUE_SECONDS);
    const pieces = captionPieces(text, locale);
    const total = pieces.reduce((sum, piece) => sum + piece.length, 0);
    const voice = paragraph.speaker.trim()
      ? `<v ${paragraph.speaker
          .replace(/[\n\r]/g, ' ')
          .replace(/&/g, '&amp;')
          .replace(/>/g, '&gt;')}>`
      : '';
    let at = start;
    pieces.forEach((piece, pieceIndex) => {
      const until = pieceIndex === pieces.length - 1 ? end : at + ((end - start) * piece.length) / total;
      let id = '';
      if (pieceIndex === 0) {
        id = transcriptAnchor(start);
        // Two paragraphs in the same second: the second keeps an identifier of its own.
        for (let n = 2; usedIds.has(id); n += 1) id = `${transcriptAnchor(start)}-${n}`;
        usedIds.add(id);
      }
      blocks.push(`${id ? `${id}\n` : ''}${vttTimestamp(at)} --> ${vttTimestamp(until)}\n${voice}${escapeText(piece)}`);
      at = until;
    });
  });
  return `${blocks.join('\n\n')}\n`;
}
