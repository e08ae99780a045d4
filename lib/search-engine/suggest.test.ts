import { parseSearchQuery } from './query';
import {
  closestSpelling,
  closestWord,
  editDistance,
  expandInnerWords,
  isKnown,
  MAX_EXPANSIONS,
  prefixRange,
  thaiWords,
  vocabularyOf,
} from './suggest';

const vocabulary = vocabularyOf(
  new Map([
    ['dividend', 12],
    ['dividends', 2],
    ['minutes', 5],
    ['meeting', 30],
    ['เงินปันผล', 8],
    ['การจ่ายเงินปันผล', 1],
    ['การ', 90],
    ['เงิน', 40],
    ['2025', 50],
  ]),
);
const terms = (query: string) => parseSearchQuery(query).terms;

describe('isKnown', () => {
  it('knows a word the index holds as such or as the beginning of a longer word', () => {
    expect(isKnown(terms('divid')[0], vocabulary)).toBe(true);
    expect(isKnown(terms('2568')[0], vocabulary)).toBe(true);
    expect(isKnown(terms('ปันผล')[0], vocabulary)).toBe(false);
  });
});

describe('prefixRange and thaiWords', () => {
  it('finds the words a prefix begins, by binary search', () => {
    const range = (prefix: string) => {
      const [first, end] = prefixRange(vocabulary, prefix);
      return vocabulary.terms.slice(first, end);
    };
    expect(range('divid')).toEqual(['dividend', 'dividends']);
    expect(range('dividends')).toEqual(['dividends']);
    expect(range('การ')).toEqual(['การ', 'การจ่ายเงินปันผล']);
    expect(range('zz')).toEqual([]);
    expect(range('')).toEqual(vocabulary.terms);
  });

  it('keeps the words that begin with a Thai character', () => {
    expect(thaiWords(vocabulary).terms).toEqual(['การ', 'การจ่ายเงินปันผล', 'เงิน', 'เงินปันผล']);
  });
});

describe('expandInnerWords', () => {
  it('lets an unknown Thai word match the longer words that hold it, the most common first', () => {
    const [term] = expandInnerWords(terms('ปันผล'), vocabulary);
    expect(term.exact).toEqual(['ปันผล', 'เงินปันผล', 'การจ่ายเงินปันผล']);
  });

  it('leaves known words, short words and other scripts alone', () => {
    expect(expandInnerWords(terms('เงิน'), vocabulary)).toEqual(terms('เงิน'));
    expect(expandInnerWords(terms('ผล'), vocabulary)).toEqual(terms('ผล'));
    expect(expandInnerWords(terms('ividend'), vocabulary)).toEqual(terms('ividend'));
  });

  it('adds at most MAX_EXPANSIONS words', () => {
    const many = vocabularyOf(new Map(Array.from({ length: 50 }, (_, index) => [`ก${index}ปันผล`, index])));
    expect(expandInnerWords(terms('ปันผล'), many)[0].exact).toHaveLength(1 + MAX_EXPANSIONS);
  });
});

describe('editDistance', () => {
  it('counts inserts, deletes, substitutions and swaps, up to a limit', () => {
    expect(editDistance('dividend', 'dividend', 2)).toBe(0);
    expect(editDistance('dividnd', 'dividend', 2)).toBe(1);
    expect(editDistance('divdiend', 'dividend', 2)).toBe(1);
    expect(editDistance('mintues', 'minutes', 2)).toBe(1);
    expect(editDistance('abc', 'xyzabc', 2)).toBe(3);
    expect(editDistance('เงินปันผน', 'เงินปันผล', 1)).toBe(1);
  });
});

describe('closestWord and closestSpelling', () => {
  it('proposes the closest known word, the most common among equals', () => {
    expect(closestWord('dividnd', vocabulary)).toBe('dividend');
    expect(closestWord('meetnig', vocabulary)).toBe('meeting');
    expect(closestWord('เงินปันผน', vocabulary)).toBe('เงินปันผล');
  });

  it('proposes nothing for short words, numbers or words far from any', () => {
    expect(closestWord('mee', vocabulary)).toBeNull();
    expect(closestWord('2026', vocabulary)).toBeNull();
    expect(closestWord('zzzzzzzz', vocabulary)).toBeNull();
  });

  it('respells the unknown words of a query and keeps the known ones', () => {
    expect(closestSpelling(terms('dividnd 2025'), vocabulary)).toBe('dividend 2025');
    expect(closestSpelling(terms('dividend'), vocabulary)).toBeNull();
  });
});
