/** @jest-environment node */
import { createClient, type Client } from '@libsql/client';
import { bm25Scorer, inverseDocumentFrequency, wordCount, type Phrase } from './bm25';

/**
 * The scorer against SQLite's own bm25() on the same documents: a made-up corpus in an in-memory FTS5
 * table of the index's shape (three weighted text columns and a scope column of weight 0, detail=column),
 * queries of exact words and prefixes. Equal to the last bits that a sum in another order may change.
 */

const WORDS = [
  'alpha',
  'alphabet',
  'alps',
  'beta',
  'bet',
  'gamma',
  'delta',
  'การเงิน',
  'การ',
  'เงิน',
  'งบ',
  '2568',
  '2025',
];
const WEIGHTS = [10, 2, 1, 0];

let client: Client;
let documents: string[][];

/** A deterministic generator (the same corpus every run). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

beforeAll(async () => {
  client = createClient({ url: ':memory:' });
  await client.execute(
    `CREATE VIRTUAL TABLE t USING fts5(title, detail, keywords, scope, tokenize="unicode61 categories 'L* N* Co M*' remove_diacritics 0", detail=column)`,
  );
  const next = random(7);
  const words = (most: number) =>
    Array.from({ length: Math.floor(next() * (most + 1)) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
  documents = Array.from({ length: 300 }, () => [words(6), words(14), words(4), `\uE000s${Math.floor(next() * 3)}`]);
  await client.batch(
    documents.map((columns) => ({
      sql: 'INSERT INTO t (title, detail, keywords, scope) VALUES (?, ?, ?, ?)',
      args: columns,
    })),
    'write',
  );
});
afterAll(() => client.close());

/** How many documents hold the phrase in a text column, counted one by one. */
function holding(text: string, prefix: boolean): number {
  return documents.filter((columns) =>
    columns
      .slice(0, 3)
      .some((column) => column.split(' ').some((word) => (prefix ? word.startsWith(text) : word === text))),
  ).length;
}

/** A query term as FTS5 was asked it: its exact words, then its prefixes, each one phrase. */
const term = (typed: string, exact: string[], prefixes: string[]) => ({ typed, exact, prefixes });

/** The phrases of terms in FTS5's order, each with its IDF from `documents`. */
function phrasesOf(
  terms: readonly ReturnType<typeof term>[],
  rows: number,
  documents: (text: string, prefix: boolean) => number,
): Phrase[] {
  return terms.flatMap((entry) => [
    ...entry.exact.map((text) => ({
      text,
      prefix: false,
      idf: inverseDocumentFrequency(rows, documents(text, false)),
    })),
    ...entry.prefixes.map((text) => ({
      text,
      prefix: true,
      idf: inverseDocumentFrequency(rows, documents(text, true)),
    })),
  ]);
}

describe('bm25Scorer', () => {
  it.each([
    ['one word', [term('beta', ['beta'], [])]],
    ['a word and its prefix', [term('alpha', ['alpha'], ['alpha'])]],
    ['a prefix of several words', [term('alp', ['alp'], ['alp'])]],
    ['two Thai words', [term('การ', ['การ'], ['การ']), term('เงิน', ['เงิน'], ['เงิน'])]],
    ['a year in both eras', [term('2568', ['2568', '2025'], [])]],
  ])('scores as FTS5 bm25() does: %s', async (_, terms) => {
    const expression = `{title detail keywords} : (${terms
      .map(
        (entry) =>
          `(${[...entry.exact.map((word) => `"${word}"`), ...entry.prefixes.map((prefix) => `"${prefix}"*`)].join(' OR ')})`,
      )
      .join(' AND ')})`;
    const expected = (
      await client.execute({
        sql: `SELECT rowid, bm25(t, ${WEIGHTS.join(', ')}) AS score FROM t WHERE t MATCH ? ORDER BY rowid`,
        args: [expression],
      })
    ).rows.map((row) => [Number(row.rowid), -Number(row.score)] as const);
    expect(expected.length).toBeGreaterThan(5);
    const length = documents.reduce(
      (sum, columns) => sum + columns.reduce((inner, column) => inner + wordCount(column), 0),
      0,
    );
    const score = bm25Scorer(phrasesOf(terms, documents.length, holding), length / documents.length);
    for (const [rowid, value] of expected) {
      const columns = documents[rowid - 1];
      const mine = score(
        columns.map((words, index) => ({ words, weight: WEIGHTS[index] })),
        columns.reduce((sum, column) => sum + wordCount(column), 0),
      );
      expect(mine).toBeCloseTo(value, 12);
    }
  });

  it('counts a word only where it stands whole, a prefix only at the start of a word', () => {
    const score = bm25Scorer(
      phrasesOf([term('bet', ['bet'], [])], 10, () => 1),
      3,
    );
    const prefix = bm25Scorer(
      phrasesOf([term('bet', [], ['bet'])], 10, () => 1),
      3,
    );
    const of = (words: string) => [{ words, weight: 1 }];
    expect(score(of('alphabet beta'), 2)).toBe(0);
    expect(score(of('bet bet'), 2)).toBeGreaterThan(score(of('bet beta'), 2));
    expect(prefix(of('alphabet'), 1)).toBe(0);
    expect(prefix(of('beta bet'), 2)).toBe(prefix(of('bet bet'), 2));
  });
});

describe('inverseDocumentFrequency and wordCount', () => {
  it('floors the IDF of a phrase in most documents at 1e-6, as FTS5 does', () => {
    expect(inverseDocumentFrequency(100, 1)).toBeCloseTo(Math.log(99.5 / 1.5), 12);
    expect(inverseDocumentFrequency(100, 60)).toBe(1e-6);
  });

  it('counts the words of a stored column', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('งบ การเงิน 2568')).toBe(3);
  });
});
