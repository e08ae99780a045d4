import { execFileSync } from 'node:child_process';
import type { Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { expect } from './fixtures';

// What the workspace specs share: accounts from `npm run admin` (the CLI writes the store the server
// under test reads: run both with the same IR_DB_PATH), and a quick enrolment.

/** Runs `npm run <script> -- <args>` and answers its output. */
export const npmRun = (script: string, ...args: string[]) =>
  execFileSync('npm', ['run', '-s', script, '--', ...args], { encoding: 'utf8', env: process.env }).trim();

/** A password zxcvbn accepts. */
export const WORKSPACE_PASSWORD = 'lantern-orbit-93-kettle';

const words = {
  th: { password: 'รหัสผ่าน', code: 'รหัสยืนยัน', continue: 'ดำเนินการต่อ', finish: 'ลงทะเบียนให้เสร็จสิ้น' },
  en: { password: 'Password', code: 'Verification code', continue: 'Continue', finish: 'Finish enrolment' },
};

/** Follows an enrolment link in `locale` with the shared password and a TOTP code: signed in on `/admin`. */
export async function enrolInWorkspace(page: Page, link: string, locale: 'th' | 'en' = 'en'): Promise<TOTP> {
  const url = new URL(link);
  const prefix = locale === 'en' ? '/en' : '';
  await page.goto(`${prefix}${url.pathname}${url.search}`);
  // A page of a context of its own is not held by ./fixtures.ts until Next's scripts ran: wait here.
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
  const w = words[locale];
  await page.getByRole('main').getByLabel(w.password).fill(WORKSPACE_PASSWORD);
  await page.getByRole('button', { name: w.continue }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret });
  await page.getByRole('main').getByLabel(w.code, { exact: true }).fill(totp.generate());
  await page.getByRole('button', { name: w.finish }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/admin$`));
  return totp;
}
