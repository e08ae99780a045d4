import AxeBuilder from '@axe-core/playwright';
import type { Dialog, Page } from '@playwright/test';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, test } from './fixtures';
import { axeClean, createItem, enrolPerson, itemStep, pageOf, type Person } from './item-review-helpers';

/**
 * The item editor (docs/newsroom.md, The item form): the draft saved by itself as the same item (its
 * history says so), the question before leaving with changes not saved and none after a save, Thai
 * beside English on a wide screen and one above the other on a phone without scrolling sideways, the
 * preview beside the form, the keyboard's order, and axe clean, in both languages.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
const words = { th: { m: th, prefix: '' }, en: { m: en, prefix: '/en' } } as const;
const f = (locale: 'th' | 'en') => words[locale].m.Workspace.itemForm;
const labelOf = (locale: 'th' | 'en', field: 'title' | 'link' | 'date', lang?: 'th' | 'en') =>
  lang
    ? f(locale).perLanguage.replace('{field}', f(locale).fields[field]).replace('{language}', f(locale).languages[lang])
    : f(locale).fields[field];
const savedAt = (locale: 'th' | 'en') =>
  new RegExp(f(locale).editor.autosaved.replace('{time}', '\\d{2}:\\d{2}').replace('.', '\\.'));
const idIn = (url: string) => /\/admin\/items\/([0-9a-f-]{36})/.exec(url)?.[1] ?? '';

let editor: Person;
let approver: Person;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  editor = await enrolPerson(browser, 'editor', `editor-ux-${stamp}`);
  approver = await enrolPerson(browser, 'approver', `editor-ux-${stamp}`);
});

/** The form is the script's once hydrated: the automatic save's status line is drawn then. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
  await expect(page.getByTestId('autosave-status')).toBeAttached({ timeout: 30_000 });
}

/** Every dialog the page opens, dismissed (a leave question answered "stay"). */
function dialogsOf(page: Page): Dialog[] {
  const seen: Dialog[] = [];
  page.on('dialog', (dialog) => {
    seen.push(dialog);
    void dialog.dismiss().catch(() => undefined);
  });
  return seen;
}

async function itemsTitled(page: Page, title: string): Promise<string[]> {
  const reply = await page.request.get('/api/workspace/items?kind=pressRelease');
  const { items } = (await reply.json()) as { items: { id: string; content: { title?: { en?: string } } }[] };
  return items.filter((item) => item.content.title?.en === title).map((item) => item.id);
}

for (const locale of ['th', 'en'] as const) {
  const { prefix, m } = words[locale];

  test(`${locale}: a new item saves itself once, as one item; the button saves that item; its history says so`, async ({
    browser,
  }) => {
    const page = await pageOf(browser, editor);
    await page.goto(`${prefix}/admin/items/new?kind=pressRelease`);
    await hydrated(page);
    const main = page.getByRole('main');
    const title = `Autosaved ${locale} ${stamp}`;
    await main.getByLabel(labelOf(locale, 'title', 'th'), { exact: true }).fill(`บันทึกเอง ${stamp}`);
    await main.getByLabel(labelOf(locale, 'title', 'en'), { exact: true }).fill(title);
    await expect(page.getByTestId('autosave-status')).toHaveText(savedAt(locale), { timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`${prefix}/admin/items/[0-9a-f-]{36}/edit$`));
    const id = idIn(page.url());
    expect(await itemsTitled(page, title)).toEqual([id]);

    // Saved by the button now: the same item, not a second one.
    await main.getByLabel(labelOf(locale, 'link', 'en'), { exact: true }).fill('https://example.com/en');
    await page.getByRole('button', { name: f(locale).save, exact: true }).click();
    await page.waitForURL(new RegExp(`${prefix}/admin/items/${id}\\?done=1$`));
    expect(await itemsTitled(page, title)).toEqual([id]);
    const events = page.getByTestId('item-events').locator('tbody tr');
    await expect(events).toHaveCount(2);
    await expect(events.nth(0)).toContainText(m.Workspace.item.events.create);
    await expect(events.nth(0)).toContainText(m.Workspace.item.history.autosaved);
    await expect(events.nth(1)).toContainText(m.Workspace.item.events.edit);
    await expect(events.nth(1)).not.toContainText(m.Workspace.item.history.autosaved);
    await page.context().close();
  });
}

