/** @jest-environment node */
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import { fixtureList } from '@/lib/testing/fixture-list';

// The definitions as they would be with a new list: its file, added to the generated index.
jest.mock('@/lib/list-defs/all', () => {
  const actual = jest.requireActual<typeof import('@/lib/list-defs/all')>('@/lib/list-defs/all');
  const { fixtureList: added } =
    jest.requireActual<typeof import('@/lib/testing/fixture-list')>('@/lib/testing/fixture-list');
  return { LIST_DEFINITIONS: { ...actual.LIST_DEFINITIONS, newsPodcast: added } };
});

withTemporaryStore('fixture-list');

// The registries read the definitions when they load: each is required after the mock. The fixture's
// page, call and kind are no names the types know, so the registries are read loosely.
/* eslint-disable @typescript-eslint/no-require-imports */
const contract = require('@/lib/contract') as typeof import('@/lib/contract');
const backend = require('@/lib/backend') as typeof import('@/lib/backend');
const lists = require('@/lib/lists') as typeof import('@/lib/lists');
const listData = require('@/lib/lists/list-data') as typeof import('@/lib/lists/list-data');
const alerts = require('@/lib/email-alerts') as typeof import('@/lib/email-alerts');
const search = require('@/lib/search/documents') as typeof import('@/lib/search/documents');
const searchEngine = require('@/lib/search-engine') as typeof import('@/lib/search-engine');
const newsroom = require('@/lib/newsroom/kinds') as typeof import('@/lib/newsroom/kinds');
const site = require('@/lib/site') as typeof import('@/lib/site');
const { getDatabase } = require('@/lib/store/db') as typeof import('@/lib/store/db');
/* eslint-enable @typescript-eslint/no-require-imports */

const loose = <T>(registry: unknown) => registry as Record<string, T>;
type Item = Record<string, unknown>;
type TitleLabel = import('@/lib/email-alerts/lists').TitleLabel;

