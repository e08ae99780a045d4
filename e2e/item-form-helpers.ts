import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { pdfWithPages } from '../lib/uploads/upload-fixtures';
import { TOTP } from 'otpauth';

// Signing in to the workspace for the item form's spec (e2e/item-form.spec.ts): an account from
// `npm run admin`, enrolled through its link as e2e/accounts.spec.ts does. The CLI writes the store
// the server under test reads: run both with the same IR_DB_PATH.

export const PASSWORD = 'lantern-orbit-93-kettle';
export const prefix = (locale: 'th' | 'en') => (locale === 'en' ? '/en' : '');

const words = {
  th: { password: 'รหัสผ่าน', code: 'รหัสยืนยัน', continue: 'ดำเนินการต่อ', finish: 'ลงทะเบียนให้เสร็จสิ้น' },
  en: { password: 'Password', code: 'Verification code', continue: 'Continue', finish: 'Finish enrolment' },
};

/** Adds an account with `npm run admin -- add-user` and answers its enrolment link. */
export function addUser(email: string, role: 'editor' | 'approver' | 'admin'): string {
  return execFileSync('npm', ['run', '-s', 'admin', '--', 'add-user', email, '--role', role], {
    encoding: 'utf8',
    env: process.env,
  }).trim();
}

/** Enrols through the link (password, then the authenticator's code): the page is then signed in. Needs JavaScript. */
export async function enrolAs(page: Page, locale: 'th' | 'en', link: string): Promise<void> {
  const url = new URL(link);
  const w = words[locale];
  // As e2e/fixtures.ts does for its pages (this one may be another context's): no greeting popup over the form.
  await page.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
  await page.goto(`${prefix(locale)}${url.pathname}${url.search}`);
  // Next's scripts start after the first paint (e2e/fixtures.ts): the form is a script's.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
  await page.getByRole('main').getByLabel(w.password).fill(PASSWORD);
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page.getByTestId('totp-secret')).toBeVisible({ timeout: 60_000 });
  const totp = new TOTP({ secret: (await page.getByTestId('totp-secret').textContent())!.trim() });
  await page.getByRole('main').getByLabel(w.code, { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: w.finish }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/admin$`), { timeout: 60_000 });
}

export { axeClean } from './axe';

/** An item as the API answers it (GET /api/workspace/items/<id>), with the page's session. */
export async function readItem(
  page: Page,
  id: string,
): Promise<{ state: string; kind: string; content: Record<string, unknown> }> {
  const reply = await page.request.get(`/api/workspace/items/${id}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { item: { state: string; kind: string; content: Record<string, unknown> } }).item;
}

/** A PDF as a form's file input takes it. */
export const pdf = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

/** A PDF of three pages and one of one page, written before the spec's tests. */
export function samplePdfs(): { threePages: Buffer; onePage: Buffer } {
  const pdfs: { threePages: Buffer; onePage: Buffer } = { threePages: Buffer.alloc(0), onePage: Buffer.alloc(0) };
  test.beforeAll(async () => {
    pdfs.threePages = await pdfWithPages(3);
    pdfs.onePage = await pdfWithPages(1);
  });
  return pdfs;
}
