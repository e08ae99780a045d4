import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, test } from './fixtures';
import { axeClean, createItem, enrolPerson, pageOf, type Person } from './item-review-helpers';

/**
 * The workspace's own shell (docs/accounts.md, The workspace's shell): its sections by role, the person
 * and "Sign out", and none of the public site's menu, footer or popup; signed out, a plain page.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
// Either catalogue: their keys are the same, and Thai's type has plain strings where English's has its texts.
type Catalogue = typeof th;
const sections = (m: Catalogue) => m.Workspace.shell.sections;
let editor: Person;
let admin: Person;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  editor = await enrolPerson(browser, 'editor', `shell-${stamp}`);
  admin = await enrolPerson(browser, 'admin', `shell-${stamp}`);
});

/** None of the public site's frame: its menu, its footer, its popup. */
async function withoutPublicFrame(page: Page, m: Catalogue) {
  await expect(page.getByRole('navigation', { name: m.Shell.mainMenu, exact: true })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('signed out, the sign-in page is plain: no sections, no public menu, footer or popup', async ({ browser }) => {
  const page = await pageOf(browser, null);
  for (const [path, m] of [
    ['/en/admin/sign-in', en],
    ['/admin/sign-in', th],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: m.Workspace.title, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: m.Workspace.shell.navigation })).toHaveCount(0);
    await withoutPublicFrame(page, m);
    await axeClean(page);
  }
});

test('an editor sees the sections of the role, the current one marked; an admin sees the rest', async ({ browser }) => {
  const page = await pageOf(browser, editor);
  await page.goto('/en/admin');
  const nav = page.getByRole('navigation', { name: en.Workspace.shell.navigation });
  const s = sections(en);
  await expect(nav.getByRole('link')).toHaveText([
    s.dashboard,
    s.items,
    s.quarterlyResults,
    s.newItem,
    s.facts,
    s.questions,
    s.reading,
  ]);
  await expect(nav.getByRole('link', { name: s.dashboard })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('workspace-role')).toHaveText(en.Workspace.roles.editor);
  await expect(page.getByRole('button', { name: en.Workspace.signOut })).toBeVisible();
  await withoutPublicFrame(page, en);

  // A section opens its page, and is then the current one.
  await nav.getByRole('link', { name: s.facts }).click();
  await expect(page).toHaveURL(/\/en\/admin\/facts$/);
  await expect(nav.getByRole('link', { name: s.facts })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: s.dashboard })).not.toHaveAttribute('aria-current', 'page');

  // Thai: the same sections in Thai.
  await page.goto('/admin');
  const thaiNav = page.getByRole('navigation', { name: th.Workspace.shell.navigation });
  await expect(thaiNav.getByRole('link')).toHaveText([
    sections(th).dashboard,
    sections(th).items,
    sections(th).quarterlyResults,
    sections(th).newItem,
    sections(th).facts,
    sections(th).questions,
    sections(th).reading,
  ]);

  const adminPage = await pageOf(browser, admin);
  await adminPage.goto('/en/admin');
  await expect(adminPage.getByRole('navigation', { name: en.Workspace.shell.navigation }).getByRole('link')).toHaveText(
    [s.dashboard, s.items, s.quarterlyResults, s.questions, s.reading, s.vitals, s.users, s.audit],
  );
});

for (const width of [390, 1280]) {
  test(`at ${width} px the shell is axe clean in both languages, the sections ${width > 1000 ? 'beside' : 'above'} the page`, async ({
    browser,
  }) => {
    const page = await pageOf(browser, admin);
    await page.setViewportSize({ width, height: 900 });
    for (const [path, m] of [
      ['/en/admin', en],
      ['/admin', th],
    ] as const) {
      await page.goto(path);
      // boundingBox() does not wait for an element to show: these do.
      const navigation = page.getByRole('navigation', { name: m.Workspace.shell.navigation });
      await expect(navigation).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      const nav = (await navigation.boundingBox())!;
      const main = (await page.getByRole('main').boundingBox())!;
      if (width > 1000) expect(nav.x + nav.width).toBeLessThanOrEqual(main.x + 1);
      else expect(nav.y + nav.height).toBeLessThanOrEqual(main.y + 1);
      // Nothing runs off the page.
      const wider = await page.evaluate((limit) => {
        const out: string[] = [];
        for (const element of document.querySelectorAll('body *')) {
          const box = element.getBoundingClientRect();
          if (box.right > limit + 1 && !element.closest('[role="region"]'))
            out.push(`${element.tagName.toLowerCase()}.${element.className}`);
        }
        return out.slice(0, 5);
      }, width);
      expect(wider).toEqual([]);
      await axeClean(page);
    }
  });
}

