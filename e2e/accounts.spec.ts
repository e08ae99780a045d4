import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TOTP } from 'otpauth';

// Setting a password and signing in hash with argon2id, which takes seconds on a loaded machine: the
// steps that wait for a hash wait this long.
const HASHED = { timeout: 30_000 };

// The IR team's workspace: accounts from `npm run admin`, enrolment with an authenticator app, sign-in,
// lockout, sign-out, disabling, role boundaries and the workspace's headers, in both languages.
// The CLI writes the store the server under test reads: run both with the same IR_DB_PATH.

// Each test enrols and signs in several times (argon2id hashes, axe scans): more than the default 30 s on a loaded machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const run = (...args: string[]) =>
  execFileSync('npm', ['run', '-s', 'admin', '--', ...args], { encoding: 'utf8', env: process.env }).trim();
const PASSWORD = 'lantern-orbit-93-kettle';
const stamp = Date.now().toString(36);
const prefix = (locale: 'th' | 'en') => (locale === 'en' ? '/en' : '');
const words = {
  th: {
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    code: 'รหัสยืนยัน',
    signIn: 'เข้าสู่ระบบ',
    failed: 'ข้อมูลไม่ถูกต้อง',
    signOut: 'ออกจากระบบ',
    continue: 'ดำเนินการต่อ',
    finish: 'ลงทะเบียนให้เสร็จสิ้น',
    secret: 'รหัสลับ',
    common: 'รายการรหัสผ่านที่ใช้กันทั่วไป',
  },
  en: {
    email: 'E-mail',
    password: 'Password',
    code: 'Verification code',
    signIn: 'Sign in',
    failed: 'Those details were not accepted',
    signOut: 'Sign out',
    continue: 'Continue',
    finish: 'Finish enrolment',
    secret: 'Secret key',
    common: 'well-known passwords',
  },
};

async function expectWorkspaceHeaders(page: Page, path: string) {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.headers()['cache-control']).toContain('no-store');
  if (response.status() === 200)
    expect(await response.text()).toMatch(/<meta name="robots" content="noindex, nofollow/);
}

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations).toEqual([]);
}

/** The code the last enrolment finished with. */
let lastEnrolmentCode = '';