describe('a list added by its definition alone', () => {
  it('has its call in the registry, with its route, tag and reply check', () => {
    const call = loose<(typeof contract.BACKEND_CALLS)['setNews']>(contract.BACKEND_CALLS).podcasts;
    expect(call).toMatchObject({
      name: 'podcasts',
      path: '/api/podcasts',
      lang: true,
      tag: 'podcasts',
      table: { name: 'podcasts' },
    });
    expect(contract.callKeyByName('podcasts')).toBe('podcasts');
    expect(contract.CALL_KEYS).toContain('podcasts');
    const good = {
      podcast_title: 'Q1',
      podcast_date: '2025-05-14',
      podcast_url: 'https://example.com/a.mp3',
      extra: 1,
    };
    expect(contract.checkList('podcasts', call.check, [good])).toEqual([
      { podcast_title: 'Q1', podcast_date: '2025-05-14', podcast_url: 'https://example.com/a.mp3' },
    ]);
    expect(() => contract.checkRecord(call.check, { ...good, podcast_date: 'May' })).toThrow(contract.ReplyShapeError);
    expect(() => contract.checkRecord(call.check, { ...good, podcast_url: undefined })).toThrow(
      contract.ReplyShapeError,
    );
    expect(call.check.fields).toEqual(['podcast_title', 'podcast_date', 'podcast_url', 'published_at']);
  });

  it('has its table made and seeded from the definition in the store, and its getter reads it', async () => {
    const client = await getDatabase();
    const columns = (await client.execute('PRAGMA table_info(podcasts)')).rows.map((row) => String(row.name));
    expect(columns.sort()).toEqual(['lang', 'podcast_date', 'podcast_title', 'podcast_url', 'published_at', 'seed_id']);
    const getter = backend.listGetterByName('podcasts');
    expect(getter).toBeDefined();
    const english = (await getter!('en')) as Item[];
    expect(english.map((item) => item.podcast_title)).toEqual(['Q2 podcast', 'Q1 podcast']);
    expect(((await getter!('th')) as Item[]).map((item) => item.podcast_title)).toEqual([
      'พอดแคสต์ไตรมาส 2',
      'พอดแคสต์ไตรมาส 1',
    ]);
  });

  it('has its page settings, arrangement and page call, and its page loads its items', async () => {
    const page = 'newsPodcast' as 'newsSet';
    expect(lists.isListPage(page)).toBe(true);
    expect(lists.listRegistry[page]).toMatchObject({ years: fixtureList.years, pageSize: 1, searchable: true });
    const older = { podcast_title: 'Older', podcast_date: '2025-01-02', podcast_url: '/a.pdf' };
    const newer = { podcast_title: 'Newer', podcast_date: '2025-03-04', podcast_url: '/b.pdf' };
    expect(lists.arrangeList(page, [older, newer] as never)).toEqual([newer, older]);
    expect(listData.listPageCall(page)).toBe('podcasts');
    const { items, view } = await listData.loadList(page, 'en', {});
    expect((items as unknown as Item[]).map((item) => item.podcast_title)).toEqual(['Q2 podcast', 'Q1 podcast']);
    expect(view.state).toMatchObject({ year: 2025, page: 1 });
    expect(view.shown).toHaveLength(1);
  });

  it('has its alert list', () => {
    expect(alerts.ALERT_CALL_KEYS).toContain('podcasts');
    const list = alerts.alertListOf('podcasts' as 'setNews');
    const item = { podcast_title: 'Q1', podcast_date: '2025-05-14', podcast_url: 'https://example.com/a.mp3' };
    // The fixture's titles are its own text: the mail's labels are never asked for.
    const label = new Proxy({}, { get: () => () => 'unused' }) as TitleLabel;
    expect(list).toMatchObject({ category: 'news', page: 'newsPodcast', document: 'podcast_url' });
    expect([list.title(item as never, label, 'en'), list.date?.(item as never), list.year?.(item as never)]).toEqual([
      'Q1',
      '2025-05-14',
      2025,
    ]);
  });

  it('has its search section and builder, linking each item to the page that shows it', () => {
    expect(loose<string>(searchEngine.SEARCH_SECTIONS).podcasts).toBe('newsPodcast');
    expect(searchEngine.SEARCH_SECTION_IDS.slice(-2)).toEqual(['podcasts', 'pages']);
    expect(search.INDEXED_CALLS).toContain('podcasts');
    const items = [
      { podcast_title: 'Q1', podcast_date: '2025-05-14', podcast_url: 'https://example.com/a.mp3' },
      { podcast_title: 'Q2', podcast_date: '2025-08-13', podcast_url: 'https://example.com/b.mp3' },
    ];
    // The fixture has no messages (Routes.newsPodcast): the section's words are missing, and logged.
    const missing = jest.spyOn(console, 'error').mockImplementation(() => {});
    const documents = search.documentsOfList('podcasts' as 'setNews', items as never, 'en');
    missing.mockRestore();
    expect(
      documents.map(({ section, title, date, documentUrl, pagePath }) => ({
        section,
        title,
        date,
        documentUrl,
        pagePath,
      })),
    ).toEqual([
      {
        section: 'podcasts',
        title: 'Q2',
        date: '2025-08-13',
        documentUrl: 'https://example.com/b.mp3',
        pagePath: '/newinfo/podcasts',
      },
      {
        section: 'podcasts',
        title: 'Q1',
        date: '2025-05-14',
        documentUrl: 'https://example.com/a.mp3',
        pagePath: '/newinfo/podcasts?page=2',
      },
    ]);
  });

  it('has its newsroom kind, publishing into its call', () => {
    expect(newsroom.KIND_NAMES.at(-1)).toBe('podcast');
    expect(loose<import('@/lib/newsroom/kinds').ContentKind>(newsroom.CONTENT_KINDS).podcast).toMatchObject({
      name: 'podcast',
      call: 'podcasts',
      bilingual: true,
      page: 'newsPodcast',
      fields: fixtureList.kind.fields,
    });
  });

  it('has its page in the site map, at the end of its section’s tabs', () => {
    expect(loose<string>(site.pages).newsPodcast).toBe('/newinfo/podcasts');
    expect(site.sections.find((section) => section.id === 'news')?.pages).toEqual([
      'newsSet',
      'newsMedia',
      'newsPrint',
      'newsElectronic',
      'newsPodcast',
    ]);
  });
});
