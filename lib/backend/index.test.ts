/** @jest-environment node */
import { BACKEND_CALLS, CALL_KEYS, RANGE_CALL_KEYS, getterName } from '@/lib/contract/calls';
import { definitionOfCall } from '@/lib/list-defs';
import * as backend from './index';
import { TAGS } from './tags';
import { startStandInServer, type StandInServer } from '@/lib/testing/stand-in-server';

type Call = (locale: string) => Promise<unknown>;

// Every list call (docs/product.md, The backend contract): function, path, whether it sends lang.
const CALLS: [keyof typeof backend, string, boolean][] = [
  ['getFinancialStatements', '/api/financial_statements', true],
  ['getAnalysisExplanation', '/api/analysis_explanation', true],
  ['getMeetings', '/api/meetings', true],
  ['getShareNotifications', '/api/notification', true],
  ['getOneReports', '/api/one_reports', true],
  ['getAnnualReports', '/api/annual_report', true],
  ['getSustainabilityReports', '/api/sustainability_report', true],
  ['getForm561Reports', '/api/form_56_1_report', false],
  ['getSetNews', '/api/new_set', true],
  ['getNewsClippings', '/api/news_clippings', false],
  ['getElectronicAds', '/api/ad_electronic', true],
  ['getCalendarEvents', '/api/calendar_investor', true],
  ['getActivities', '/api/activity', false],
  ['getSecuritiesAnalyses', '/api/securities_analysis', false],
  ['getMediaNews', '/api/news_medias', true],
  ['getWarrantDocuments', '/api/warrant_documents', true],
  ['getCreditRatings', '/api/credit_ratings', true],
  ['getFinancialData', '/api/financial_data', false],
  ['getQuarterlyResults', '/api/quarterly_results', false],
  ['getAnnualFigures', '/api/annual_figures', false],
  ['getMajorShareholders', '/api/major_shareholders', true],
  ['getCompany', '/api/company_facts', true],
  ['getAnalystContacts', '/api/analyst_contacts', true],
  ['getDealerBanks', '/api/dealer_banks', true],
  ['getBonds', '/api/bonds', false],
  ['getDividends', '/api/dividends', false],
  ['getResultsTranscripts', '/api/results_transcripts', true],
  ['getResultsDocuments', '/api/results_documents', false],
];

const goodNews = {
  new_set_id: 1,
  new_set_title: 'Q3 results',
  new_set_date: '2025-11-11',
  new_set_pdf_url: '/documents/a.pdf',
};

let server: StandInServer;
let errors: jest.SpyInstance;

beforeAll(async () => {
  server = await startStandInServer();
});
afterAll(() => server.close());

beforeEach(() => {
  process.env.IR_BACKEND_URL = server.url;
  // Long enough for a loaded test machine; the timeout test sets its own.
  process.env.IR_BACKEND_TIMEOUT_MS = '3000';
  server.requests.length = 0;
  server.answer(() => ({ body: '[]' }));
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  delete process.env.IR_BACKEND_URL;
  delete process.env.IR_BACKEND_TIMEOUT_MS;
  errors.mockRestore();
});

const logged = () => errors.mock.calls.map((args) => args.join(' ')).join('\n');

describe('getters', () => {
  it('exports one getter per call of the registry, and no other list getter', () => {
    const rangeGetters = RANGE_CALL_KEYS.map(getterName) as string[];
    expect(rangeGetters.every((name) => name in backend)).toBe(true);
    const listGetters = Object.keys(backend).filter(
      (name) => /^get/.test(name) && name !== 'getStockQuote' && !rangeGetters.includes(name),
    );
    // A list added by its definition alone (lib/list-defs) is read through listGetterByName.
    const named = CALL_KEYS.filter((key) => getterName(key) in backend || !definitionOfCall(key));
    expect(listGetters.sort()).toEqual(named.map(getterName).sort());
    const row = ([name, path, sendsLang]: readonly [string, string, boolean]) => `${name} ${path} ${sendsLang}`;
    expect(CALLS.map(row).sort()).toEqual(
      named.map((key) => row([getterName(key), BACKEND_CALLS[key].path, BACKEND_CALLS[key].lang])).sort(),
    );
  });

  it('finds a getter by the spec name of its call, and none for anything else', () => {
    expect(backend.listGetterByName('new_set')).toBe(backend.getSetNews);
    expect(backend.listGetterByName('stock_quotation')).toBeUndefined();
    expect(backend.listGetterByName('__proto__')).toBeUndefined();
  });
});

describe('language rule', () => {
  it.each(CALLS)('%s calls %s with the right lang', async (name, path, sendsLang) => {
    const call = backend[name] as Call;
    for (const [locale, expected] of [
      ['en', 'en'],
      ['th', 'th'],
      ['fr', 'th'],
      ['', 'th'],
    ]) {
      server.requests.length = 0;
      await expect(call(locale)).resolves.toEqual([]);
      expect(server.requests).toHaveLength(1);
      expect(server.requests[0].path).toBe(path);
      expect(server.requests[0].query.get('lang')).toBe(sendsLang ? expected : null);
    }
  });
});

