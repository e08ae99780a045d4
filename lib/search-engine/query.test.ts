/** @jest-environment node */
import { createClient } from '@libsql/client';
import { englishStem, ftsMatchExpression, ftsString, MAX_QUERY_TERMS, parseSearchQuery } from './query';

const columns = { text: ['title_terms'], scope: 'scope' };

describe('parseSearchQuery', () => {
  it('splits Thai with the segmenter and keeps each word once', () => {
    expect(parseSearchQuery('การเงิน').terms.map((term) => term.typed)).toEqual(['การ', 'เงิน']);
    expect(parseSearchQuery('หุ้นกู้ หุ้นกู้').terms.map((term) => term.typed)).toEqual(['หุ้น', 'กู้']);
  });

  it('matches words as typed and as prefixes of their stem, numbers exactly and years in both eras', () => {
    const [minutes, year, quarter, three] = parseSearchQuery('minutes 2568 Q3 3').terms;
    expect(minutes).toEqual({ typed: 'minutes', exact: ['minutes'], prefixes: ['minute'] });
    expect(year).toEqual({ typed: '2568', exact: ['2568', '2025'], prefixes: [] });
    expect(quarter).toEqual({ typed: 'q3', exact: ['q3'], prefixes: ['q3'] });
    expect(three).toEqual({ typed: '3', exact: ['3'], prefixes: [] });
  });

  it('drops English stop words unless the query is nothing else', () => {
    expect(parseSearchQuery('the 2024 AGM minutes').terms.map((term) => term.typed)).toEqual([
      '2024',
      'agm',
      'minutes',
    ]);
    expect(parseSearchQuery('The').terms.map((term) => term.typed)).toEqual(['the']);
  });

  it('cuts the text at 100 characters and bounds the number of words', () => {
    const long = 'ก'.repeat(150);
    expect(parseSearchQuery(long).text).toHaveLength(100);
    const many = Array.from({ length: 40 }, (_, index) => `word${index}`).join(' ');
    expect(parseSearchQuery(many).terms).toHaveLength(MAX_QUERY_TERMS);
    expect(parseSearchQuery(['first', 'second']).text).toBe('first');
    expect(parseSearchQuery(undefined)).toEqual({ text: '', terms: [] });
  });
});

describe('englishStem', () => {
  it.each([
    ['minutes', 'minute'],
    ['reports', 'report'],
    ['companies', 'compan'],
    ['matches', 'match'],
    ['business', 'business'],
    ['bus', 'bus'],
    ['การเงิน', 'การเงิน'],
  ])('%s → %s', (word, stem) => expect(englishStem(word)).toBe(stem));
});

describe('FTS syntax in a query is text', () => {
  it('quotes every term and doubles a double quote', () => {
    expect(ftsString('near')).toBe('"near"');
    expect(ftsString('a"b')).toBe('"a""b"');
  });

  it('builds one expression of quoted terms, whatever was typed', () => {
    const { terms } = parseSearchQuery('NEAR(a b) OR "x" NOT title_terms:^y* AND');
    const expression = ftsMatchExpression(terms, columns, ['lth']);
    expect(expression).toBe(
      // Stop words (a, or, and) are dropped; the column name typed is one more word to find.
      '{title_terms} : (("near" OR "near"*) AND ("b" OR "b"*) AND ("x" OR "x"*) AND ("not" OR "not"*) AND ("titleterms" OR "titleterm"*) AND ("y" OR "y"*)) AND scope : ("lth")',
    );
    expect(ftsMatchExpression([], columns)).toBeNull();
  });

  it('runs against FTS5 without a syntax error and finds the words as words', async () => {
    const client = createClient({ url: ':memory:' });
    await client.execute(
      'CREATE VIRTUAL TABLE t USING fts5(title_terms, scope, tokenize = "unicode61 categories \'L* N* Co M*\'")',
    );
    await client.execute({ sql: 'INSERT INTO t VALUES (?, ?)', args: ['near or not and title', 'lth'] });
    const hostile = [
      'NEAR(a b)',
      '"unbalanced',
      'title_terms:x',
      '*',
      '^start',
      'a AND OR NOT',
      '(((',
      'x" OR "y',
      'near or not',
      '-minus +plus',
      "o'reilly",
      'ก:ข',
    ];
    for (const typed of hostile) {
      const expression = ftsMatchExpression(parseSearchQuery(typed).terms, columns, ['lth']);
      if (expression === null) continue;
      const result = await client.execute({ sql: 'SELECT COUNT(*) AS n FROM t WHERE t MATCH ?', args: [expression] });
      expect([typed, Number(result.rows[0].n) >= 0]).toEqual([typed, true]);
    }
    const found = await client.execute({
      sql: 'SELECT COUNT(*) AS n FROM t WHERE t MATCH ?',
      args: [ftsMatchExpression(parseSearchQuery('near or not').terms, columns, ['lth'])],
    });
    expect(Number(found.rows[0].n)).toBe(1);
    client.close();
  });
});
