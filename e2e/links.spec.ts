import { test, expect } from './fixtures';

const MAX_URLS = 1500;
const CONCURRENCY = 8;

/** Links of an HTML page: every <a href>, the <link> elements a visitor or a reader can follow, GET filter forms. */
function linksOf(html: string): string[] {
  const anchors = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)].map(([, href]) => href);
  const related = [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="(?:alternate|canonical|prev|next)"/i.test(tag))
    .map((tag) => tag.match(/\shref="([^"]*)"/i)?.[1])
    .filter((href): href is string => href !== undefined);
  return [...[...anchors, ...related].map(decodeAttribute), ...filterFormTargets(html)];
}

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/**
 * The pages a GET filter form leads to without JavaScript (the year selects of the lists): one URL per
 * option of each select, with the form's hidden fields. Documents of other years are only reachable so.
 */
function filterFormTargets(html: string): string[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)]
    .filter(([, attributes]) => /\smethod="get"/i.test(attributes))
    .flatMap(([, attributes, body]) => {
      const action = decodeAttribute(attributes.match(/\saction="([^"]*)"/i)?.[1] ?? '');
      const hidden = [...body.matchAll(/<input\b[^>]*type="hidden"[^>]*>/gi)].map(([tag]) => [
        tag.match(/\sname="([^"]*)"/i)?.[1] ?? '',
        tag.match(/\svalue="([^"]*)"/i)?.[1] ?? '',
      ]);
      return [...body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/gi)].flatMap(([, selectAttributes, options]) => {
        const name = selectAttributes.match(/\sname="([^"]*)"/i)?.[1];
        if (!name) return [];
        return [...options.matchAll(/<option\b[^>]*\svalue="([^"]*)"/gi)].map(([, value]) => {
          const query = new URLSearchParams(
            [...hidden, [name, decodeAttribute(value)]].map(([key, one]) => [
              decodeAttribute(key),
              decodeAttribute(one),
            ]),
          );
          return `${action}?${query.toString()}`;
        });
      });
    });
}

test('a crawl from / and /en meets no 4xx or 5xx on any internal link or document', async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL!).origin;
  const found = new Map<string, string>(); // url → the page that first linked it
  const queue: string[] = [];
  const problems: string[] = [];
  const skipped = { external: new Set<string>(), other: new Set<string>(), overCap: new Set<string>() };
  let pages = 0;
  let files = 0;
  let redirects = 0;

  const add = (href: string, from: string) => {
    let target: URL;
    try {
      target = new URL(href, from);
    } catch {
      problems.push(`unparsable link ${JSON.stringify(href)} on ${from}`);
      return;
    }
    target.hash = '';
    const url = target.toString();
    if (target.protocol !== 'http:' && target.protocol !== 'https:') skipped.other.add(`${target.protocol}…`);
    else if (target.origin !== origin) skipped.external.add(url);
    else if (found.has(url)) return;
    else if (found.size >= MAX_URLS) skipped.overCap.add(url);
    else {
      found.set(url, from);
      queue.push(url);
    }
  };

  add('/', origin);
  add('/en', origin);
  while (queue.length > 0) {
    const batch = queue.splice(0, CONCURRENCY);
    await Promise.all(
      batch.map(async (url) => {
        const response = await request.get(url, { maxRedirects: 0 });
        const status = response.status();
        if (status >= 300 && status < 400) {
          redirects += 1;
          const location = response.headers().location;
          if (!location) problems.push(`${status} without a location: ${url} (linked from ${found.get(url)})`);
          else if (new URL(location, url).origin !== origin)
            problems.push(`${url} redirects off the site to ${location}`);
          else add(location, url);
          return;
        }
        if (status >= 400) {
          problems.push(`${status} ${url} (linked from ${found.get(url)})`);
          return;
        }
        if (/text\/html/i.test(response.headers()['content-type'] ?? '')) {
          pages += 1;
          for (const href of linksOf(await response.text())) add(href, url);
        } else {
          files += 1;
        }
      }),
    );
  }

  const summary =
    `crawled ${found.size} URLs: ${pages} pages, ${files} documents and other files, ${redirects} redirects; ` +
    `not followed: ${skipped.external.size} external, ${skipped.other.size} other schemes (${[...skipped.other].join(', ')}), ` +
    `${skipped.overCap.size} over the cap of ${MAX_URLS}`;
  console.log(summary);
  test.info().annotations.push({ type: 'crawl', description: summary });

  expect(problems).toEqual([]);
  expect(pages).toBeGreaterThan(60);
  expect(files, 'documents are among the links').toBeGreaterThan(0);
  expect([...skipped.overCap], 'every internal URL within the cap').toEqual([]);
});
