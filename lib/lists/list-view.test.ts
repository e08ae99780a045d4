import activities from '@/data/seed/activities.json';
import analyses from '@/data/seed/securities-analyses.json';
import calendarEvents from '@/data/seed/calendar-events.json';
import ads from '@/data/seed/electronic-ads.json';
import statements from '@/data/seed/financial-statements.json';
import mediaNews from '@/data/seed/media-news.json';
import meetingSeed from '@/data/seed/meetings.json';
import clippings from '@/data/seed/news-clippings.json';
import setNews from '@/data/seed/set-news.json';
import type { Meeting } from '@/lib/backend';
import { LIST_DEFINITIONS } from '@/lib/list-defs';
import { investorEvents } from '@/lib/lists/investor-calendar';
import { arrangeList, type ListCallItems } from './arrange';
import { canonicalQuery, itemQueries, listView, yearPageQueries, type SearchParams } from './list-view';
import { listRegistry, type ListItems, type ListPageId } from './registry';

/** A list's seed rows in a language, as its call replies (its definition's, lib/list-defs). */
function seedItems(page: ListPageId, locale: 'th' | 'en'): readonly Record<string, unknown>[] {
  const { call } = LIST_DEFINITIONS[page];
  const rows: readonly Record<string, unknown>[] = call.seed;
  return rows.filter((row) => !call.lang || row.lang === locale);
}

/** A query string as Next hands it to a page: a repeated parameter becomes an array. */
function paramsOf(query: string): SearchParams {
  const params: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const previous = params[key];
    params[key] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return params;
}

/** The day these tests stand on: 26 November 2026, noon in Bangkok. */
const TODAY = new Date('2026-11-26T12:00:00+07:00');

const meeting = (id: number, year: number | string, type: number | string) =>
  ({
    meeting_id: id,
    meeting_year: year,
    meeting_type: type,
    meeting_name: `Document ${id}`,
    meeting_url: `/documents/${id}.pdf`,
  }) as Meeting;

describe('listView: shareholder meetings', () => {
  const entry = listRegistry.shareholderMeeting;
  const list = [
    meeting(1, 2025, 0),
    meeting(2, 2025, 0),
    meeting(3, 2024, 0),
    meeting(4, 2024, 1),
    meeting(5, 2024, 2),
    meeting(6, 2023, 1),
  ];
  const ids = (items: Meeting[]) => items.map((item) => item.meeting_id);

  it('opens 2025 on the annual general meeting by default', () => {
    const view = listView(entry, {}, list);
    expect(view).toMatchObject({ state: { year: 2025, type: 0, page: 1, q: '' }, types: [0] });
    expect(ids(view.shown)).toEqual([1, 2]);
  });

  it('opens the year and type of a deep link', () => {
    const view = listView(entry, { year: '2024', type: '2' }, list);
    expect(view).toMatchObject({ state: { year: 2024, type: 2 }, types: [0, 1, 2] });
    expect(ids(view.shown)).toEqual([5]);
  });

  it('falls back to type 0 for a type the year does not hold', () => {
    expect(listView(entry, { year: '2025', type: '2' }, list).state.type).toBe(0);
    expect(listView(entry, { year: '2024', type: 'x' }, list).state.type).toBe(0);
  });

  it("shows the year's first type when it had no annual meeting, and leaves it out of the links", () => {
    const view = listView(entry, { year: '2023' }, list);
    expect(view).toMatchObject({ types: [1], state: { type: 1 }, defaults: { year: 2025, type: 1 } });
    expect(canonicalQuery(entry, { year: '2023', type: '1' }, list)).toBe('year=2023');
  });

  it('has no tabs and no documents for a year without meetings or a failed call', () => {
    expect(listView(entry, { year: '2021' }, list)).toMatchObject({
      state: { year: 2021, type: 0 },
      types: [],
      shown: [],
    });
    expect(listView(entry, { year: '2024', type: '1' }, [])).toMatchObject({
      state: { year: 2024, type: 0 },
      types: [],
      shown: [],
    });
  });

  it('reads years and types sent as strings or in the Buddhist era, keeping the backend order', () => {
    const mixed = [
      meeting(1, 2025, 0),
      meeting(2, 2025, 2),
      meeting(3, '2025', '1'),
      meeting(4, 2025, 0),
      meeting(5, 2024, 1),
      meeting(6, 2568, 3),
      meeting(7, 2025, 'unknown'),
    ];
    expect(listView(entry, {}, mixed).types).toEqual([0, 1, 2, 3]);
    expect(ids(listView(entry, {}, mixed).shown)).toEqual([1, 4]);
    expect(ids(listView(entry, { type: '1' }, mixed).shown)).toEqual([3]);
    expect(ids(listView(entry, { type: '3' }, mixed).shown)).toEqual([6]);
    expect(listView(entry, { year: '2024' }, mixed).types).toEqual([1]);
  });

  it('ignores ?page= and ?q=: the meeting page has neither', () => {
    expect(listView(entry, { year: '2024', page: '3', q: 'x' }, list).state).toEqual({
      year: 2024,
      type: 0,
      page: 1,
      q: '',
    });
  });
});

