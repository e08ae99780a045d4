import { seedCompanyFacts } from '@/lib/testing/company-facts';
import { BACKEND_CALLS, type CallItem } from '@/lib/contract/calls';
import { checkList } from '@/lib/contract/reply-checks';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { newestKey } from '@/lib/search-engine/document';
import { documentsOfList, INDEXED_CALLS, sitePageDocuments, yearInTitle, type IndexedCall } from './documents';
import { SEARCH_SECTIONS } from '@/lib/search-engine/sections';

/** A call's seed rows in one language, checked as its replies are. */
function seedItems<K extends IndexedCall>(call: K, lang: 'th' | 'en'): CallItem<K>[] {
  const entry = BACKEND_CALLS[call];
  const rows = entry.seed.filter((row) => !entry.lang || row.lang === lang);
  return checkList(call, entry.check as never, rows) as CallItem<K>[];
}

describe('documentsOfList', () => {
  it('indexes every list a page shows, and every item of each', () => {
    expect(INDEXED_CALLS).not.toContain('financialData');
    for (const call of INDEXED_CALLS) {
      const items = seedItems(call, 'en');
      expect([call, documentsOfList(call, items, 'en').length]).toEqual([call, items.length]);
    }
  });

  it('indexes each transcript paragraph under Results, linked to its anchor on the quarter page', () => {
    expect(INDEXED_CALLS).not.toContain('quarterlyResults');
    const thai = documentsOfList('resultsTranscripts', seedItems('resultsTranscripts', 'th'), 'th');
    const paragraph = thai.find((document) => document.pagePath === '/financialinfo/results/2025-q3#t-00-12-34');
    expect(paragraph).toMatchObject({
      section: 'results',
      year: 2025,
      quarter: 3,
      title: 'ผลการดำเนินงานไตรมาส 3/2568: ประธานเจ้าหน้าที่การเงิน 00:12:34',
    });
    expect(paragraph?.detail).toContain('รายได้รวมของไตรมาส');
    expect(SEARCH_SECTIONS.results).toBe('quarterlyResults');
  });

  it('titles quarterly documents as their pages do, with the year of the language', () => {
    const [thai] = documentsOfList(
      'financialStatements',
      seedItems('financialStatements', 'th').filter((item) => item.year === 2025 && item.quarter === 3),
      'th',
    );
    expect(thai).toMatchObject({
      section: 'statements',
      title: 'งบการเงิน ไตรมาส 3/2568',
      year: 2025,
      quarter: 3,
      pagePath: '/financialinfo/statements',
    });
    expect(thai.keywords).toContain('Q3');
    expect(thai.keywords).toContain('2025 2568');
    const english = documentsOfList('analysisExplanation', seedItems('analysisExplanation', 'en'), 'en').find(
      (document) => document.year === 2024 && document.quarter === 1,
    );
    expect(english).toMatchObject({
      section: 'mdna',
      title: 'Management discussion and analysis, Q1/2024',
      pagePath: '/financialinfo/description?year=2024',
    });
  });

  it('links an item to the page of its list that shows it: year, meeting type and page', () => {
    const news = documentsOfList('setNews', seedItems('setNews', 'en'), 'en');
    // 2024 has twelve announcements, ten a page, newest first: the tenth is on page 1, the twelfth on page 2.
    expect(
      news.find((document) => document.title === 'Invitation to the 2024 Annual General Meeting of Shareholders')
        ?.pagePath,
    ).toBe('/newinfo/info?year=2024');
    expect(
      news.find((document) => document.title === 'Financial statements for the year ended 31 December 2023 (audited)')
        ?.pagePath,
    ).toBe('/newinfo/info?year=2024&page=2');
    expect(news.find((document) => document.date === '2025-08-12')?.pagePath).toBe('/newinfo/info');
    const meetings = documentsOfList('meetings', seedItems('meetings', 'en'), 'en');
    expect(
      meetings.find((document) => document.title === 'Minutes of Extraordinary General Meeting No. 2/2024'),
    ).toMatchObject({
      pagePath: '/basicinfo/shareholdermeeting?year=2024&type=2',
      year: 2024,
    });
    expect(
      meetings.find((document) => document.title === 'Minutes of the 2024 Annual General Meeting of Shareholders')
        ?.keywords,
    ).toContain('AGM');
  });

  it('links an item of a year newer than the spec years to the list page that now opens on it', () => {
    const seeded = seedItems('setNews', 'en');
    const fresh = {
      ...seeded[0],
      new_set_id: 9001,
      new_set_title: 'Board resolution on the interim dividend',
      new_set_date: '2026-11-26',
    };
    const news = documentsOfList('setNews', [...seeded, fresh], 'en');
    expect(news.find((document) => document.title === fresh.new_set_title)).toMatchObject({
      year: 2026,
      pagePath: '/newinfo/info',
    });
    // The list no longer opens on 2025: its items name their year.
    expect(news.find((document) => document.date === '2025-08-12')?.pagePath).toBe('/newinfo/info?year=2025');
  });

  it('files reports under the year their title names, in either era', () => {
    const reports = documentsOfList('annualReports', seedItems('annualReports', 'th'), 'th');
    expect(reports.find((document) => document.title === 'รายงานประจำปี 2562')).toMatchObject({
      year: 2019,
      pagePath: '/publisheddocsinfo/annualreport',
    });
    expect(yearInTitle('Form 56-1 One Report 2021')).toBe(2021);
    expect(yearInTitle('No year, 12345 or 31')).toBeNull();
  });

  it('names each item by its section in both languages, so "credit rating" finds a rating titled "A-"', () => {
    const [rating] = documentsOfList('creditRatings', seedItems('creditRatings', 'en'), 'en');
    expect(rating.keywords).toContain(en.Routes.creditRating);
    expect(rating.keywords).toContain(th.Routes.creditRating);
    expect(rating.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('sitePageDocuments', () => {
  it('holds every page of the site but the search itself, titled in its language', () => {
    const documents = sitePageDocuments('en', seedCompanyFacts('en'));
    expect(documents.find((document) => document.pagePath === '/basicinfo/dividendpayment')).toMatchObject({
      section: 'pages',
      title: en.Routes.dividendPayment,
    });
    expect(documents.some((document) => document.pagePath === '/search')).toBe(false);
    expect(
      sitePageDocuments('th', seedCompanyFacts('th')).find(
        (document) => document.pagePath === '/basicinfo/dividendpayment',
      )?.title,
    ).toBe(th.Routes.dividendPayment);
  });

  it('fills the descriptions with the company', () => {
    for (const document of sitePageDocuments('th', seedCompanyFacts('th'))) expect(document.detail).not.toMatch(/[{}]/);
  });
});

describe('newestKey', () => {
  it('sorts by the day, else the end of the quarter or year; undated last', () => {
    expect(newestKey({ date: '2025-03-01', year: 2025, quarter: null })).toBe('2025-03-01');
    expect(newestKey({ date: null, year: 2025, quarter: 3 })).toBe('2025-09-30');
    expect(newestKey({ date: null, year: 2025, quarter: null })).toBe('2025-12-31');
    expect(newestKey({ date: null, year: null, quarter: null })).toBe('');
  });
});

it('every section but the site pages is the section of a page', () => {
  expect(Object.entries(SEARCH_SECTIONS).filter(([, page]) => page === null)).toEqual([['pages', null]]);
});
