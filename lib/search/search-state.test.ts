import { readSearchState, searchHref } from './search-state';

describe('readSearchState', () => {
  it('reads the query, the section, the year and the page', () => {
    const state = readSearchState({ q: ' หุ้นกู้ ', type: 'announcements', year: '2024', page: '2' });
    expect(state).toMatchObject({ cut: false, section: 'announcements', year: 2024, page: 2 });
    expect(state.query.text).toBe('หุ้นกู้');
  });

  it('falls back to no filter and page 1 for anything unreadable, and takes a repeated parameter by its first value', () => {
    expect(readSearchState({ type: 'nope', year: 'MMXXIV', page: '-3' })).toMatchObject({
      section: null,
      year: null,
      page: 1,
    });
    expect(readSearchState({ type: ['press', 'ads'], year: ['2567', '2020'], page: '1.5' })).toMatchObject({
      section: 'press',
      year: 2024,
      page: 1,
    });
    expect(readSearchState({ type: 'constructor' }).section).toBeNull();
  });

  it('says when the text was cut at 100 characters', () => {
    expect(readSearchState({ q: 'x'.repeat(101) })).toMatchObject({ cut: true, query: { text: 'x'.repeat(100) } });
    expect(readSearchState({ q: 'x'.repeat(100) }).cut).toBe(false);
  });
});

describe('searchHref', () => {
  it('writes the state with the defaults left out', () => {
    expect(searchHref({ q: 'Q3 2025' })).toBe('/search?q=Q3+2025');
    expect(searchHref({ q: 'การเงิน', section: 'statements', year: 2025, page: 2 })).toBe(
      `/search?q=${encodeURIComponent('การเงิน')}&type=statements&year=2025&page=2`,
    );
    expect(searchHref({ q: '', page: 1 })).toBe('/search');
  });
});
