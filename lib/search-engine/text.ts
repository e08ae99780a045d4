/**
 * The words of a text as the search index and its queries see them. Thai is written without spaces
 * between words, so words come from Intl.Segmenter (ICU's word dictionary), at index and at query
 * time alike; English and digits split where Unicode's word boundaries say. Indexing, queries and
 * highlighting all read words through this module, so they agree on what a word is.
 */

// The Thai locale: its dictionary splits Thai runs; Latin text and digits split as in any locale.
const wordSegmenter = new Intl.Segmenter('th', { granularity: 'word' });

/** One word of a text: its place in the text (UTF-16 offsets) and its searchable form. */
export interface Word {
  start: number;
  end: number;
  term: string;
}

const THAI_DIGIT_ZERO = 0x0e50;
const thaiDigits = /[\u0E50-\u0E59]/g;
// What a term keeps: letters, combining marks (Thai vowels and tone marks are marks) and digits.
const notTermCharacter = /[^\p{L}\p{M}\p{N}]/gu;

/**
 * The searchable form of one word: compatibility forms folded (NFKC: full-width Latin and the like),
 * Thai sara am kept as one character however it was typed, Thai digits as ASCII digits, lower case,
 * and punctuation inside the word dropped ('2,000' → '2000', 'ซันฯ' → 'ซัน'). May be ''.
 */
export function termOf(word: string): string {
  return (
    word
      .normalize('NFKC')
      // NFKC spells sara am as nikhahit + sara aa; ICU's dictionary and most typed text use the one character.
      .replace(/\u0E4D\u0E32/g, '\u0E33')
      .replace(thaiDigits, (digit) => String(digit.charCodeAt(0) - THAI_DIGIT_ZERO))
      .toLowerCase()
      .replace(notTermCharacter, '')
  );
}

/** The words of a text in order, each with its offsets in the text as given; words with no searchable character are left out. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const { segment, index, isWordLike } of wordSegmenter.segment(text)) {
    if (!isWordLike) continue;
    const term = termOf(segment);
    if (term) words.push({ start: index, end: index + segment.length, term });
  }
  return words;
}

/** A text as the index stores it: its terms separated by spaces, so the index's tokenizer splits exactly there. */
export function indexedTerms(text: string | null | undefined): string {
  return text
    ? wordsOf(text)
        .map((word) => word.term)
        .join(' ')
    : '';
}

/** Whether a term holds a letter (a word, which matches as a prefix) rather than only digits (matched exactly). */
export function hasLetter(term: string): boolean {
  return /\p{L}/u.test(term);
}
