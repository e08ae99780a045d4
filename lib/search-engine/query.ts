import { parseQuery } from '@/lib/site';
import type { SearchParamValue } from '@/lib/site';
import { hasLetter, wordsOf } from './text';
import { otherEraYear } from './years';

/**
 * One word of a query and the index terms it matches: words as typed and as prefixes ('divid' finds
 * 'dividend', 'minutes' finds 'minute'), numbers exactly ('3' never finds '31') and years in both eras.
 * A document holding the word exactly matches twice and so ranks above one that only holds a longer word.
 */
export interface QueryTerm {
  /** The term as typed (searchable form), e.g. 'minutes', 'การเงิน', '2568'. */
  typed: string;
  /** Index terms matched as they are. */
  exact: string[];
  /** Index terms matched by their beginning. */
  prefixes: string[];
}

export interface SearchQuery {
  /** The query as kept: trimmed and cut to 100 characters, as the page shows it back. */
  text: string;
  /** What must all be found; empty when the query holds no searchable word. */
  terms: QueryTerm[];
}

/** More words than anyone types into a site search; bounds the work of one query. */
export const MAX_QUERY_TERMS = 12;

// Left out of a query that has other words: they are in almost every English title and say nothing.
const ENGLISH_STOPWORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'in',
  'is',
  'it',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
]);

/**
 * An English plural's stem, so that the prefix match finds singular and plural alike: 'minutes' →
 * 'minute', 'companies' → 'compan', 'matches' → 'match'. Other words are kept as they are.
 */
export function englishStem(term: string): string {
  if (!/^[a-z]+$/.test(term) || term.length < 4) return term;
  if (term.length >= 5 && term.endsWith('ies')) return term.slice(0, -3);
  if (/(?:ss|x|z|ch|sh)es$/.test(term)) return term.slice(0, -2);
  if (term.endsWith('s') && !term.endsWith('ss')) return term.slice(0, -1);
  return term;
}

/**
 * Reads ?q=: trimmed and cut to 100 characters (as every search box of the site), split into words
 * the way the index splits its texts (Thai by the segmenter), each word a term the results must hold.
 */
export function parseSearchQuery(raw: SearchParamValue): SearchQuery {
  const text = parseQuery(raw);
  const typed = [...new Set(wordsOf(text).map((word) => word.term))];
  const meaningful = typed.filter((term) => !ENGLISH_STOPWORDS.has(term));
  const kept = (meaningful.length > 0 ? meaningful : typed).slice(0, MAX_QUERY_TERMS);
  return { text, terms: kept.map(queryTerm) };
}

function queryTerm(typed: string): QueryTerm {
  if (hasLetter(typed)) return { typed, exact: [typed], prefixes: [englishStem(typed)] };
  const year = otherEraYear(typed);
  return { typed, exact: year ? [typed, year] : [typed], prefixes: [] };
}

/**
 * A term as an FTS5 string: always double-quoted, so that nothing typed is read as FTS syntax
 * (AND, OR, NOT, NEAR, column names, ^, *, parentheses). Terms hold only letters, marks and digits
 * (text.ts), but a double quote is doubled all the same, as FTS5 wants it inside a string.
 */
export function ftsString(term: string): string {
  return `"${term.replace(/"/g, '""')}"`;
}

/** The FTS5 expression of one term: its exact terms and prefix queries, ORed. */
function termExpression(term: QueryTerm): string {
  const alternatives = [...term.exact.map(ftsString), ...term.prefixes.map((prefix) => `${ftsString(prefix)}*`)];
  return alternatives.length === 1 ? alternatives[0] : `(${alternatives.join(' OR ')})`;
}

/**
 * The FTS5 MATCH expression of a query: every term in one of the text columns, and every scope
 * token (language, section, year) in the scope column. Null when the query has no term.
 */
export function ftsMatchExpression(
  terms: readonly QueryTerm[],
  columns: { text: readonly string[]; scope: string },
  scope: readonly string[] = [],
): string | null {
  if (terms.length === 0) return null;
  const text = `{${columns.text.join(' ')}} : (${terms.map(termExpression).join(' AND ')})`;
  return scope.length === 0 ? text : `${text} AND ${columns.scope} : (${scope.map(ftsString).join(' AND ')})`;
}
