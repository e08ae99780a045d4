import path from 'node:path';
import { createClient } from '@libsql/client';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { typeSignUp } from './subscriber';

/** What every page posts by itself: its view (lib/reading) and its Web Vitals (lib/vitals). */
const PAGE_REPORTS = /^\/api\/(reading|vitals)$/;

// The server under test stores requests in this SQLite file (the embedded backend's default unless IR_DB_PATH is set).
const database = () =>
  createClient({ url: `file:${path.resolve(process.cwd(), process.env.IR_DB_PATH?.trim() || 'data/ir.db')}` });

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** The forms keep their submit button disabled until hydrated; typing before that could be lost. */
async function hydrated(page: Page, submitName: string) {
  await expect(page.getByRole('button', { name: submitName, exact: true })).toBeEnabled();
}

test.describe('contact form', () => {
  test('a real submission ends up in SQLite and clears the form', async ({ page }) => {
    const surname = `E2E-${unique()}`;
    await page.goto('/en/informationinfo');
    await hydrated(page, en.Information.form.submit);
    const form = page.locator('main form');

    await form.getByLabel(en.Information.form.firstName).fill('Somchai');
    await form.getByLabel(en.Information.form.lastName).fill(surname);
    await form.getByLabel(en.Information.form.phone).fill('0812345678');
    await form.getByLabel(en.Information.form.fax).fill('021234568');
    await form.getByLabel(en.Information.form.address).fill('99 Rama 9 Road, Bangkok');
    await form.getByLabel(en.Information.form.message).fill('Please send me the latest presentation.');
    await form.getByRole('button', { name: en.Information.form.submit }).click();

    const alert = page.getByRole('alertdialog').filter({ hasText: en.Information.form.success });
    await expect(alert).toBeVisible();
    await expect(form.getByLabel(en.Information.form.lastName)).toHaveValue('');
    await alert.getByRole('button', { name: en.Information.form.submit }).click();
    await expect(alert).toBeHidden();

    const db = database();
    const { rows } = await db.execute({
      sql: 'SELECT name, phone, fax, message FROM contact_messages WHERE surname = ?',
      args: [surname],
    });
    db.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Somchai',
      phone: '0812345678',
      fax: '021234568',
      message: 'Please send me the latest presentation.',
    });
  });

  test('an empty submit shows every error in Thai, focuses the first field and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    // The page's own reports (its view, its Web Vitals) are not the form's.
    page.on(
      'request',
      (request) =>
        request.method() === 'POST' && !PAGE_REPORTS.test(new URL(request.url()).pathname) && posts.push(request.url()),
    );
    await page.goto('/informationinfo');
    await hydrated(page, th.Information.form.submit);

    await page.locator('main form').getByRole('button', { name: th.Information.form.submit }).click();

    for (const message of Object.values(th.Information.form.error)) await expect(page.getByText(message)).toBeVisible();
    const firstName = page.locator('main form').getByLabel(th.Information.form.firstName);
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('shows the IR team phone, fax and e-mail beside the form', async ({ page }) => {
    await page.goto('/en/informationinfo');
    const aside = page.getByRole('complementary', { name: en.Information.contact.heading });
    await expect(aside.getByRole('link', { name: 'ir@example.com' })).toHaveAttribute('href', 'mailto:ir@example.com');
    await expect(aside).toContainText('02-123-4567');
    await expect(aside).toContainText('02-123-4568');
  });
});

