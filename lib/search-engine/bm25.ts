/**
 * The ranking of the site search: BM25 as SQLite's FTS5 computes it in bm25() (k1 = 1.2, b = 0.75, an
 * IDF floor of 1e-6, a word counted with its column's weight), computed here from a candidate's stored
 * words instead. FTS5's bm25() counts each query word's documents over the whole index on every call,
 * which cost more than everything else a query does; here those counts come from the index's
 * vocabulary, read once per index build (lib/store/search-store.ts, readIndexWords).
 */

const K1 = 1.2;
const B = 0.75;

/** One phrase of a query, as FTS5 ranks them: a word, or a prefix standing for every word it begins. */
export interface Phrase {
  text: string;
  prefix: boolean;
  /** The phrase's inverse document frequency. */
  idf: number;
}

/** FTS5's IDF of a phrase held by `documents` of the index's `rows` documents: never below 1e-6. */
export function inverseDocumentFrequency(rows: number, documents: number): number {
  const idf = Math.log((rows - documents + 0.5) / (documents + 0.5));
  return idf <= 0 ? 1e-6 : idf;
}

/** A document's searchable columns: each column's words (as stored: separated by single spaces) and its weight. */
export interface WeightedColumn {
  words: string;
  weight: number;
}

/** How many words of a stored column there are ('' holds none). */
export function wordCount(words: string): number {
  if (words === '') return 0;
  let count = 1;
  for (let at = words.indexOf(' '); at !== -1; at = words.indexOf(' ', at + 1)) count += 1;
  return count;
}

/** How many times `needle` occurs in `text` (occurrences do not overlap: each begins after a space). */
function occurrences(text: string, needle: string): number {
  let count = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length - 1)) count += 1;
  return count;
}

/**
 * Prepares the phrases once for many documents. A document's score (higher is better) is read from
 * its weighted columns and its length in words (every column: FTS5's D). A word is found as
 * " word " in the column with a space at each end, a prefix as " prefix".
 */
export function bm25Scorer(
  phrases: readonly Phrase[],
  averageLength: number,
): (columns: readonly WeightedColumn[], length: number) => number {
  const needles = phrases.map((phrase) => (phrase.prefix ? ` ${phrase.text}` : ` ${phrase.text} `));
  const frequency = new Float64Array(phrases.length);
  return (columns, length) => {
    frequency.fill(0);
    for (const { words, weight } of columns) {
      if (words === '' || weight === 0) continue;
      const text = ` ${words} `;
      for (let index = 0; index < needles.length; index += 1)
        frequency[index] += weight * occurrences(text, needles[index]);
    }
    const norm = K1 * (1 - B + (B * length) / averageLength);
    let score = 0;
    for (let index = 0; index < phrases.length; index += 1) {
      score += phrases[index].idf * ((frequency[index] * (K1 + 1.0)) / (frequency[index] + norm));
    }
    return score;
  };
}
