import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { expect, test } from './fixtures';
import { htmlText } from './list-helpers';
import { ownServer, publishTo } from './own-workspace-server';

/**
 * A day's newest announcement comes first on its list (lib/lists/arrange.ts): on results day the IR
 * team publishes one announcement after another, all of one date, and each new one must head the
 * list's first page and the RSS feed, in both languages. On a server of its own (its own store),
 * with `npm run publish`, which goes live through the same code as the newsroom.
 */

// The day after the seed's newest announcement and press release: these are the feed's newest items.
const DAY = '2025-11-21';
const COUNT = 12;

test.describe.configure({ mode: 'serial' });

// Twelve publications a minute, each revalidating the site: ownServer lifts the rate limit.
const own = ownServer('news-order', { REVALIDATE_SECRET: 'news-order-revalidate-secret' });

const title = (n: number, locale: 'th' | 'en') =>
  locale === 'th' ? `ประกาศลำดับที่ ${n} ของวัน` : `Announcement ${n} of the day`;

async function publish(n: number): Promise<void> {
  const file = path.join(own.folder, `item-${n}.json`);
  const entity = (locale: 'th' | 'en') => ({
    new_set_title: title(n, locale),
    new_set_date: DAY,
    new_set_pdf_url: `/documents/order-${n}-${locale}.pdf`,
  });
  writeFileSync(file, JSON.stringify({ th: entity('th'), en: entity('en') }));
  expect(await publishTo(own, ['new_set', file])).toContain(`revalidated ${own.app.base}`);
}

/** The numbers of this test's items on a list page, in the page's order, from its server HTML (a title shows more than once: its link, its label). */
async function listedTitles(html: string, locale: 'th' | 'en'): Promise<number[]> {
  const pattern = new RegExp(htmlText(title(0, locale)).replace('0', '(\\d+)'), 'g');
  return [...new Set([...html.matchAll(pattern)].map((match) => Number(match[1])))];
}

test(`${COUNT} announcements published one after another on one date: the last heads page 1 and the feed, in both languages`, async ({
  request,
}) => {
  test.setTimeout(300_000);
  for (let n = 1; n <= COUNT; n += 1) {
    await publish(n);
    // Each one, as soon as it is live, is first: on the list in both languages.
    for (const locale of ['th', 'en'] as const) {
      const html = await (await request.get(`${own.app.base}${locale === 'en' ? '/en' : ''}/newinfo/info`)).text();
      expect((await listedTitles(html, locale))[0]).toBe(n);
    }
  }

  for (const locale of ['th', 'en'] as const) {
    const prefix = locale === 'en' ? '/en' : '';
    // Page 1 holds ten items: the day's ten newest, newest first; page 2 the other two, then the seed's.
    const first = await (await request.get(`${own.app.base}${prefix}/newinfo/info`)).text();
    expect(await listedTitles(first, locale)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    const second = await (await request.get(`${own.app.base}${prefix}/newinfo/info?year=2025&page=2`)).text();
    expect(await listedTitles(second, locale)).toEqual([2, 1]);

    // The RSS feed: the last one first.
    const feed = await (await request.get(`${own.app.base}${prefix}/feeds/news.xml`)).text();
    const items = new XMLParser().parse(feed).rss.channel.item as { title: string }[];
    expect(items[0].title).toBe(title(COUNT, locale));
    expect(items.slice(0, COUNT).map((item) => item.title)).toEqual(
      Array.from({ length: COUNT }, (_, index) => title(COUNT - index, locale)),
    );
  }
});
