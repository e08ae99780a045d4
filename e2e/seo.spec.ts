import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { test, expect } from './fixtures';
import { localePath, locales, routeEntries } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { unlistedPages, type PageId } from '@/lib/site/site-map';

const messages = { en, th };
const company = { th: 'สยามฮอไรซัน เอสเตท', en: 'Siam Horizon Estate' };
type Locale = (typeof locales)[number];

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name]);

/** The attributes of every start tag of one element name in an HTML document. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, raw]) =>
    Object.fromEntries(
      [...raw.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key.toLowerCase(), decode(value)]),
    ),
  );
}

interface Head {
  title: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  alternates: Record<string, string>;
  links: Record<string, string>[];
}

function readHead(html: string): Head {
  const metas = tags(html, 'meta');
  const links = tags(html, 'link');
  return {
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    meta: (key) => metas.find((tag) => tag.name === key || tag.property === key)?.content,
    canonical: links.find((tag) => tag.rel === 'canonical')?.href,
    alternates: Object.fromEntries(
      links.filter((tag) => tag.rel === 'alternate' && tag.hreflang).map((tag) => [tag.hreflang, tag.href]),
    ),
    links,
  };
}

function expectedTitle(locale: Locale, id: PageId): string {
  const m = messages[locale].Metadata;
  const name = company[locale];
  return id === 'home'
    ? m.siteName.replace('{company}', name)
    : m.titleTemplate.replace('{title}', messages[locale].Routes[id]).replace('{company}', name);
}

function expectedDescription(locale: Locale, id: PageId): string {
  return messages[locale].Metadata.descriptions[id]
    .replaceAll('{company}', company[locale])
    .replaceAll('{symbol}', 'SHRZ');
}

for (const locale of locales) {
  test.describe(`head tags in ${locale}`, () => {
    for (const [id, route] of routeEntries) {
      test(`${id}: title, description, canonical, reciprocal alternates and cards`, async ({ request, baseURL }) => {
        const url = localePath(locale, route);
        const head = readHead(await (await request.get(url)).text());
        const self = new URL(url, baseURL).toString();
        const thUrl = new URL(localePath('th', route), baseURL).toString();
        const enUrl = new URL(localePath('en', route), baseURL).toString();

        expect(head.title).toBe(expectedTitle(locale, id));
        expect(head.meta('description')).toBe(expectedDescription(locale, id));
        expect(head.canonical).toBe(self);
        expect(head.alternates).toEqual({ th: thUrl, en: enUrl, 'x-default': thUrl });

        // The other language's page points back at this one.
        const other = locale === 'th' ? 'en' : 'th';
        const otherHead = readHead(await (await request.get(localePath(other, route))).text());
        expect(otherHead.alternates[locale]).toBe(self);

        expect(head.meta('og:title')).toBe(head.title);
        expect(head.meta('og:description')).toBe(head.meta('description'));
        expect(head.meta('og:url')).toBe(self);
        expect(head.meta('og:locale')).toBe(locale === 'th' ? 'th_TH' : 'en_US');
        expect(head.meta('twitter:card')).toBe('summary_large_image');
        const image = head.meta('og:image');
        expect(image, 'og:image').toMatch(/^https?:\/\//);
        const imageResponse = await request.get(image!);
        expect(imageResponse.status()).toBe(200);
        expect(imageResponse.headers()['content-type']).toBe('image/png');
        expect(head.meta('og:image:width')).toBe('1200');
        expect(head.meta('og:image:height')).toBe('630');
        expect(head.meta('og:image:alt')).toBeTruthy();
        expect(head.meta('twitter:image')).toBe(image);
      });
    }
  });
}

test.describe('list pages canonicalize to their own state', () => {
  const cases = [
    ['/en/newinfo/info?year=2024&page=2', '/en/newinfo/info?year=2024&page=2'],
    ['/en/newinfo/info?page=2&year=2024&q=dividend&utm_source=mail', '/en/newinfo/info?year=2024&page=2'],
    ['/newinfo/info?year=2024&page=1', '/newinfo/info?year=2024'],
    ['/newinfo/info?year=2025', '/newinfo/info'],
    ['/en/basicinfo/shareholdermeeting?year=2024&type=1', '/en/basicinfo/shareholdermeeting?year=2024&type=1'],
    ['/calendarinfo/info?year=2023', '/calendarinfo/info?year=2023'],
    ['/en/about?year=2024&page=3', '/en/about'],
  ] as const;
  for (const [url, canonical] of cases) {
    test(url, async ({ request, baseURL }) => {
      const head = readHead(await (await request.get(url)).text());
      expect(head.canonical).toBe(new URL(canonical, baseURL).toString());
      const search = new URL(canonical, baseURL).search;
      const pathname = new URL(canonical, baseURL).pathname.replace(/^\/en(?=\/|$)/, '') || '/';
      expect(head.alternates.th).toBe(new URL(`${pathname}${search}`, baseURL).toString());
      expect(head.alternates.en).toBe(new URL(`${localePath('en', pathname)}${search}`, baseURL).toString());
    });
  }
});

test('the news pages announce the RSS feed and the calendar its iCalendar feed, in their language', async ({
  request,
  baseURL,
}) => {
  for (const locale of locales) {
    for (const route of [
      '/newinfo/info',
      '/newinfo/newsmedia',
      '/newinfo/newsprintmedia',
      '/newinfo/electronicadvertising',
    ]) {
      const head = readHead(await (await request.get(localePath(locale, route))).text());
      const feed = head.links.find((tag) => tag.rel === 'alternate' && tag.type === 'application/rss+xml');
      expect(feed?.href, route).toBe(
        new URL(locale === 'th' ? '/feeds/news.xml' : '/en/feeds/news.xml', baseURL).toString(),
      );
      expect(feed?.title).toBeTruthy();
    }
  }
  for (const locale of locales) {
    const head = readHead(await (await request.get(localePath(locale, '/calendarinfo/info'))).text());
    const calendar = head.links.find((tag) => tag.rel === 'alternate' && tag.type === 'text/calendar');
    expect(calendar?.href).toBe(
      new URL(locale === 'th' ? '/feeds/calendar.ics' : '/en/feeds/calendar.ics', baseURL).toString(),
    );
  }
  const response = await request.get('/en/feeds/news.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
});

test('the sitemap lists every route in both languages with alternates (the search page excepted), and the year pages of the lists', async ({
  request,
  baseURL,
}) => {
  // It requests every listed URL, the results hub's quarters in both languages among them.
  test.setTimeout(120_000);
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
  const urls: { loc: string; 'xhtml:link': { '@_hreflang': string; '@_href': string }[] }[] = parsed.urlset.url;
  const byLoc = new Map(urls.map((entry) => [entry.loc, entry]));
  for (const locale of locales) {
    for (const [id, route] of routeEntries) {
      const loc = new URL(localePath(locale, route), baseURL).toString();
      const entry = byLoc.get(loc);
      // The search page is noindex and never in the sitemap (e2e/search.spec.ts).
      if (unlistedPages.includes(id)) {
        expect(entry, `${id} in ${locale}`).toBeUndefined();
        continue;
      }
      expect(entry, `${id} in ${locale}`).toBeDefined();
      const languages = Object.fromEntries(entry!['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]));
      expect(languages).toEqual({
        th: new URL(localePath('th', route), baseURL).toString(),
        en: new URL(localePath('en', route), baseURL).toString(),
        'x-default': new URL(localePath('th', route), baseURL).toString(),
      });
    }
  }
  for (const yearPage of [
    '/newinfo/info?year=2024',
    '/en/newinfo/info?year=2021',
    '/en/newinfo/newsprintmedia?year=2020',
    '/calendarinfo/info?year=2022',
  ]) {
    expect(byLoc.has(new URL(yearPage, baseURL).toString()), yearPage).toBe(true);
  }
  // The default year is the route itself, never a second entry.
  expect(byLoc.has(new URL('/newinfo/info?year=2025', baseURL).toString())).toBe(false);
  // Every listed URL answers.
  for (const loc of byLoc.keys()) {
    const page = await request.get(loc, { maxRedirects: 0 });
    expect(page.status(), loc).toBe(200);
  }
});

test('the pages that act on a mailed token are noindex and absent from the sitemap', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/receiveemails/confirm', '/receiveemails/preferences', '/receiveemails/unsubscribe']) {
    for (const prefix of ['', '/en']) {
      const response = await request.get(`${prefix}${path}?token=unknown`);
      expect(readHead(await response.text()).meta('robots'), `${prefix}${path}`).toMatch(/noindex/);
      expect(sitemap).not.toContain(`<loc>${new URL(`${prefix}${path}`, baseURL).toString()}</loc>`);
    }
  }
});

test('robots.txt allows everything and names the sitemap', async ({ request, baseURL }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*\s+Allow: \//i);
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
});

test('icons, manifest and theme colour are announced and served', async ({ request }) => {
  const head = readHead(await (await request.get('/en')).text());
  expect(head.meta('theme-color')).toBe('#2f3437');
  const hrefOf = (rel: string) => head.links.find((tag) => tag.rel === rel)?.href;
  for (const [rel, type] of [
    ['icon', 'image/'],
    ['apple-touch-icon', 'image/png'],
    ['manifest', 'application/manifest+json'],
  ] as const) {
    const href = hrefOf(rel);
    expect(href, rel).toBeTruthy();
    const response = await request.get(href!);
    expect(response.status(), rel).toBe(200);
    expect(response.headers()['content-type'], rel).toContain(type);
  }
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  const manifest = await (await request.get(hrefOf('manifest')!)).json();
  expect(manifest.theme_color).toBe('#2f3437');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) =>
    JSON.parse(body),
  );
}

test('structured data: Corporation on the home page, BreadcrumbList on inner pages', async ({ request, baseURL }) => {
  for (const locale of locales) {
    const home = jsonLd(await (await request.get(localePath(locale, '/'))).text());
    const corporation = home.find((item) => item['@type'] === 'Corporation');
    expect(corporation).toMatchObject({
      '@context': 'https://schema.org',
      tickerSymbol: 'SET:SHRZ',
      url: new URL(localePath(locale, '/'), baseURL).toString(),
    });
    expect(corporation?.name).toBe(
      locale === 'th' ? 'บริษัท สยามฮอไรซัน เอสเตท จำกัด (มหาชน)' : 'Siam Horizon Estate Public Company Limited',
    );
    expect((await request.get(String(corporation?.logo))).status()).toBe(200);
    const contact = (corporation?.contactPoint as Record<string, unknown>[])[0];
    expect(contact).toMatchObject({
      contactType: 'investor relations',
      telephone: '+66-2-123-4567',
      email: 'ir@example.com',
    });

    const inner = jsonLd(await (await request.get(localePath(locale, '/newinfo/newsmedia'))).text());
    const breadcrumbs = inner.find((item) => item['@type'] === 'BreadcrumbList');
    const names = (breadcrumbs?.itemListElement as { name: string; item: string; position: number }[]).map(
      (item) => item.name,
    );
    expect(names).toEqual([
      messages[locale].Shell.home,
      messages[locale].Sections.news,
      messages[locale].Routes.newsMedia,
    ]);
  }
});

test('a printed page shows the content and its tables without menus, popups, toasts or back-to-top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/en/basicinfo/dividendpayment');
  // The back-to-top button shows past 300 px of scrolling: scroll so that only print can hide it.
  await page.mouse.wheel(0, 1200);
  await expect(page.getByRole('button', { name: en.Shell.backToTop })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main table').first()).toBeVisible();
  await expect(page.getByRole('button', { name: en.Shell.backToTop })).toBeHidden();
  await expect(page.getByRole('navigation', { name: en.Shell.mainMenu })).toBeHidden();
  await expect(page.locator('footer')).toBeHidden();
  // Screen: the menu and footer are there.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('navigation', { name: en.Shell.mainMenu })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

const run = promisify(execFile);

test('the HTML of every route in both languages passes the W3C Nu HTML Checker', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const urls = [
      ...locales.flatMap((locale) => routeEntries.map(([, route]) => localePath(locale, route))),
      '/en/newinfo/info?year=2024&page=2',
      '/newinfo/info?q=%E0%B8%9B%E0%B8%B1%E0%B8%99%E0%B8%9C%E0%B8%A5',
      // A quarter of the results hub (docs/results.md), below a route of the site map.
      '/financialinfo/results/2025-q3',
      '/en/financialinfo/results/2025-q3',
    ];
    const files = new Map<string, string>();
    for (const [index, url] of urls.entries()) {
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, await (await request.get(url)).text());
      files.set(file, url);
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const jar: string = require('vnu-jar');
    const result = await run(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files.keys()],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(result.stderr || result.stdout || '{"messages":[]}') as {
      messages: { type: string; url: string; message: string; extract?: string; lastLine?: number }[];
    };
    const errors = report.messages
      .filter((message) => message.type === 'error')
      .map(
        (message) =>
          `${files.get(decodeURIComponent(new URL(message.url).pathname))}:${message.lastLine} ${message.message} ${message.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
