import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { buildRss, escapeXml, newestItems, rfc822Date, RSS_MAX_ITEMS, type RssChannel, type RssItem } from './rss';

const channel: RssChannel = {
  title: 'Siam Horizon Estate: announcements & press releases',
  link: 'https://ir.example.com/newinfo/info',
  description: 'Announcements <newest first>',
  language: 'en',
  selfUrl: 'https://ir.example.com/en/feeds/news.xml?a=1&b=2',
  items: [],
};

function item(overrides: Partial<RssItem>): RssItem {
  return {
    title: 'Item',
    link: 'https://ir.example.com/documents/news/a.pdf',
    pubDate: new Date('2025-03-05T05:00:00Z'),
    guid: 'tag:ir.example.com,2009:set-news/1',
    guidIsPermaLink: false,
    category: 'SET announcement',
    ...overrides,
  };
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

describe('rfc822Date', () => {
  it('writes the RFC 822 form with a four-digit year in GMT', () => {
    expect(rfc822Date(new Date('2025-03-05T12:00:00+07:00'))).toBe('Wed, 05 Mar 2025 05:00:00 GMT');
    expect(rfc822Date(new Date('2024-12-31T20:00:00Z'))).toBe('Tue, 31 Dec 2024 20:00:00 GMT');
  });
});

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`Q&A <b>"Rama 9" & 'Rangsit'</b>`)).toBe(
      'Q&amp;A &lt;b&gt;&quot;Rama 9&quot; &amp; &apos;Rangsit&apos;&lt;/b&gt;',
    );
    expect(escapeXml('a\u0000b\u0008c\td\ne\uffff')).toBe('abc\td\ne');
    expect(escapeXml('lone \ud800 surrogate, pair 😀')).toBe('lone  surrogate, pair 😀');
  });

  it('keeps Thai text as it is', () => {
    expect(escapeXml('ข่าวแจ้งตลาดหลักทรัพย์ & ข่าวประชาสัมพันธ์')).toBe('ข่าวแจ้งตลาดหลักทรัพย์ &amp; ข่าวประชาสัมพันธ์');
  });
});

describe('newestItems', () => {
  it('sorts newest first, undated last, ties in the given order, and caps the list', () => {
    const items = [
      item({ guid: 'old', pubDate: new Date('2021-01-01') }),
      item({ guid: 'undated', pubDate: null }),
      item({ guid: 'new-a', pubDate: new Date('2025-01-01') }),
      item({ guid: 'new-b', pubDate: new Date('2025-01-01') }),
    ];
    expect(newestItems(items).map((one) => one.guid)).toEqual(['new-a', 'new-b', 'old', 'undated']);
    const many = Array.from({ length: RSS_MAX_ITEMS + 10 }, (_, index) => item({ guid: String(index) }));
    expect(newestItems(many)).toHaveLength(RSS_MAX_ITEMS);
  });
});

describe('buildRss', () => {
  const now = new Date('2025-12-01T00:00:00Z');

  it('writes a well-formed RSS 2.0 channel with escaped text', () => {
    const xml = buildRss(
      {
        ...channel,
        items: [
          item({ title: 'Results <Q1> & "dividend"', pubDate: new Date('2024-05-14T05:00:00Z') }),
          item({
            title: 'ผลประกอบการไตรมาส 1/2568',
            link: 'https://ir.example.com/documents/media/press.pdf?x=1&y=2',
            guid: 'https://ir.example.com/documents/media/press.pdf?x=1&y=2',
            guidIsPermaLink: true,
            pubDate: new Date('2025-05-14T05:00:00Z'),
            category: 'ข่าวประชาสัมพันธ์',
          }),
        ],
      },
      now,
    );
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = parser.parse(xml).rss;
    expect(rss['@_version']).toBe('2.0');
    expect(rss.channel.title).toBe(channel.title);
    expect(rss.channel.description).toBe(channel.description);
    expect(rss.channel.language).toBe('en');
    expect(rss.channel['atom:link']).toMatchObject({
      '@_href': channel.selfUrl,
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    });
    // The newest item's date, so that an unchanged feed is byte for byte the same.
    expect(rss.channel.lastBuildDate).toBe('Wed, 14 May 2025 05:00:00 GMT');

    const [first, second] = rss.channel.item;
    expect(first).toMatchObject({
      title: 'ผลประกอบการไตรมาส 1/2568',
      link: 'https://ir.example.com/documents/media/press.pdf?x=1&y=2',
      pubDate: 'Wed, 14 May 2025 05:00:00 GMT',
      category: 'ข่าวประชาสัมพันธ์',
      guid: { '#text': 'https://ir.example.com/documents/media/press.pdf?x=1&y=2', '@_isPermaLink': 'true' },
    });
    expect(second.title).toBe('Results <Q1> & "dividend"');
    expect(second.guid).toEqual({ '#text': 'tag:ir.example.com,2009:set-news/1', '@_isPermaLink': 'false' });
    expect(xml).toContain('<title>Results &lt;Q1&gt; &amp; &quot;dividend&quot;</title>');
  });

  it('leaves out pubDate of an undated item', () => {
    const xml = buildRss({ ...channel, items: [item({ pubDate: null, category: undefined })] }, now);
    const [only] = parser.parse(xml).rss.channel.item;
    expect(only.pubDate).toBeUndefined();
    expect(only.category).toBeUndefined();
    expect(parser.parse(xml).rss.channel.lastBuildDate).toBe(rfc822Date(now));
  });

  it('is a valid empty channel without items (a failed backend)', () => {
    const xml = buildRss(channel, now);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = parser.parse(xml).rss.channel;
    expect(parsed.title).toBe(channel.title);
    expect(parsed.lastBuildDate).toBe('Mon, 01 Dec 2025 00:00:00 GMT');
    expect(parsed.item).toBeUndefined();
  });
});
