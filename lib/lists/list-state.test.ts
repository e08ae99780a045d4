import {
  filterByTitle,
  filterByYear,
  listHref,
  newestFirst,
  pageCount,
  paginate,
  paginationWindow,
  parsePage,
  parseYear,
  yearOptions,
} from '@/lib/lists/list-state';
import { MAX_QUERY_LENGTH, parseQuery } from '@/lib/site/search-params';

const YEARS = [2025, 2024, 2023, 2022, 2021];

describe('parseYear', () => {
  it('keeps an offered year', () => {
    expect(parseYear('2023', YEARS, 2025)).toBe(2023);
    expect(parseYear(['2022', '2021'], YEARS, 2025)).toBe(2022);
  });

  it('falls back for a missing, invalid or unoffered year', () => {
    for (const raw of [undefined, '', 'abc', '2023.5', '2019', '2568', []]) {
      expect(parseYear(raw, YEARS, 2025)).toBe(2025);
    }
  });
});

describe('parsePage', () => {
  it('keeps a page in 1..total', () => {
    expect(parsePage('1', 5)).toBe(1);
    expect(parsePage('5', 5)).toBe(5);
    expect(parsePage(['3', '4'], 5)).toBe(3);
  });

  it('is 1 for a missing, invalid or out-of-range page', () => {
    for (const raw of [undefined, '', 'two', '0', '-1', '6', '2.5', '3x']) expect(parsePage(raw, 5)).toBe(1);
    expect(parsePage('1', 0)).toBe(1);
  });
});