describe('listView: financial statements and MD&A', () => {
  const entry = listRegistry.financialStatements;
  const doc = (year: number | string, quarter: number | string) =>
    ({ year, quarter, pdf_url: `/${year}-q${quarter}.pdf` }) as ListItems['financialStatements'];
  // In display order, as the loader gives them: first quarter first.
  const list = [doc(2025, 1), doc(2021, 3), doc('2025', '2'), doc(2567, 3), doc(2024, 4)];
  const urls = (items: ListItems['financialStatements'][]) => items.map((item) => item.pdf_url);

  it('shows 2025 by default and filters by the year in the URL', () => {
    expect(urls(listView(entry, {}, list).shown)).toEqual(['/2025-q1.pdf', '/2025-q2.pdf']);
    expect(urls(listView(entry, { year: '2021' }, list).shown)).toEqual(['/2021-q3.pdf']);
  });

  it('files Buddhist-era years under their Gregorian year', () => {
    expect(urls(listView(entry, { year: '2024' }, list).shown)).toEqual(['/2567-q3.pdf', '/2024-q4.pdf']);
  });

  it('falls back to 2025 for a year outside 2021–2025 or not a number, and takes the first of repeated years', () => {
    expect(listView(entry, { year: '2019' }, list).state.year).toBe(2025);
    expect(listView(entry, { year: 'abc' }, list).state.year).toBe(2025);
    expect(listView(entry, { year: ['2024', '2023'] }, list).state.year).toBe(2024);
  });

  it('shows nothing, without throwing, when the backend call failed', () => {
    expect(listView(entry, { year: '2024' }, [])).toMatchObject({
      state: { year: 2024, page: 1 },
      shown: [],
      matching: [],
    });
  });
});

describe('listView: paged and searched lists', () => {
  const entry = listRegistry.newsSet;
  const item = (id: number, date: string, title = `Item ${id}`) => ({
    new_set_id: id,
    new_set_title: title,
    new_set_date: date,
    new_set_pdf_url: `/${id}.pdf`,
  });
  const list = Array.from({ length: 23 }, (_, index) =>
    item(index + 1, `2024-0${1 + (index % 9)}-01`, index % 2 ? 'Dividend notice' : 'Board meeting'),
  );

  it('slices the year into pages of the entry’s size', () => {
    const view = listView(entry, { year: '2024', page: '3' }, list);
    expect(view).toMatchObject({ state: { year: 2024, page: 3 }, totalPages: 3 });
    expect(view.shown.map((one) => one.new_set_id)).toEqual([21, 22, 23]);
  });

  it('shows page 1 for a page outside 1..total', () => {
    for (const page of ['4', '0', '-1', '1.5', '2x', ''])
      expect(listView(entry, { year: '2024', page }, list).state.page).toBe(1);
  });

  it('searches titles, case-insensitively, and pages the matches', () => {
    const view = listView(entry, { year: '2024', q: '  DIVIDEND ', page: '2' }, list);
    expect(view.state).toEqual({ year: 2024, page: 2, q: 'DIVIDEND' });
    expect(view.matching).toHaveLength(11);
    expect(view.totalPages).toBe(2);
  });

  it('cuts the search text to 100 characters', () => {
    expect(listView(entry, { q: 'ก'.repeat(150) }, list).state.q).toHaveLength(100);
  });

  it('keeps the search out of lists without one', () => {
    expect(listView(listRegistry.activity, { q: 'dividend' }, []).state.q).toBe('');
  });
});

