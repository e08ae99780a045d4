import { createHash } from 'node:crypto';
import { test, expect } from './fixtures';
import { localePath, locales } from './routes';

/**
 * Next's scripts start after the first paint (docs/decisions/003-chunk-scripts-after-first-paint.md), so on a slow
 * phone the text is painted before react-dom is fetched and evaluated. Checked on the served HTML and
 * in the browser: the chunks are requested only after the first contentful paint, every one runs, the
 * page hydrates, and the policy refuses nothing.
 */
const PAGES = ['/', '/newinfo/info?year=2024&page=2', '/financialinfo/info', '/search?q=dividend'];

for (const locale of locales) {
  for (const path of PAGES) {
    test(`${locale} ${path}: the HTML names its chunks only through the deferred loader`, async ({ request }) => {
      const response = await request.get(localePath(locale, path));
      const html = await response.text();
      // Next's own tags are gone: no async chunk script, no script preload. A failure here means Next
      // writes its chunk tags in another shape than lib/server/next-internals.mjs assumes.
      const assumption =
        'Next internals: chunk tags are <script src="/_next/…js" async> (chunkOfScriptTag, isChunkPreload in lib/server/next-internals.mjs)';
      expect(html, assumption).not.toMatch(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]+\.js"[^>]*\basync\b/);
      expect(html, assumption).not.toMatch(/<link rel="preload" as="script"/);
      const calls = [
        ...html.matchAll(/<script>([^<]*__irDefer\("\/_next\/static\/chunks\/[^"]+\.js"\)[^<]*)<\/script>/g),
      ];
      expect(calls.length, assumption).toBeGreaterThan(2);
      // Each call is an inline script the page's policy names by its hash
      // (docs/decisions/046-script-hashes-and-a-shared-cache.md); the chunks it inserts need no hash ('strict-dynamic').
      const policy = response.headers()['content-security-policy'];
      expect(policy).toContain("'strict-dynamic'");
      for (const [, text] of calls) {
        expect(policy, text).toContain(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      }
      // The loader travels once, in the head.
      const loaders = [...html.matchAll(/__irDefer = function/g)];
      expect(loaders).toHaveLength(1);
      expect(loaders[0].index).toBeLessThan(html.indexOf('</head>'));
    });
  }

  test(`${locale}: the chunks are fetched after the first contentful paint, all run, and the page hydrates`, async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    page.on('pageerror', (error) => refused.push(error.message));
    await page.goto(localePath(locale, '/'));
    await expect(page.locator('html')).toHaveAttribute('data-ir-scripts', 'done');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname));
      return {
        paint: paint?.startTime ?? null,
        firstChunk: Math.min(...chunks.map((entry) => entry.startTime)),
        chunks: chunks.length,
      };
    });
    expect(timing.paint).not.toBeNull();
    expect(timing.chunks).toBeGreaterThan(2);
    expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.paint as number);
    // Loaded chunks start hydration, which React does in slices: it finishes a little later.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber'))))
      .toBe(true);
    expect(refused).toEqual([]);
  });
}

test("the framework chunks every page loads first carry V8's compile hint; a route's own chunks do not", async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const chunks = [...html.matchAll(/__irDefer\("([^"]+)"\)/g)].map(([, src]) => src);
  const hinted: string[] = [];
  for (const src of chunks) {
    if ((await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(src);
  }
  // react-dom, Next's router, the Turbopack runtime, the bootstrap (the build manifest's rootMainFiles).
  expect(hinted.length).toBeGreaterThanOrEqual(4);
  expect(hinted.length).toBeLessThan(chunks.length);
});

test('a page opened in a background tab, which paints no frame, still runs its scripts', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    // A hidden tab calls no frame callbacks and reports no paint (taken away here, as the page does paint).
    window.requestAnimationFrame = () => 0;
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
  });
  await page.goto('/en', { waitUntil: 'domcontentloaded' });
  // Well before the 5 s fallback after the load event.
  await expect(page.locator('html')).toHaveAttribute('data-ir-scripts', 'done', { timeout: 3000 });
});
