import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeClean, createItem, enrolPerson, openPreview, pageOf, type Person, type Role } from './item-review-helpers';

/**
 * Every page of the workspace (docs/ir-team-guide.md), as the role that may open it, at a phone's width
 * and a desktop's, in both languages: served (200), inside the workspace's frame, nothing running off the
 * page, and axe clean. A page added to the workspace belongs in PAGES.
 */

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const stamp = Date.now().toString(36);
const people = {} as Record<Role, Person>;
let itemId = '';

/** Each page with the role that opens it; `{id}` is a draft of the editor's. */
const PAGES: readonly { path: string; role: Role | null }[] = [
  { path: '/admin/sign-in', role: null },
  { path: '/admin', role: 'editor' },
  { path: '/admin', role: 'approver' },
  { path: '/admin/items', role: 'editor' },
  { path: '/admin/items?kind=quarterlyResults', role: 'editor' },
  { path: '/admin/items/new', role: 'editor' },
  { path: '/admin/items/new?kind=exchangeAnnouncement', role: 'editor' },
  { path: '/admin/items/new?kind=quarterlyResults', role: 'editor' },
  { path: '/admin/items/{id}', role: 'editor' },
  { path: '/admin/items/{id}/edit', role: 'editor' },
  { path: '/admin/facts', role: 'editor' },
  { path: '/admin/questions', role: 'approver' },
  { path: '/admin/reading', role: 'editor' },
  { path: '/admin/vitals', role: 'approver' },
  { path: '/admin/audit', role: 'approver' },
  { path: '/admin/users', role: 'admin' },
];

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  for (const role of ['editor', 'approver', 'admin'] as const)
    people[role] = await enrolPerson(browser, role, `pages-${stamp}`);
  const page = await pageOf(browser, people.editor);
  itemId = await createItem(page, 'pressRelease', {
    title: { th: `ข่าวตรวจหน้า ${stamp}`, en: `Page check release ${stamp}` },
    date: '2021-06-15',
    link: { th: 'https://example.com/th/release', en: 'https://example.com/en/release' },
  });
  await page.context().close();
});

/** Elements whose right edge is past the viewport (a scrolling region's content aside). */
async function overflowing(page: Page, width: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const out: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > limit + 1 && !element.closest('[role="region"]'))
        out.push(`${element.tagName.toLowerCase()}.${String(element.className)}`);
    }
    return out.slice(0, 5);
  }, width);
}

for (const width of [390, 1280]) {
  test(`at ${width} px every workspace page is served in its frame, fits and is axe clean in both languages`, async ({
    browser,
  }) => {
    const pages = new Map<string, Page>();
    const pageFor = async (role: Role | null) => {
      const key = role ?? 'nobody';
      if (!pages.has(key)) {
        const page = await pageOf(browser, role ? people[role] : null);
        await page.setViewportSize({ width, height: 900 });
        pages.set(key, page);
      }
      return pages.get(key)!;
    };
    for (const { path, role } of PAGES) {
      for (const prefix of ['', '/en']) {
        const page = await pageFor(role);
        const url = `${prefix}${path.replace('{id}', itemId)}`;
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        // The workspace's frame: its name links to its dashboard; no public footer.
        await expect(page.getByRole('contentinfo'), url).toHaveCount(0);
        await expect(page.getByRole('main'), url).toBeVisible();
        expect(await overflowing(page, width), url).toEqual([]);
        await test.step(`axe ${url}`, () => axeClean(page));
      }
    }
    // A version's preview, opened from its item.
    const editor = await pageFor('editor');
    for (const locale of ['th', 'en'] as const) {
      await openPreview(editor, itemId, locale);
      expect(await overflowing(editor, width)).toEqual([]);
      await axeClean(editor);
    }
    for (const page of pages.values()) await page.context().close();
  });
}