describe('canonicalQuery', () => {
  const set = setNews.filter((item) => item.lang === 'en');
  const canonical = (page: ListPageId, query: string, items: readonly unknown[]) =>
    canonicalQuery(
      listRegistry[page] as (typeof listRegistry)['newsSet'],
      paramsOf(query),
      items as ListItems['newsSet'][],
    );

  it('keeps a list page’s year and page, and leaves out page 1 and the default year', () => {
    expect(canonical('newsSet', 'year=2024&page=2', set)).toBe('year=2024&page=2');
    expect(canonical('newsSet', 'year=2024&page=1', set)).toBe('year=2024');
    expect(canonical('newsSet', 'year=2025', set)).toBe('');
    expect(canonical('newsSet', '', set)).toBe('');
  });

  it('drops the search text, unknown parameters and values the page does not offer', () => {
    expect(canonical('newsSet', 'year=2024&q=dividend&utm_source=x', set)).toBe('year=2024');
    expect(canonical('newsSet', 'year=1999', set)).toBe('');
    expect(canonical('newsSet', 'year=20x4&page=-3', set)).toBe('');
    expect(canonical('newsSet', 'page=0002', set)).toBe('page=2');
  });

  it('names the page of the list a search searched, not of its results', () => {
    // "dividend" matches two 2024 announcements (one page); the list of 2024 has two pages.
    expect(canonical('newsSet', 'page=2&year=2024&q=dividend', set)).toBe('year=2024&page=2');
  });

  it('keeps what each list has: meeting types, no pages where the list has none', () => {
    const meetings = meetingSeed.filter((item) => item.lang === 'en');
    expect(canonical('shareholderMeeting', 'year=2024&type=1&page=3', meetings)).toBe('year=2024&type=1');
    expect(canonical('shareholderMeeting', 'type=0', meetings)).toBe('');
    const events = investorEvents(calendarEvents.filter((item) => item.lang === 'th'));
    expect(canonical('calendar', 'year=2023&page=2', events)).toBe('year=2023');
  });

  it('keeps a press-release year that has items, and its pages', () => {
    const releases = Array.from({ length: 11 }, (_, index) => ({
      title_news_medias: `Release ${index}`,
      url_news_medias: `/${index}.pdf`,
      publish_date_news_medias: `2019-0${1 + (index % 9)}-15`,
    }));
    expect(
      canonical('newsMedia', 'year=2019&page=2', [
        ...releases,
        { ...releases[0], publish_date_news_medias: '2025-01-01' },
      ]),
    ).toBe('year=2019&page=2');
  });

  it('takes the first value of a repeated parameter', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      ...activities[0],
      activity_id: index,
      activity_date: '2023-05-01',
    }));
    expect(canonical('activity', 'year=2023&year=2022&page=2', [...activities, ...many])).toBe('year=2023&page=2');
  });

  it('shows and canonicalises an out-of-range page, meeting type or year as the default', () => {
    // /en/newinfo/info?page=99 shows page 1.
    expect(listView(listRegistry.newsSet, { page: '99' }, set).state.page).toBe(1);
    expect(canonical('newsSet', 'page=99', set)).toBe('');
    // /en/basicinfo/shareholdermeeting?type=9 shows type 0.
    const meetings = meetingSeed.filter((item) => item.lang === 'en');
    expect(listView(listRegistry.shareholderMeeting, { type: '9' }, meetings).state.type).toBe(0);
    expect(canonical('shareholderMeeting', 'type=9', meetings)).toBe('');
    // /en/newinfo/newsmedia?year=1999 and ?year=0000 show the default (newest) year.
    const releases = mediaNews.filter((item) => item.lang === 'en');
    for (const year of ['1999', '0000']) {
      expect(listView(listRegistry.newsMedia, { year }, releases).state.year).toBe(2025);
      expect(canonical('newsMedia', `year=${year}`, releases)).toBe('');
    }
    // /calendarinfo/info?year=2026 shows 2026, which has events: the newest such year, so the calendar
    // opens on it and the canonical URL is the route itself; the spec's 2025 is a year page of the sitemap,
    // and so is 2027, the year of the seed's next results date and Opportunity Day (docs/results.md).
    const events = investorEvents(calendarEvents.filter((item) => item.lang === 'th'));
    expect(listView(listRegistry.calendar, { year: '2026' }, events, TODAY).state.year).toBe(2026);
    expect(listView(listRegistry.calendar, {}, events, TODAY).state.year).toBe(2026);
    expect(canonicalQuery(listRegistry.calendar, paramsOf('year=2026'), events, TODAY)).toBe('');
    expect(yearPageQueries(listRegistry.calendar, events, TODAY)).toEqual(
      [2027, 2025, 2024, 2023, 2022, 2021].map((year) => `year=${year}`),
    );
  });
});

