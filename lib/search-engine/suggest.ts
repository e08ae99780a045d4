import type { QueryTerm } from './query';

/**
 * What the index's words can do for a query they do not match as typed: find the longer Thai words
 * that hold a typed word (ICU may keep a compound whole: 'ปันผล' is inside 'เงินปันผล'), and propose the
 * closest spelling when a query finds nothing.
 */

/** The index's words, sorted, with the number of documents holding each. */
export interface Vocabulary {
  terms: readonly string[];
  documents: ReadonlyMap<string, number>;
}

export function vocabularyOf(documents: ReadonlyMap<string, number>): Vocabulary {
  return { terms: [...documents.keys()].sort(), documents };
}

/** Where the words beginning with the prefix are in the sorted words: [first, end), found by binary search. */
export function prefixRange(vocabulary: Vocabulary, prefix: string): [number, number] {
  const { terms } = vocabulary;
  const first = firstIndex(terms.length, 0, (index) => terms[index] >= prefix);
  // The words beginning with the prefix sort together, right from the first word not below it.
  return [first, firstIndex(terms.length, first, (index) => !terms[index].startsWith(prefix))];
}

/** The first index in [from, length) where `reached` holds, it holding from there on; length when nowhere. */
function firstIndex(length: number, from: number, reached: (index: number) => boolean): number {
  let low = from;
  let high = length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (reached(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The words beginning with a Thai character (they sort together), for the Thai inner words. */
export function thaiWords(vocabulary: Vocabulary): Vocabulary {
  const { terms } = vocabulary;
  const first = firstIndex(terms.length, 0, (index) => terms[index] >= '\u0E00');
  return {
    terms: terms.slice(
      first,
      firstIndex(terms.length, first, (index) => terms[index] >= '\u0E80'),
    ),
    documents: vocabulary.documents,
  };
}

/** Whether some word of the vocabulary begins with the prefix. */
function hasWordStartingWith(vocabulary: Vocabulary, prefix: string): boolean {
  const [first, end] = prefixRange(vocabulary, prefix);
  return end > first;
}

/** Whether the index holds a word the term matches as it is. */
export function isKnown(term: QueryTerm, vocabulary: Vocabulary): boolean {
  return (
    term.exact.some((word) => vocabulary.documents.has(word)) ||
    term.prefixes.some((prefix) => hasWordStartingWith(vocabulary, prefix))
  );
}

/** A Thai character: only Thai words are searched inside longer words. */
export const THAI = /[\u0E00-\u0E7F]/;
/** Longer Thai words a typed Thai word may stand for, at most. */
export const MAX_EXPANSIONS = 20;
const MIN_INNER_WORD = 3;

const byDocumentsThenLength = (vocabulary: Vocabulary) => (a: string, b: string) =>
  (vocabulary.documents.get(b) ?? 0) - (vocabulary.documents.get(a) ?? 0) ||
  a.length - b.length ||
  (a < b ? -1 : a > b ? 1 : 0);

/**
 * The terms with each unknown Thai word also matching the index's words that contain it ('ปันผล' →
 * 'เงินปันผล'), the most common first. Known words and other scripts are left as they are.
 */
export function expandInnerWords(terms: readonly QueryTerm[], vocabulary: Vocabulary): QueryTerm[] {
  return terms.map((term) => {
    if (!THAI.test(term.typed) || term.typed.length < MIN_INNER_WORD || isKnown(term, vocabulary)) return term;
    const containing = vocabulary.terms.filter((word) => word.length > term.typed.length && word.includes(term.typed));
    if (containing.length === 0) return term;
    containing.sort(byDocumentsThenLength(vocabulary));
    return { ...term, exact: [...term.exact, ...containing.slice(0, MAX_EXPANSIONS)] };
  });
}

/** Edits (insert, delete, substitute, swap two neighbours) from a to b, or limit + 1 when more than limit. */
export function editDistance(a: string, b: string, limit: number): number {
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > limit) return limit + 1;
  let before = new Array<number>(y.length + 1).fill(0);
  let previous = Array.from({ length: y.length + 1 }, (_, index) => index);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[y.length];
}

/** Edits allowed for a word of this many characters: none for short words, where any change makes another word. */
function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

/** The index's word closest in spelling to an unknown word: fewest edits, then the most common; null when none is close. */
export function closestWord(typed: string, vocabulary: Vocabulary): string | null {
  const limit = allowedEdits(Array.from(typed).length);
  if (limit === 0 || !/\p{L}/u.test(typed)) return null;
  let best: { word: string; edits: number; documents: number } | null = null;
  for (const word of vocabulary.terms) {
    const edits = editDistance(typed, word, limit);
    if (edits > limit || edits === 0) continue;
    const documents = vocabulary.documents.get(word) ?? 0;
    if (!best || edits < best.edits || (edits === best.edits && documents > best.documents))
      best = { word, edits, documents };
  }
  return best?.word ?? null;
}

/**
 * The query respelled with the closest known word for each unknown one, for "did you mean"; null
 * when no word could be respelled. Words are joined by spaces, so Thai words read apart: still one query.
 */
export function closestSpelling(terms: readonly QueryTerm[], vocabulary: Vocabulary): string | null {
  let changed = false;
  const words = terms.map((term) => {
    if (isKnown(term, vocabulary)) return term.typed;
    const closest = closestWord(term.typed, vocabulary);
    if (closest === null) return term.typed;
    changed = true;
    return closest;
  });
  return changed ? words.join(' ') : null;
}
