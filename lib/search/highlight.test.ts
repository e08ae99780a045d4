import { highlightParts, highlightRanges } from './highlight';
import { parseSearchQuery } from '@/lib/search-engine/query';

const marked = (text: string, query: string) =>
  highlightParts(text, highlightRanges(text, parseSearchQuery(query).terms))
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('highlightRanges', () => {
  it('marks the Thai words a query matched, touching words as one', () => {
    expect(marked('งบการเงิน ไตรมาส 3/2568', 'การเงิน')).toEqual(['การเงิน']);
    expect(marked('การประชุมสามัญผู้ถือหุ้นประจำปี 2568', 'ประชุมผู้ถือหุ้น')).toEqual(['ประชุม', 'ผู้ถือหุ้น']);
  });

  it('marks English words by prefix, case-insensitively, and years in both eras', () => {
    expect(marked('Interim Dividend payment', 'divid')).toEqual(['Dividend']);
    expect(marked('Minutes of the 2024 Annual General Meeting', 'minutes 2567')).toEqual(['Minutes', '2024']);
    expect(marked('Opportunity Day Q3/2025', 'q3 2568')).toEqual(['Q3', '2025']);
  });

  it('marks numbers only whole', () => {
    expect(marked('No. 3 of 31', '3')).toEqual(['3']);
  });

  it('marks nothing without terms', () => {
    expect(highlightRanges('anything', [])).toEqual([]);
  });
});

describe('highlightParts', () => {
  it('gives the text back unchanged, in plain and marked parts', () => {
    const text = '<b>Dividend</b> & "minutes"';
    const parts = highlightParts(text, highlightRanges(text, parseSearchQuery('dividend minutes').terms));
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual(['Dividend', 'minutes']);
  });

  it('ignores ranges out of order or outside the text', () => {
    expect(
      highlightParts('abcdef', [
        { start: 2, end: 4 },
        { start: 1, end: 3 },
        { start: 5, end: 99 },
      ]),
    ).toEqual([
      { text: 'ab', marked: false },
      { text: 'cd', marked: true },
      { text: 'ef', marked: false },
    ]);
  });
});