describe('yearPageQueries', () => {
  it('lists every offered year but the default one', () => {
    expect(yearPageQueries(listRegistry.newsSet, [])).toEqual(['year=2024', 'year=2023', 'year=2022', 'year=2021']);
    expect(yearPageQueries(listRegistry.newsElectronic, [])).toEqual([]);
  });

  it('takes press-release years from the data, the newest being the route itself', () => {
    const releases = mediaNews.filter((item) => item.lang === 'th');
    expect(yearPageQueries(listRegistry.newsMedia, releases)).toEqual(
      [2024, 2023, 2022, 2021, 2020, 2019].map((year) => `year=${year}`),
    );
    expect(yearPageQueries(listRegistry.newsMedia, [])).toEqual([]);
  });
});

/**
 * The agreement the canonical URL rests on: for any URL, the page shows the state its canonical URL
 * shows, and the canonical URL of the canonical URL is itself. A search is the one thing a canonical
 * URL leaves out: its canonical URL shows the list the search searched.
 */
describe('the state a page shows is the state of its canonical URL', () => {
  // Each list's seed, from its definition: a list added by its definition alone is checked too.
  const data = (page: ListPageId, locale: 'th' | 'en'): readonly ListItems[ListPageId][] =>
    page === 'calendar' ? investorEvents(seedItems(page, locale) as never) : (seedItems(page, locale) as never);
  const oddQueries = [
    'page=99',
    'type=9',
    'year=1999',
    'year=0000',
    'year=2026',
    'year=2024&page=2&type=2',
    'year=2024&year=2023&page=2&page=1&type=1&type=2',
    'year=-2024&page=-1&type=-1',
    'year=99999999999999999999&page=99999999999999999999&type=1e3',
    'year=abc&page=abc&type=abc',
    'year=02024&page=002&type=01',
    'year=%202024%20&page=%202%20&type=%201',
    'year=2024.0&page=1.5',
    'year=&page=&type=&q=',
    'q=dividend&year=2024&page=2',
    'q=%20%20%E0%B8%9B%E0%B8%B1%E0%B8%99%E0%B8%9C%E0%B8%A5%20%20',
    `q=${'x'.repeat(300)}`,
    'year=2024&utm_source=mail&page=2',
    'year',
  ];

  for (const page of Object.keys(listRegistry) as ListPageId[]) {
    for (const locale of ['th', 'en'] as const) {
      it.each(oddQueries)(`${page} (${locale}) ?%s`, (query) => {
        const entry = listRegistry[page] as (typeof listRegistry)['newsSet'];
        const items = data(page, locale) as readonly ListItems['newsSet'][];
        const params = paramsOf(query);
        const shown = listView(entry, params, items).state;
        const canonical = canonicalQuery(entry, params, items);

        expect(canonical).not.toMatch(/(^|&)q=/);
        expect(canonicalQuery(entry, paramsOf(canonical), items)).toBe(canonical);
        const reopened = listView(entry, paramsOf(canonical), items).state;
        if (shown.q === '') expect(reopened).toEqual(shown);
        else expect(reopened).toEqual(listView(entry, { ...params, q: undefined }, items).state);
        // What the canonical URL names is what the page shows.
        const named = paramsOf(canonical);
        if (named.year !== undefined) expect(Number(named.year)).toBe(shown.year);
        if (named.type !== undefined) expect(Number(named.type)).toBe(shown.type);
        if (named.page !== undefined && shown.q === '') expect(Number(named.page)).toBe(shown.page);
        if (named.page === undefined && shown.q === '') expect(shown.page).toBe(1);
      });
    }
  }
});