describe('failures resolve to false and are logged with the call name', () => {
  it('answers false on HTTP 500 without logging the upstream body', async () => {
    server.answer(() => ({ status: 500, body: 'secret stack trace' }));
    await expect(backend.getSetNews('en')).resolves.toBe(false);
    expect(logged()).toContain('getSetNews');
    expect(logged()).toContain('HTTP 500');
    expect(logged()).not.toContain('secret stack trace');
  });

  it('answers false after the timeout', async () => {
    process.env.IR_BACKEND_TIMEOUT_MS = '200';
    server.answer(() => ({ body: '[]', delayMs: 1000 }));
    const started = Date.now();
    await expect(backend.getMeetings('th')).resolves.toBe(false);
    expect(Date.now() - started).toBeLessThan(900);
    expect(logged()).toMatch(/getMeetings.*timeout/);
  });

  it('answers false on invalid JSON', async () => {
    server.answer(() => ({ body: '[{"broken"' }));
    await expect(backend.getActivities()).resolves.toBe(false);
    expect(logged()).toMatch(/getActivities.*invalid JSON/);
  });

  it('answers false when a list is expected and something else comes', async () => {
    server.answer(() => ({ body: JSON.stringify({ data: [goodNews] }) }));
    await expect(backend.getSetNews('th')).resolves.toBe(false);
    expect(logged()).toMatch(/getSetNews.*wrong shape/);
  });

  it('answers false when the backend cannot be reached', async () => {
    process.env.IR_BACKEND_URL = 'http://127.0.0.1:9';
    await expect(backend.getOneReports('en')).resolves.toBe(false);
    expect(logged()).toMatch(/getOneReports.*network error/);
  });

  it('logs the financial-data failure with its fixed text', async () => {
    server.answer(() => ({ status: 503 }));
    await expect(backend.getFinancialData()).resolves.toBe(false);
    expect(errors.mock.calls[0][0]).toBe('Failed to fetch financial data');
  });

  it('gives false, not a throw, when a remote backend lacks the quarterly results calls', async () => {
    server.answer(() => ({ status: 404, body: 'Not found' }));
    await expect(backend.getQuarterlyResults()).resolves.toBe(false);
    await expect(backend.getResultsTranscripts('en')).resolves.toBe(false);
    await expect(backend.getResultsDocuments()).resolves.toBe(false);
  });
});

describe('reply checks', () => {
  it('drops malformed items, keeps good ones, and logs each drop', async () => {
    server.answer(() => ({
      body: JSON.stringify([
        goodNews,
        { ...goodNews, new_set_id: 'abc' },
        { ...goodNews, new_set_id: 3, new_set_pdf_url: 'javascript:alert(1)' },
        { ...goodNews, new_set_id: '4', new_set_date: 'yesterday' },
        null,
        { ...goodNews, new_set_id: '5', extra: 'ignored' },
      ]),
    }));
    const news = await backend.getSetNews('en');
    expect(news).toEqual([goodNews, { ...goodNews, new_set_id: 5 }]);
    expect(errors.mock.calls.filter(([message]) => String(message).includes('getSetNews: dropped'))).toHaveLength(4);
  });

  it('keeps an optional clipping image and rejects an unsafe one', async () => {
    const clipping = {
      title_news_clippings: 'Headline',
      url_news_clippings: 'https://example.com/a.pdf',
      publish_date_news_clippings: '2024-06-12',
    };
    server.answer(() => ({
      body: JSON.stringify([
        clipping,
        { ...clipping, imageUrl: '/images/a.svg' },
        { ...clipping, imageUrl: 'data:text/html,x' },
      ]),
    }));
    await expect(backend.getNewsClippings()).resolves.toEqual([clipping, { ...clipping, imageUrl: '/images/a.svg' }]);
  });
});

describe('server data cache', () => {
  // A minimal stand-in for Next's incremental cache, so unstable_cache really caches in Jest.
  class MemoryIncrementalCache {
    entries = new Map<string, { value: unknown; tags: string[]; stale: boolean }>();
    isOnDemandRevalidate = false;
    async generateSimpleCacheKey(key: string) {
      return key;
    }
    async get(key: string) {
      const entry = this.entries.get(key);
      return entry ? { value: entry.value, isStale: entry.stale } : null;
    }
    async set(key: string, value: unknown, context: { tags: string[] }) {
      this.entries.set(key, { value, tags: context.tags, stale: false });
    }
  }

  let cache: MemoryIncrementalCache;
  beforeEach(() => {
    cache = new MemoryIncrementalCache();
    globalThis.__incrementalCache = cache;
  });
  afterEach(() => {
    globalThis.__incrementalCache = undefined;
  });

  it('serves cached lists under the call tag and never caches a failure', async () => {
    server.answer(() => ({ body: JSON.stringify([goodNews]) }));
    await expect(backend.getSetNews('en')).resolves.toEqual([goodNews]);
    expect([...cache.entries.values()].map((entry) => entry.tags)).toEqual([[TAGS.setNews]]);

    server.answer(() => ({ status: 500 }));
    await expect(backend.getSetNews('en')).resolves.toEqual([goodNews]);
    expect(server.requests).toHaveLength(1);

    // Once stale, the refetch fails: the caller gets false, and the good entry stays in the cache.
    for (const entry of cache.entries.values()) entry.stale = true;
    await expect(backend.getSetNews('en')).resolves.toBe(false);
    expect(server.requests).toHaveLength(2);
    const [stored] = cache.entries.values();
    expect(JSON.stringify(stored.value)).toContain('Q3 results');
  });

  it('keys the cache by language and backend address', async () => {
    server.answer((request) => ({
      body: JSON.stringify([{ ...goodNews, new_set_title: `in ${request.query.get('lang')}` }]),
    }));
    const th = await backend.getSetNews('th');
    const en = await backend.getSetNews('en');
    expect(th && th[0].new_set_title).toBe('in th');
    expect(en && en[0].new_set_title).toBe('in en');
    expect(cache.entries.size).toBe(2);
  });
});