test('a rejected item saves itself as a new version of the same item; a submitted one never does', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor);
  const content = {
    title: { th: `ตีกลับ ${stamp}`, en: `Rejected ${stamp}` },
    date: '2026-11-26',
    link: { th: 'https://example.com/th', en: 'https://example.com/en' },
  };
  const id = await createItem(page, 'pressRelease', content);
  await itemStep(page, id, 'submit');
  const approverPage = await pageOf(browser, approver);
  await itemStep(approverPage, id, 'reject', { reason: 'Name the quarter.' });
  await approverPage.context().close();

  await page.goto(`/en/admin/items/${id}/edit`);
  await hydrated(page);
  await page
    .getByRole('main')
    .getByLabel(labelOf('en', 'title', 'en'), { exact: true })
    .fill(`Rejected ${stamp}, Q3`);
  await expect(page.getByTestId('autosave-status')).toHaveText(savedAt('en'), { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/en/admin/items/${id}/edit$`));

  await page.goto(`/en/admin/items/${id}`);
  const versions = page.getByTestId('item-versions').locator('tbody tr');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(1)).toContainText(en.Workspace.item.states.draft);
  await expect(page.getByTestId('item-events').locator('tbody tr').last()).toContainText(
    en.Workspace.item.history.autosaved,
  );

  // Submitted now: the edit page is not a form, and the save route refuses an automatic save.
  await itemStep(page, id, 'submit');
  const { token } = (await (await page.request.get('/api/workspace/csrf')).json()) as { token: string };
  const refused = await page.request.post(`/api/workspace/items/${id}/save`, {
    data: { content: { title: { en: 'Changed while submitted' } }, autosave: true },
    headers: { 'x-csrf-token': token },
  });
  expect(refused.status()).toBe(409);
  await page.context().close();
});

test('leaving with changes not saved asks first (a link, a reload); after a save nothing asks', async ({ browser }) => {
  const page = await pageOf(browser, editor);
  const id = await createItem(page, 'pressRelease', { title: { en: `Leaving ${stamp}` } });
  await page.goto(`/en/admin/items/${id}/edit`);
  await hydrated(page);
  const dialogs = dialogsOf(page);
  const main = page.getByRole('main');
  // Not saveable as a draft (not a link), so nothing saves it meanwhile.
  await main.getByLabel(labelOf('en', 'link', 'en'), { exact: true }).fill('not a link');
  const nav = page.getByRole('navigation', { name: en.Workspace.shell.navigation });
  await nav.getByRole('link', { name: en.Workspace.shell.sections.items, exact: true }).click();
  await expect.poll(() => dialogs.length).toBe(1);
  expect(dialogs[0].type()).toBe('confirm');
  expect(dialogs[0].message()).toBe(en.Workspace.itemForm.editor.leave);
  // Answered "stay": still the form, as typed.
  await expect(page).toHaveURL(new RegExp(`/en/admin/items/${id}/edit$`));
  await expect(main.getByLabel(labelOf('en', 'link', 'en'), { exact: true })).toHaveValue('not a link');
  // A reload asks the browser's own question.
  void page.reload().catch(() => undefined);
  await expect.poll(() => dialogs.length).toBe(2);
  expect(dialogs[1].type()).toBe('beforeunload');
  await expect(main.getByLabel(labelOf('en', 'link', 'en'), { exact: true })).toHaveValue('not a link');

  // Valid again, and saved by itself: leaving asks nothing.
  await main.getByLabel(labelOf('en', 'link', 'en'), { exact: true }).fill('https://example.com/leaving');
  await expect(page.getByTestId('autosave-status')).toHaveText(savedAt('en'), { timeout: 30_000 });
  await nav.getByRole('link', { name: en.Workspace.shell.sections.items, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/items$/);
  expect(dialogs).toHaveLength(2);

  // Changed, then saved by the button: the item's page, without a question.
  await page.goto(`/en/admin/items/${id}/edit`);
  await hydrated(page);
  await main.getByLabel(labelOf('en', 'title', 'en'), { exact: true }).fill(`Leaving ${stamp}, saved`);
  await page.getByRole('button', { name: en.Workspace.itemForm.save, exact: true }).click();
  await page.waitForURL(new RegExp(`/en/admin/items/${id}\\?done=1$`));
  expect(dialogs).toHaveLength(2);
  await page.close({ runBeforeUnload: true });
  expect(dialogs).toHaveLength(2);
});

for (const locale of ['th', 'en'] as const) {
  const { prefix } = words[locale];

  test(`${locale}: Thai beside English at 1280 px, one above the other at 390 px, no sideways scroll, axe clean, the keyboard in visual order`, async ({
    browser,
  }) => {
    const page = await pageOf(browser, editor);
    await page.setViewportSize({ width: 1280, height: 900 });
    const id = await createItem(page, 'pressRelease', { title: { th: `เค้าโครง ${stamp}`, en: `Layout ${stamp}` } });
    await page.goto(`${prefix}/admin/items/${id}/edit`);
    await hydrated(page);
    const main = page.getByRole('main');
    const field = (name: 'title' | 'link' | 'date', lang?: 'th' | 'en') =>
      main.getByLabel(labelOf(locale, name, lang), { exact: true });
    const boxes = async () =>
      Promise.all([field('title', 'th').boundingBox(), field('title', 'en').boundingBox()]) as Promise<
        { x: number; y: number; width: number; height: number }[]
      >;

    const [thWide, enWide] = await boxes();
    expect(Math.abs(thWide.y - enWide.y)).toBeLessThan(2);
    expect(enWide.x).toBeGreaterThan(thWide.x + thWide.width);
    // Each column is headed by its language, above its first input.
    const heads = main.getByText(f(locale).languages.en, { exact: true });
    await expect(heads).toBeVisible();
    expect((await heads.boundingBox())!.x).toBeCloseTo(enWide.x, -1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await axeClean(page);

    // The keyboard goes as the eye does: Thai, then English, row by row, then the buttons. (A date
    // input's day, month and year each take a Tab of their own, so each step starts at its input.)
    const button = (name: string) => page.getByRole('button', { name, exact: true });
    const steps = [
      [field('title', 'th'), field('title', 'en')],
      [field('title', 'en'), field('date')],
      [field('link', 'th'), field('link', 'en')],
      [field('link', 'en'), button(f(locale).save)],
      [button(f(locale).save), button(f(locale).preview)],
      [button(f(locale).preview), button(f(locale).submit)],
      [button(f(locale).submit), button(f(locale).editor.previewBeside)],
    ] as const;
    for (const [from, to] of steps) {
      await from.focus();
      await page.keyboard.press('Tab');
      await expect(to).toBeFocused();
    }

    for (const width of [1024, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(
        width,
      );
    }
    const [thNarrow, enNarrow] = await boxes();
    expect(enNarrow.y).toBeGreaterThan(thNarrow.y + thNarrow.height);
    await expect(heads).toBeHidden();
    await axeClean(page);
    await page.context().close();
  });
}

test('the preview beside the form at 1280 px: saved, shown, updated, closed by Escape; at 390 px Preview opens its page', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor);
  await page.setViewportSize({ width: 1280, height: 900 });
  const id = await createItem(page, 'pressRelease', {
    title: { th: `ตัวอย่าง ${stamp}`, en: `Beside ${stamp}` },
    date: '2026-11-26',
  });
  await page.goto(`/en/admin/items/${id}/edit`);
  await hydrated(page);
  const main = page.getByRole('main');
  const beside = page.getByRole('button', { name: en.Workspace.itemForm.editor.previewBeside });
  await beside.click();
  const panel = page.getByTestId('item-preview-panel');
  const frame = page.frameLocator('[data-testid="item-preview-panel"] iframe');
  await expect(frame.getByTestId('preview-en')).toContainText(`Beside ${stamp}`);
  // The panel's heading has the focus, still once the frame has loaded: the frame takes none.
  await expect(panel.getByRole('heading', { name: en.Workspace.itemForm.editor.previewHeading })).toBeFocused();
  // Scrolled to the preview's content, past the shell above it.
  const scrolled = () =>
    panel.locator('iframe').evaluate((element: HTMLIFrameElement) => {
      const view = element.contentWindow!;
      const top = view.document.getElementById('main')!.getBoundingClientRect().top + view.scrollY;
      const wanted = Math.min(top, view.document.documentElement.scrollHeight - view.innerHeight);
      return wanted > 0 && Math.abs(view.scrollY - wanted) < 2;
    });
  await expect.poll(scrolled).toBe(true);
  // The preview alone may be framed, and by the site only; the form's own page by nobody.
  const previewReply = await page.request.get((await panel.locator('iframe').getAttribute('src'))!);
  expect(previewReply.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(previewReply.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  const formReply = await page.request.get(`/en/admin/items/${id}/edit`);
  expect(formReply.headers()['x-frame-options']).toBe('DENY');
  expect(formReply.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  // Beside the form, not under it.
  const formBox = (await main.locator('form').boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-testid="item-preview-panel"] iframe')
    .analyze();
  expect(axe.violations).toEqual([]);

  await main.getByLabel(labelOf('en', 'title', 'en'), { exact: true }).fill(`Beside ${stamp}, updated`);
  await panel.getByRole('button', { name: en.Workspace.itemForm.editor.previewUpdate }).click();
  await expect(frame.getByTestId('preview-en')).toContainText(`Beside ${stamp}, updated`);
  await expect(page).toHaveURL(new RegExp(`/en/admin/items/${id}/edit$`));

  await panel.getByRole('button', { name: en.Workspace.itemForm.editor.previewUpdate }).focus();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(beside).toBeFocused();

  // A phone: no panel to offer; Preview opens the preview page, as without JavaScript.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(beside).toHaveCount(0);
  await page.getByRole('button', { name: en.Workspace.itemForm.preview, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/preview\/[A-Za-z0-9_-]+$/, { timeout: 60_000 });
  await page.context().close();
});

test('the quarterly results’ panels, drawn by the generic form as before: with JavaScript and without', async ({
  browser,
}) => {
  const q = en.Workspace.itemForm;
  const scripted = await pageOf(browser, editor);
  await scripted.goto('/en/admin/items/new?kind=quarterlyResults');
  await hydrated(scripted);
  let main = scripted.getByRole('main');
  // With JavaScript: a recording uploaded at once under the webcast, the WebVTT files read in the browser.
  await expect(main.getByLabel(q.video.file, { exact: true })).toHaveAttribute('type', 'file');
  await expect(main.locator('#item-transcriptTh-vtt')).not.toHaveAttribute('name', /./);
  await expect(main.getByTestId('video-upload')).toHaveCount(0);
  await expect(main.getByTestId('figures-import')).toBeVisible();
  await expect(main.getByRole('button', { name: q.import.button })).toHaveCount(0);
  await scripted.context().close();

  const plain = await pageOf(browser, editor, { javaScriptEnabled: false });
  await plain.goto('/en/admin/items/new?kind=quarterlyResults');
  main = plain.getByRole('main');
  await expect(main.locator('#item-transcriptTh-vtt')).toHaveAttribute('name', 'transcriptTh_vtt');
  await expect(main.getByTestId('vtt-load-status').first()).toHaveText(q.vtt.noScript);
  await expect(main.getByText(q.video.noScript)).toBeVisible();
  await expect(main.getByTestId('autosave-status')).toHaveCount(0);
  // Each posts the form to its own route by its own button, after the form's own: Enter saves.
  const submits = await main
    .locator('form button[type="submit"]')
    .evaluateAll((buttons) =>
      buttons.map((button) => [
        button.textContent,
        button.getAttribute('value'),
        button.getAttribute('formaction') ? 'own route' : 'form',
      ]),
    );
  expect(submits).toEqual([
    [q.save, 'save', 'form'],
    [q.preview, 'preview', 'form'],
    [q.submit, 'submit', 'form'],
    [q.video.button, 'video', 'own route'],
    [q.import.button, 'import', 'own route'],
  ]);
  await plain.context().close();
});