describe('itemQueries: the page that shows each item', () => {
  const calls = (page: ListPageId, locale: 'th' | 'en') =>
    seedItems(page, locale) as readonly ListCallItems[ListPageId][];

  for (const page of Object.keys(listRegistry) as ListPageId[]) {
    for (const locale of ['th', 'en'] as const) {
      it(`${page} (${locale}): the query of each item opens a page showing it; items of years not offered have none`, () => {
        const entry = listRegistry[page] as (typeof listRegistry)['newsSet'];
        const items = arrangeList(page, calls(page, locale) as never) as unknown as ListItems['newsSet'][];
        const queries = itemQueries(entry, items);
        const { years } = listView(entry, {}, items);
        expect(queries).toHaveLength(items.length);
        items.forEach((item, index) => {
          const query = queries[index];
          if (query === null) {
            expect(years).not.toContain(entry.read.yearOf(item));
            return;
          }
          expect(listView(entry, paramsOf(query), items).shown).toContain(item);
          expect(canonicalQuery(entry, paramsOf(query), items)).toBe(query);
        });
        // A year (and type) holding more items than a page puts some of them on a later page.
        const perGroup = new Map<string, number>();
        items.forEach((item, index) => {
          if (queries[index] === null) return;
          const group = `${entry.read.yearOf(item)}/${entry.typed ? entry.read.typeOf?.(item) : ''}`;
          perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
        });
        const overflows =
          Boolean(entry.pageSize) && [...perGroup.values()].some((count) => count > (entry.pageSize ?? Infinity));
        expect(queries.some((query) => query !== null && query.includes('page='))).toBe(overflows);
      });
    }
  }
});

describe('a list follows its data past the spec years', () => {
  const set = setNews.filter((item) => item.lang === 'en');
  // Six announcements of 2026, as the IR team publishes them: the newest on top.
  const published = Array.from({ length: 6 }, (_, index) => ({
    ...set[0],
    new_set_id: 9000 + index,
    new_set_title: `Announcement ${index + 1} of 2026`,
    new_set_date: `2026-${String(11 - index).padStart(2, '0')}-02`,
  }));
  const items = arrangeList('newsSet', [...set, ...published]);
  const entry = listRegistry.newsSet;

  it('opens on the new year without ?year=, and offers every spec year after it', () => {
    const view = listView(entry, {}, items, TODAY);
    expect(view.state.year).toBe(2026);
    expect(view.years).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(view.shown.map((item) => item.new_set_title)).toEqual(published.map((item) => item.new_set_title));
  });

  it('serves ?year=2026 as the route itself, and the spec default as a year page', () => {
    expect(listView(entry, { year: '2026' }, items, TODAY).state.year).toBe(2026);
    expect(canonicalQuery(entry, { year: '2026' }, items, TODAY)).toBe('');
    expect(canonicalQuery(entry, { year: '2025', page: '2' }, items, TODAY)).toBe('year=2025&page=2');
    expect(yearPageQueries(entry, items, TODAY)).toEqual([2025, 2024, 2023, 2022, 2021].map((year) => `year=${year}`));
  });

  it('links each item to the page that shows it: the new ones to the route, the older ones to their year', () => {
    const queries = itemQueries(entry, items, TODAY);
    expect(queries.slice(0, 6)).toEqual(['', '', '', '', '', '']);
    expect(queries[6]).toBe('year=2025');
    expect(queries).not.toContain(null);
  });

  it('opens each seeded list as the spec shows it: the spec default, the spec years', () => {
    const seeded: [ListPageId, readonly unknown[], number, number[]][] = [
      ['newsSet', set, 2025, [2025, 2024, 2023, 2022, 2021]],
      ['newsPrint', clippings, 2024, [2024, 2023, 2022, 2021, 2020]],
      ['newsElectronic', ads.filter((item) => item.lang === 'en'), 2024, [2024]],
      ['activity', activities, 2025, [2025, 2024, 2023, 2022, 2021]],
      ['securitiesAnalysis', analyses, 2025, [2025, 2024, 2023, 2022, 2021]],
      ['financialStatements', statements.filter((item) => item.lang === 'en'), 2025, [2025, 2024, 2023, 2022, 2021]],
      ['shareholderMeeting', meetingSeed.filter((item) => item.lang === 'en'), 2025, [2025, 2024, 2023, 2022, 2021]],
      ['newsMedia', mediaNews.filter((item) => item.lang === 'en'), 2025, [2025, 2024, 2023, 2022, 2021, 2020, 2019]],
    ];
    for (const [page, list, defaultYear, years] of seeded) {
      const view = listView(
        listRegistry[page] as (typeof listRegistry)['newsSet'],
        {},
        list as ListItems['newsSet'][],
        TODAY,
      );
      expect({ page, year: view.state.year, years: view.years }).toEqual({ page, year: defaultYear, years });
    }
  });
});
