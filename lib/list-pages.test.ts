import { canonicalListSearch, listPages } from './list-pages';

describe('canonicalListSearch', () => {
  it('keeps a list page’s year and page, and leaves out page 1 and the default year', () => {
    expect(canonicalListSearch('newsSet', { year: '2024', page: '2' })).toBe('year=2024&page=2');
    expect(canonicalListSearch('newsSet', { year: '2024', page: '1' })).toBe('year=2024');
    expect(canonicalListSearch('newsSet', { year: '2025' })).toBe('');
    expect(canonicalListSearch('newsSet', {})).toBe('');
  });

  it('drops the search text, unknown parameters and values the page does not offer', () => {
    expect(canonicalListSearch('newsSet', { year: '2024', q: 'dividend', utm_source: 'x' })).toBe('year=2024');
    expect(canonicalListSearch('newsSet', { year: '1999' })).toBe('');
    expect(canonicalListSearch('newsSet', { year: '20x4', page: '-3' })).toBe('');
    expect(canonicalListSearch('newsSet', { page: '0002' })).toBe('page=2');
  });

  it('keeps what each list has: meeting types, no pages where the list has none', () => {
    expect(canonicalListSearch('shareholderMeeting', { year: '2024', type: '1', page: '3' })).toBe('year=2024&type=1');
    expect(canonicalListSearch('shareholderMeeting', { type: '0' })).toBe('');
    expect(canonicalListSearch('calendar', { year: '2023', page: '2' })).toBe('year=2023');
  });

  it('keeps any press-release year, as those come from the data', () => {
    expect(canonicalListSearch('newsMedia', { year: '2019', page: '2' })).toBe('year=2019&page=2');
  });

  it('gives non-list pages no query at all', () => {
    expect(listPages.about).toBeUndefined();
    expect(canonicalListSearch('about', { year: '2024', page: '2' })).toBe('');
  });

  it('takes the first value of a repeated parameter', () => {
    expect(canonicalListSearch('activity', { year: ['2023', '2022'], page: ['2'] })).toBe('year=2023&page=2');
  });
});
