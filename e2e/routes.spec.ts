import { test, expect } from './fixtures';
import { localePath, locales, routeEntries } from './routes';
import en from '../messages/en.json';
import th from '../messages/th.json';

const messages = { en, th };

for (const locale of locales) {
  test.describe(`every route in ${locale}`, () => {
    for (const [id, path] of routeEntries) {
      test(`${id} renders its title and breadcrumbs on the server, and fits a 360 px phone`, async ({
        page,
        request,
      }) => {
        const url = localePath(locale, path);
        const response = await request.get(url);
        expect(response.status()).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${locale}"`);

        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(url);
        const title = messages[locale].Routes[id];
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        // Wide tables scroll inside their own box; the page itself never scrolls sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'page wider than the phone').toBeLessThanOrEqual(0);
        if (id === 'home') return;
        const breadcrumbs = page.getByRole('navigation', { name: messages[locale].Shell.breadcrumbs });
        await expect(breadcrumbs.getByRole('link').first()).toHaveAttribute('href', localePath(locale, '/'));
        await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(title);
      });
    }
  });
}

test('the unknown path answers the localized not-found page with status 404', async ({ page }) => {
  for (const [url, lang, title] of [
    ['/no-such-page', 'th', th.NotFound.title],
    ['/en/no-such-page', 'en', en.NotFound.title],
    ['/fr/financialinfo/info', 'th', th.NotFound.title],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  }
});

test('/basicInfo/info in any letter case redirects permanently to /basicinfo/info', async ({ request }) => {
  for (const [from, to] of [
    ['/basicInfo/info', '/basicinfo/info'],
    ['/BASICINFO/Info', '/basicinfo/info'],
    ['/en/basicInfo/info', '/en/basicinfo/info'],
  ]) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location, 'http://x').pathname).toBe(to);
  }
});

test('/th/... redirects to the unprefixed Thai path', async ({ request }) => {
  const response = await request.get('/th/financialinfo/info', { maxRedirects: 0 });
  expect([307, 308]).toContain(response.status());
  expect(new URL(response.headers().location, 'http://x').pathname).toBe('/financialinfo/info');
});

test('no Accept-Language redirect: / stays Thai for an English browser', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-language': 'en-US,en;q=0.9' }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="th"');
});