/** The link of the press releases these tests make. */
const RELEASE_LINK = { th: 'https://example.com/th', en: 'https://example.com/en' };

test('the Items page lists every item, filtered and searched by its URL, in both languages', async ({ browser }) => {
  const page = await pageOf(browser, editor);
  const title = { th: `ข่าวรายการ ${stamp}`, en: `Items page release ${stamp}` };
  await page.goto('/en/admin');
  await createItem(page, 'pressRelease', { title, date: '2026-11-20', link: RELEASE_LINK });
  const i = en.Workspace.items;

  // Searched by its Thai title, from a shared link: the row, its kind, state and languages.
  await page.goto(`/en/admin/items?kind=pressRelease&state=draft&q=${encodeURIComponent(title.th)}`);
  const rows = page.getByTestId('items-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(title.en);
  await expect(rows.first()).toContainText(en.Workspace.itemForm.kinds.pressRelease);
  await expect(rows.first()).toContainText(en.Workspace.item.states.draft);
  await expect(rows.first()).toContainText(i.languageCount.both);
  await expect(page.getByLabel(i.kind, { exact: true })).toHaveValue('pressRelease');
  await axeClean(page);

  // Another state: none; the form keeps what was asked and its submit writes it to the URL.
  await page.getByLabel(i.state, { exact: true }).selectOption('live');
  await page.getByRole('button', { name: i.show }).click();
  await expect(page).toHaveURL(/state=live/);
  await expect(page.getByTestId('items-row')).toHaveCount(0);
  await expect(page.getByText(i.empty)).toBeVisible();

  // In Thai, by the English title; the title links to the item.
  await page.goto(`/admin/items?q=${encodeURIComponent(title.en)}`);
  await expect(page.getByTestId('items-row')).toHaveCount(1);
  await page.getByRole('link', { name: title.th }).click();
  await expect(page).toHaveURL(/\/admin\/items\/[0-9a-f-]{36}$/);
});

test('a step’s outcome is a toast, dismissible, beside the page’s own message; without JavaScript the message stays', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor);
  await page.goto('/en/admin');
  const id = await createItem(page, 'pressRelease', {
    title: { th: `ข่าวแจ้งผล ${stamp}`, en: `Toast release ${stamp}` },
    date: '2026-11-20',
    link: RELEASE_LINK,
  });
  const o = en.Workspace.item.outcomes;

  // Saved: announced politely, in a toast that a button closes; the page says it too.
  await page.goto(`/en/admin/items/${id}?done=1`);
  const toast = page.getByRole('status').filter({ hasText: o.create }).and(page.locator('.Toastify__toast'));
  await expect(toast).toBeVisible();
  // The pointer on it pauses its 8 s timer (react-toastify's pauseOnHover), however long the axe check takes.
  await toast.hover();
  await expect(page.getByTestId('step-done')).toHaveText(o.create);
  await axeClean(page);
  await toast.getByRole('button', { name: en.Workspace.shell.closeToast }).click();
  await expect(toast).toHaveCount(0);
  await expect(page.getByTestId('step-done')).toHaveText(o.create);

  // A refusal: an alert toast, and the page's alert stays.
  await page.goto(`/en/admin/items/${id}?error=four-eyes`);
  await expect(page.getByRole('alert').and(page.locator('.Toastify__toast'))).toBeVisible();
  await expect(page.getByTestId('step-error')).toBeVisible();

  // Without JavaScript: the message, no toast.
  const plain = await pageOf(browser, editor, { javaScriptEnabled: false });
  await plain.goto(`/admin/items/${id}?done=1`);
  await expect(plain.getByTestId('step-done')).toHaveText(th.Workspace.item.outcomes.create);
  await expect(plain.locator('.Toastify__toast')).toHaveCount(0);
});