test.describe('newsletter', () => {
  test('subscribe then unsubscribe the same address', async ({ page }) => {
    const email = `e2e-${unique()}@example.com`;
    await page.goto('/en/receiveemails');
    await expect(page.getByText(en.ReceiveEmails.intro)).toBeVisible();
    await hydrated(page, en.ReceiveEmails.form.submit);
    const form = page.locator('main form');

    await typeSignUp(form, en.ReceiveEmails.form);
    await form.getByLabel(en.ReceiveEmails.form.email, { exact: false }).fill(email);
    await form.getByLabel(en.ReceiveEmails.form.consent).check();
    await form.getByRole('button', { name: en.ReceiveEmails.form.submit }).click();

    const subscribed = page.getByRole('alertdialog').filter({ hasText: en.ReceiveEmails.form.success });
    await expect(subscribed).toBeVisible();
    await expect(subscribed).toContainText(en.ReceiveEmails.form.confirmByLink);
    await expect(form.getByLabel(en.ReceiveEmails.form.fullName)).toHaveValue('');
    await subscribed.getByRole('button', { name: en.FormResults.confirm }).click();

    // Double opt-in: the sign-up waits for its address to be confirmed (e2e/email-alerts.spec.ts).
    const db = database();
    const signUp = () =>
      db.execute({
        sql: 'SELECT full_name, categories, lang FROM subscription_requests WHERE email = ?',
        args: [email],
      });
    expect((await signUp()).rows[0]).toMatchObject({
      full_name: 'Malee Srisuk',
      categories: 'announcements,news,documents,calendar,dividends',
      lang: 'en',
    });

    const opener = page.getByRole('button', { name: en.ReceiveEmails.unsubscribe.open });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: en.ReceiveEmails.unsubscribe.title });
    await dialog.getByRole('textbox').fill(email);
    await dialog.getByRole('button', { name: en.ReceiveEmails.unsubscribe.submit }).click();

    const unsubscribed = page.getByRole('alertdialog').filter({ hasText: en.ReceiveEmails.form.unsubscribeSuccess });
    await expect(unsubscribed).toBeVisible();
    await expect(dialog).toBeHidden();
    await unsubscribed.getByRole('button', { name: en.FormResults.confirm }).click();
    await expect(opener).toBeFocused();

    // The modal ends nothing by itself (e2e/email-alerts.spec.ts: a subscriber is mailed a link to confirm);
    // an address that is only waiting for confirmation is no subscriber: its sign-up stays as it was.
    const row = (await signUp()).rows[0];
    db.close();
    expect(row).toMatchObject({
      full_name: 'Malee Srisuk',
      categories: 'announcements,news,documents,calendar,dividends',
    });
  });

  test('an empty submit shows the messages under the fields', async ({ page }) => {
    await page.goto('/receiveemails');
    await hydrated(page, th.ReceiveEmails.form.submit);
    await page.locator('main form').getByRole('button', { name: th.ReceiveEmails.form.submit }).click();
    // The alert language is the page's and every category starts ticked: those two cannot be wrong here.
    const shown = Object.entries(th.ReceiveEmails.form.error).filter(
      ([field]) => field !== 'lang' && field !== 'categories',
    );
    for (const [, message] of shown) await expect(page.getByText(message)).toBeVisible();
    await expect(page.locator('main form').getByLabel(th.ReceiveEmails.form.fullName)).toBeFocused();
  });

  test('the unsubscribe modal works by keyboard', async ({ page }) => {
    await page.goto('/en/receiveemails');
    const opener = page.getByRole('button', { name: en.ReceiveEmails.unsubscribe.open });
    const dialog = page.getByRole('dialog', { name: en.ReceiveEmails.unsubscribe.title });
    await expect(dialog).toHaveCount(0);

    await expect(opener).toBeEnabled(); // the dialog's code has arrived
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((node) => node.matches('dialog:modal'))).toBe(true);
    const email = dialog.getByRole('textbox');
    await expect(email).toBeFocused();

    // Tab reaches the dialog's controls and never the page behind it (inert under a modal dialog).
    // After the last control a browser may lend focus to its own toolbar, as native modal dialogs do.
    const whereFocusIs = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'outside the page';
        return active.closest('dialog')
          ? (active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName)
          : 'behind the dialog';
      });
    const reached: string[] = [];
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      reached.push(await whereFocusIs());
    }
    expect(reached).not.toContain('behind the dialog');
    expect(reached).toEqual(
      expect.arrayContaining([en.ReceiveEmails.unsubscribe.submit, en.ReceiveEmails.unsubscribe.close]),
    );

    // The same e-mail rule as the sign-up form, shown in the modal.
    await email.focus();
    await page.keyboard.type('not-an-address');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(en.ReceiveEmails.form.error.email)).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: en.ReceiveEmails.unsubscribe.close }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('has no serious accessibility violation with errors and the modal shown', async ({ page }) => {
    await page.goto('/en/receiveemails');
    await hydrated(page, en.ReceiveEmails.form.submit);
    await page.locator('main form').getByRole('button', { name: en.ReceiveEmails.form.submit }).click();
    await page.getByRole('button', { name: en.ReceiveEmails.unsubscribe.open }).click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});

test.describe('before JavaScript loads', () => {
  test.use({ javaScriptEnabled: false });

  for (const [route, submit] of [
    ['/en/informationinfo', en.Information.form.submit],
    ['/en/receiveemails', en.ReceiveEmails.form.submit],
  ]) {
    test(`${route}: the form posts, never GETs, and cannot submit yet`, async ({ page }) => {
      await page.goto(route);
      const form = page.locator('main form');
      await expect(form).toHaveAttribute('method', 'post');
      await expect(form.getByRole('button', { name: submit })).toBeDisabled();
    });
  }
});