async function enrol(page: Page, locale: 'th' | 'en', link: string): Promise<TOTP> {
  const url = new URL(link);
  await page.goto(`${prefix(locale)}${url.pathname}${url.search}`);
  const w = words[locale];
  await page.getByRole('main').getByLabel(w.password).fill('password1234');
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText(w.common, HASHED);
  await page.getByRole('main').getByLabel(w.password).fill(PASSWORD);
  await page.getByRole('button', { name: w.continue }).click();
  await expect(page.getByTestId('totp-secret')).toBeVisible(HASHED);
  await expect(page.getByText(`${w.secret}:`)).toBeVisible();
  await axeClean(page);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret });
  lastEnrolmentCode = totp.generate();
  await page.getByRole('main').getByLabel(w.code, { exact: true }).fill(lastEnrolmentCode);
  await page.getByRole('button', { name: w.finish }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/admin$`), HASHED);
  return totp;
}

/** The code of the step after the current one: newer than a code just used, and inside the one-step window. */
const nextCode = (totp: TOTP) => totp.generate({ timestamp: Date.now() + totp.period * 1000 });

async function signIn(page: Page, locale: 'th' | 'en', email: string, password: string, code: string) {
  const w = words[locale];
  await page.goto(`${prefix(locale)}/admin/sign-in`);
  await page.getByRole('main').getByLabel(w.email).fill(email);
  await page.getByRole('main').getByLabel(w.password).fill(password);
  await page.getByRole('main').getByLabel(w.code).fill(code);
  await page.getByRole('button', { name: w.signIn }).click();
}

for (const locale of ['th', 'en'] as const) {
  test(`${locale}: add-user, enrolment, sign-in, a wrong code and sign-out`, async ({ page }) => {
    const email = `admin-${locale}-${stamp}@example.com`;
    const link = run('add-user', email, '--role', 'admin', '--name', `Admin ${locale}`);
    expect(link).toMatch(/\/admin\/enrol\?token=/);
    const totp = await enrol(page, locale, link);
    await expect(page.getByText(`Admin ${locale}`).first()).toBeVisible();
    await expectWorkspaceHeaders(page, `${prefix(locale)}/admin`);
    await expectWorkspaceHeaders(page, `${prefix(locale)}/admin/audit`);
    await axeClean(page);

    await page.getByRole('button', { name: words[locale].signOut }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/admin/sign-in$`));
    await expectWorkspaceHeaders(page, `${prefix(locale)}/admin/sign-in`);
    await axeClean(page);
    await page.goto(`${prefix(locale)}/admin`);
    await expect(page).toHaveURL(/\/admin\/sign-in$/);

    await signIn(page, locale, email, PASSWORD, '000000' === totp.generate() ? '111111' : '000000');
    await expect(page.getByRole('main').getByRole('alert')).toContainText(words[locale].failed, HASHED);
    // The enrolment used the current step's code, and a code works once: the next step's code, which the
    // one-step window takes.
    await signIn(page, locale, email, PASSWORD, nextCode(totp));
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/admin$`), HASHED);
    await page.goto(`${prefix(locale)}/admin/audit`);
    await expect(page.getByRole('cell', { name: 'sign-in-failed' }).first()).toBeVisible();
    await axeClean(page);
  });
}

test('five wrong passwords hold this client back for the account, with the same answer', async ({ page }) => {
  const email = `locked-${stamp}@example.com`;
  const link = run('add-user', email, '--role', 'editor');
  const totp = await enrol(page, 'en', link);
  await page.context().clearCookies();
  for (let i = 0; i < 5; i += 1) {
    await signIn(page, 'en', email, `wrong-password-${i}-xyz`, totp.generate());
    await expect(page.getByRole('main').getByRole('alert')).toContainText(words.en.failed, HASHED);
  }
  await signIn(page, 'en', email, PASSWORD, nextCode(totp));
  await expect(page.getByRole('main').getByRole('alert')).toContainText(words.en.failed, HASHED);
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  // Another client is not held back (lib/accounts/sign-in.test.ts); an admin's unlock frees this one too.
  expect(run('unlock-user', email)).toMatch(/failed sign-ins forgotten/);
  await signIn(page, 'en', email, PASSWORD, nextCode(totp));
  await expect(page).toHaveURL(/\/en\/admin$/, HASHED);
});

test('the code that finished the enrolment does not sign in again', async ({ page }) => {
  const email = `replay-${stamp}@example.com`;
  const totp = await enrol(page, 'en', run('add-user', email, '--role', 'editor'));
  const used = lastEnrolmentCode;
  await page.context().clearCookies();
  // The enrolment's code is refused (its step is not newer); the next step's code is taken, once.
  await signIn(page, 'en', email, PASSWORD, used);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(words.en.failed, HASHED);
  const next = nextCode(totp);
  await signIn(page, 'en', email, PASSWORD, next);
  await expect(page).toHaveURL(/\/en\/admin$/, HASHED);
  await page.context().clearCookies();
  await signIn(page, 'en', email, PASSWORD, next);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(words.en.failed, HASHED);
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
});

test('an editor is refused an admin page and an admin POST; a disabled user is thrown out', async ({ page }) => {
  const email = `editor-${stamp}@example.com`;
  const link = run('add-user', email, '--role', 'editor');
  await enrol(page, 'en', link);
  await expect(page.getByTestId('workspace-role')).toHaveText('Editor');
  const refused = await page.goto('/en/admin/audit');
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('does not allow');
  const status = await page.evaluate(async () => {
    const { token } = await (await fetch('/api/workspace/csrf')).json();
    const reply = await fetch('/api/workspace/users', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token },
      body: JSON.stringify({ operation: 'role', email: 'x@example.com', role: 'admin' }),
    });
    return reply.status;
  });
  expect(status).toBe(403);
  const noToken = await page.evaluate(
    async () =>
      (
        await fetch('/api/workspace/users', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        })
      ).status,
  );
  expect(noToken).toBe(403);

  run('disable-user', email);
  await page.goto('/en/admin');
  await expect(page).toHaveURL(/\/en\/admin\/sign-in$/);
  expect(run('verify-audit')).toMatch(/^ok \d+ entries$/m);
});

test('robots.txt disallows the workspace', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /en/admin');
});
