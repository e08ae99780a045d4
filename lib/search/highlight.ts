import type { QueryTerm } from '@/lib/search-engine';
import { wordsOf } from '@/lib/search-engine';

/** A stretch of a text to mark, in UTF-16 offsets. */
export interface TextRange {
  start: number;
  end: number;
}

/** A text cut into plain and marked parts, in order; joined they give the text back unchanged. */
export interface TextPart {
  text: string;
  marked: boolean;
}

function matchesWord(term: QueryTerm, word: string): boolean {
  return term.exact.includes(word) || term.prefixes.some((prefix) => word.startsWith(prefix));
}

/**
 * The words of a text that a query matched, by the rules the index matched them with (prefixes for
 * words, exact numbers, both eras of a year); words that touch are one range ('งบ[การเงิน]').
 */
export function highlightRanges(text: string, terms: readonly QueryTerm[]): TextRange[] {
  const ranges: TextRange[] = [];
  if (terms.length === 0) return ranges;
  for (const word of wordsOf(text)) {
    if (!terms.some((term) => matchesWord(term, word.term))) continue;
    const last = ranges.at(-1);
    if (last && last.end === word.start) last.end = word.end;
    else ranges.push({ start: word.start, end: word.end });
  }
  return ranges;
}

/**
 * The text cut at the ranges, for rendering as React text and <mark> elements: the parts are plain
 * strings, so nothing in a title can ever become markup.
 */
export function highlightParts(text: string, ranges: readonly TextRange[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start < at || end <= start || end > text.length) continue;
    if (start > at) parts.push({ text: text.slice(at, start), marked: false });
    parts.push({ text: text.slice(start, end), marked: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), marked: false });
  return parts;
}
