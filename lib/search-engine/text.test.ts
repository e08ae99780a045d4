import { indexedTerms, termOf, wordsOf } from './text';

const terms = (text: string) => wordsOf(text).map((word) => word.term);

describe('wordsOf: Thai is split into words by Intl.Segmenter', () => {
  it('splits Thai written without spaces', () => {
    expect(terms('งบการเงิน')).toEqual(['งบ', 'การ', 'เงิน']);
    expect(terms('การประชุมสามัญผู้ถือหุ้น')).toEqual(['การ', 'ประชุม', 'สามัญ', 'ผู้', 'ถือ', 'หุ้น']);
  });

  it('splits a query the way it splits the indexed text, so a word inside a longer phrase is found', () => {
    const indexed = new Set(terms('หนังสือเชิญประชุมสามัญผู้ถือหุ้นประจำปี 2567'));
    for (const term of terms('ประชุมผู้ถือหุ้น')) expect(indexed).toContain(term);
    const statement = new Set(terms('งบการเงิน ไตรมาส 3/2568'));
    for (const term of terms('การเงิน')) expect(statement).toContain(term);
  });

  it('splits mixed Thai, English and numbers, dropping punctuation', () => {
    expect(terms('Opportunity Day ไตรมาส 3/2568')).toEqual(['opportunity', 'day', 'ไตรมาส', '3', '2568']);
    expect(terms('Q3/2025 "dividend" (interim)')).toEqual(['q3', '2025', 'dividend', 'interim']);
    expect(terms('สยามฮอไรซันฯ ออกหุ้นกู้ 2,000 ล้าน')).toContain('2000');
  });

  it('gives each word its place in the original text', () => {
    const text = 'งบการเงิน Q3';
    for (const word of wordsOf(text)) expect(termOf(text.slice(word.start, word.end))).toBe(word.term);
    expect(wordsOf(text).map(({ start, end }) => [start, end])).toEqual([
      [0, 2],
      [2, 5],
      [5, 9],
      [10, 12],
    ]);
  });

  it('has no words for punctuation or FTS syntax alone', () => {
    expect(terms('"*^:()-+ ')).toEqual([]);
    expect(terms('')).toEqual([]);
  });
});

describe('termOf', () => {
  it('folds case, full-width letters and Thai digits', () => {
    expect(termOf('DIVIDEND')).toBe('dividend');
    expect(termOf('ＡＧＭ')).toBe('agm');
    expect(termOf('๒๕๖๘')).toBe('2568');
  });

  it('reads sara am typed as nikhahit + sara aa as the one character', () => {
    expect(termOf('ประจ\u0E4D\u0E32')).toBe(termOf('ประจำ'));
  });
});

describe('indexedTerms', () => {
  it('is the terms separated by spaces, empty for no text', () => {
    expect(indexedTerms('รายงานความยั่งยืน 2567')).toBe('รายงาน ความ ยั่งยืน 2567');
    expect(indexedTerms(null)).toBe('');
  });
});
