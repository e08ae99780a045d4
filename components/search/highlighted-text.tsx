import { Fragment } from 'react';
import { highlightParts, highlightRanges } from '@/lib/search';
import type { QueryTerm } from '@/lib/search-engine';

/**
 * A text with the words a query matched in <mark>. The text is split into parts and each part
 * rendered as a React text node, so a title holding markup shows it as text, never as HTML.
 */
export function HighlightedText({ text, terms }: { text: string; terms: readonly QueryTerm[] }) {
  return highlightParts(text, highlightRanges(text, terms)).map((part, index) =>
    part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