describe('parseQuery', () => {
  it('trims the text', () => {
    expect(parseQuery('  งบการเงิน  ')).toBe('งบการเงิน');
    expect(parseQuery(['dividend', 'other'])).toBe('dividend');
  });

  it('is empty when absent', () => {
    expect(parseQuery(undefined)).toBe('');
    expect(parseQuery('   ')).toBe('');
  });

  it('keeps at most 100 characters', () => {
    expect(parseQuery('ก'.repeat(150))).toHaveLength(MAX_QUERY_LENGTH);
    expect(Array.from(parseQuery('😀'.repeat(150)))).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, i) => i + 1);

  it('slices one page', () => {
    expect(paginate(items, 1, 10)).toEqual({ items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, totalPages: 3 });
    expect(paginate(items, 3, 10)).toEqual({ items: [21, 22, 23], page: 3, totalPages: 3 });
  });

  it('shows page 1 for a page outside 1..total', () => {
    expect(paginate(items, 4, 10).page).toBe(1);
    expect(paginate(items, 0, 10).page).toBe(1);
    expect(paginate(items, 1.5, 10).page).toBe(1);
  });

  it('has one empty page for an empty list', () => {
    expect(paginate([], 1, 5)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('puts everything on one page for an unusable page size', () => {
    expect(paginate(items, 2, 0)).toEqual({ items, page: 1, totalPages: 1 });
  });

  it('counts pages exactly at the boundary', () => {
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('paginationWindow', () => {
  const E = 'ellipsis';

  it('has one page for one page', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('shows both pages for two pages', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
  });

  it('windows seven pages around the current one', () => {
    expect(paginationWindow(1, 7)).toEqual([1, 2, 3, E, 7]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(7, 7)).toEqual([1, E, 5, 6, 7]);
  });

  it('shows a lone skipped page instead of an ellipsis', () => {
    expect(paginationWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(5, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 50]);
    expect(paginationWindow(46, 50)).toEqual([1, E, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('windows fifty pages with first, last and ellipses', () => {
    expect(paginationWindow(1, 50)).toEqual([1, 2, 3, E, 50]);
    expect(paginationWindow(2, 50)).toEqual([1, 2, 3, 4, E, 50]);
    expect(paginationWindow(25, 50)).toEqual([1, E, 23, 24, 25, 26, 27, E, 50]);
    expect(paginationWindow(49, 50)).toEqual([1, E, 47, 48, 49, 50]);
    expect(paginationWindow(50, 50)).toEqual([1, E, 48, 49, 50]);
  });

  it('clamps a current page outside 1..total and is empty without pages', () => {
    expect(paginationWindow(99, 7)).toEqual(paginationWindow(7, 7));
    expect(paginationWindow(0, 7)).toEqual(paginationWindow(1, 7));
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe('filterByTitle', () => {
  const news = [
    { title: 'Notification of Dividend Payment' },
    { title: 'แจ้งการจ่ายเงินปันผล' },
    { title: 'Financial Statements Q3/2025' },
    { title: null },
  ];
  const titleOf = (item: { title: string | null }) => item.title;

  it('matches English titles ignoring case', () => {
    expect(filterByTitle(news, titleOf, 'DIVIDEND')).toEqual([news[0]]);
    expect(filterByTitle(news, titleOf, 'q3/2025')).toEqual([news[2]]);
  });

  it('matches Thai titles', () => {
    expect(filterByTitle(news, titleOf, 'ปันผล')).toEqual([news[1]]);
  });

  it('matches Thai sara am however it was typed', () => {
    const items = [{ title: 'ผลการดำเนินงาน' }];
    expect(filterByTitle(items, (item) => item.title, 'ด\u0E4D\u0E32เนิน')).toEqual(items);
  });

  it('returns every item for a blank query and none when nothing matches', () => {
    expect(filterByTitle(news, titleOf, '  ')).toEqual(news);
    expect(filterByTitle(news, titleOf, 'merger')).toEqual([]);
  });
});

describe('filterByYear and yearOptions', () => {
  const items = [
    { date: '2025-03-05' },
    { date: '2024-12-31T18:00:00Z' },
    { date: '2024-06-01T10:00:00' },
    { date: '2023-01-15' },
    { date: '' },
    { date: null },
  ];
  const dateOf = (item: { date: string | null }) => item.date;

  it('keeps items dated in the Gregorian year, in Bangkok time', () => {
    expect(filterByYear(items, dateOf, 2025)).toEqual([items[0], items[1]]);
    expect(filterByYear(items, dateOf, 2024)).toEqual([items[2]]);
    expect(filterByYear(items, dateOf, 2020)).toEqual([]);
  });

  it('offers the distinct years, newest first', () => {
    expect(yearOptions(items, dateOf)).toEqual([2025, 2024, 2023]);
    expect(yearOptions([], dateOf)).toEqual([]);
  });
});

describe('listHref', () => {
  it('builds the query string in a stable order', () => {
    expect(listHref('/newinfo/info', { year: 2024, page: 2, q: 'dividend' }, { year: 2025 })).toBe(
      '/newinfo/info?year=2024&page=2&q=dividend',
    );
  });

  it('omits default values', () => {
    expect(listHref('/newinfo/info', { year: 2025, page: 1, q: '' }, { year: 2025 })).toBe('/newinfo/info');
    expect(listHref('/newinfo/info', { year: 2025, page: 3 }, { year: 2025 })).toBe('/newinfo/info?page=3');
    expect(listHref('/newinfo/info', { q: '   ' })).toBe('/newinfo/info');
  });

  it('carries the meeting type unless it is the default', () => {
    expect(listHref('/basicinfo/shareholdermeeting', { year: 2024, type: 1 }, { year: 2025, type: 0 })).toBe(
      '/basicinfo/shareholdermeeting?year=2024&type=1',
    );
    expect(listHref('/basicinfo/shareholdermeeting', { year: 2024, type: 0 }, { year: 2025, type: 0 })).toBe(
      '/basicinfo/shareholdermeeting?year=2024',
    );
  });

  it('encodes Thai and special characters so they read back the same', () => {
    const href = listHref('/newinfo/info', { q: 'งบ & Q3' });
    const query = new URLSearchParams(href.split('?')[1]).get('q');
    expect(href).not.toContain(' ');
    expect(query).toBe('งบ & Q3');
    expect(parseQuery(query ?? undefined)).toBe('งบ & Q3');
  });
});

describe('newestFirst', () => {
  it('sorts by date, newest first, undated last, ties in the given order', () => {
    const items = [
      { id: 'old', date: '2021-02-24' },
      { id: 'none', date: '' },
      { id: 'new', date: '2025-11-10' },
      { id: 'tie-a', date: '2023-05-01' },
      { id: 'tie-b', date: '2023-05-01' },
      { id: 'unreadable', date: 'unknown' },
    ];
    expect(newestFirst(items, (item) => item.date).map((item) => item.id)).toEqual([
      'new',
      'tie-a',
      'tie-b',
      'old',
      'none',
      'unreadable',
    ]);
    // Home clippings and news, credit ratings: an undated first item still goes last.
    const ratings = [
      { d: 'x', n: 1 },
      { d: '2024-01-01', n: 2 },
      { d: '2024-01-01', n: 3 },
    ];
    expect(newestFirst(ratings, (item) => item.d).map((item) => item.n)).toEqual([2, 3, 1]);
  });

  it('reads Date values too (RSS items), an unset one last', () => {
    const items = [{ at: null }, { at: new Date('2024-01-01T00:00:00Z') }, { at: new Date('2025-01-01T00:00:00Z') }];
    expect(newestFirst(items, (item) => item.at)).toEqual([items[2], items[1], items[0]]);
  });
});
