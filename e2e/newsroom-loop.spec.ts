import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { linkToken } from '@/lib/testing/mail-parts';
import { startSmtpSink, type SmtpSink } from '@/lib/testing/smtp-sink';
import { pdfWithPages } from '../lib/uploads/upload-fixtures';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, test } from './fixtures';
import { freePort, startSecondServer, type SecondServer } from './second-server';
import { confirmSignUp, signUpData } from './subscriber';

/**
 * The newsroom's whole loop (docs/newsroom.md, docs/ir-team-guide.md) in a real browser against the
 * production build, in each language, on a server of its own (its own store and upload folder, mail to
 * a real SMTP sink): an editor drafts an exchange announcement with a Thai and an English PDF through
 * the form, previews it, submits it; the editor cannot approve it (no button; a forced post meets four
 * eyes); an approver in a context of their own approves it now. Then it is on the list, in the RSS
 * feed and in the site search, and a confirmed subscriber gets exactly one alert. A correction
 * approved without "Alert subscribers again" shows "Updated <date>" and mails nobody; a withdrawal
 * approved by the other person takes it off the list and its PDF answers 410.
 *
 * With GUIDE_SCREENSHOTS=1 the English run also writes the screenshots of docs/ir-team-guide.md.
 */

const catalogues = { th, en } as const;
const stamp = Date.now().toString(36);
const PASSWORD = 'lantern-orbit-93-kettle';
const SHOTS = Boolean(process.env.GUIDE_SCREENSHOTS);
const SHOT_FOLDER = path.join('docs', 'images', 'ir-team-guide');

let smtp: SmtpSink;
let app: SecondServer;
let folder: string;
let env: Record<string, string>;
let editorState: Awaited<ReturnType<BrowserContext['storageState']>>;
let approverState: Awaited<ReturnType<BrowserContext['storageState']>>;
let pdfTh: Buffer;
let pdfEn: Buffer;

test.describe.configure({ mode: 'serial' });
// The build under load, argon2id enrolments, PDF checks in a worker and the newsroom job: generous.
test.setTimeout(300_000);

const prefix = (locale: 'th' | 'en') => (locale === 'en' ? '/en' : '');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `npm run admin -- <args>` against the second server's store. */
const admin = (...args: string[]) =>
  execFileSync('npm', ['run', '-s', 'admin', '--', ...args], {
    encoding: 'utf8',
    env: { ...process.env, ...env },
  }).trim();

/** A new context on the second server, without the greeting popup, at the guide's width. */
async function contextOf(
  browser: Browser,
  state?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: app.base,
    viewport: { width: 1024, height: 768 },
    ...(state ? { storageState: state } : {}),
  });
  await context.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
  return context;
}

/** Adds an account with the CLI and enrols it through its link (English pages); answers the signed-in session. */
async function enrol(browser: Browser, role: 'editor' | 'approver') {
  const link = admin(
    'add-user',
    `${role}-loop-${stamp}@example.com`,
    '--role',
    role,
    '--name',
    `${role === 'editor' ? 'Eve Editor' : 'Arun Approver'}`,
  );
  const context = await contextOf(browser);
  const page = await context.newPage();
  const url = new URL(link);
  await page.goto(`/en${url.pathname}${url.search}`);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
  await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('totp-secret')).toBeVisible({ timeout: 90_000 });
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByRole('main').getByLabel('Verification code', { exact: true }).fill(new TOTP({ secret }).generate());
  await page.getByRole('button', { name: 'Finish enrolment' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/, { timeout: 90_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  folder = mkdtempSync(path.join(tmpdir(), 'ir-e2e-loop-'));
  smtp = await startSmtpSink();
  const port = await freePort();
  env = {
    IR_DB_PATH: path.join(folder, 'ir.db'),
    UPLOAD_DIR: path.join(folder, 'uploads'),
    SMTP_URL: smtp.url,
    SITE_URL: `http://127.0.0.1:${port}`,
    ALERT_MAILS_PER_SECOND: '0',
    FORM_RATE_LIMIT: '10000',
    IR_BACKEND_URL: '',
    READING_FLUSH_SECONDS: '1',
  };
  app = await startSecondServer(port, env);
  pdfTh = await pdfWithPages(3);
  pdfEn = await pdfWithPages(2);
  editorState = await enrol(browser, 'editor');
  approverState = await enrol(browser, 'approver');
  if (SHOTS) mkdirSync(SHOT_FOLDER, { recursive: true });
});

test.afterAll(async () => {
  await app?.stop();
  await smtp?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A screenshot for the guide (English run, GUIDE_SCREENSHOTS=1): the viewport, scrolled to `focus` if given (small files). */
async function shot(
  page: Page,
  locale: 'th' | 'en',
  name: string,
  focus?: ReturnType<Page['locator']>,
  block: ScrollLogicalPosition = 'center',
) {
  if (!SHOTS || locale !== 'en') return;
  if (focus) await focus.evaluate((element, at) => element.scrollIntoView({ block: at }), block);
  await page.screenshot({ path: path.join(SHOT_FOLDER, `${name}.png`), fullPage: false });
}

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

/** Signs up through the API (the POST the form sends) and confirms by the mailed link, in `locale`. */
async function subscribe(request: APIRequestContext, email: string, locale: 'th' | 'en'): Promise<void> {
  const signUp = await request.post(`${app.base}/api/send_email/receive-emails`, {
    data: signUpData('Loop Subscriber', email, locale),
  });
  expect(await signUp.text()).toBe('Subscription request sent successfully');
  await expect.poll(() => mailsTo(email).length, { timeout: 60_000 }).toBe(1);
  const token = linkToken(mailsTo(email)[0].raw, `${prefix(locale)}/receiveemails/confirm`);
  await confirmSignUp(request, app.base, token, locale);
}

/** A Bangkok wall-clock minute 'YYYY-MM-DDTHH:mm', `minutes` from now. */
const bangkokMinute = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);

async function waitForState(page: Page, locale: 'th' | 'en', id: string, state: string) {
  await expect(async () => {
    await page.goto(`${prefix(locale)}/admin/items/${id}`);
    await expect(page.getByTestId('item-state')).toHaveText(state, { timeout: 2_000 });
  }).toPass({ timeout: 120_000 });
}

/** The page's text once it contains (or no longer contains) `text`, reloading until then (two minutes at most). */
async function untilPage(request: APIRequestContext, url: string, text: string, present = true) {
  await expect
    .poll(async () => (await (await request.get(`${app.base}${url}`)).text()).includes(text), {
      timeout: 120_000,
      intervals: [1_000, 2_000, 5_000],
    })
    .toBe(present);
}

for (const locale of ['th', 'en'] as const) {
  test(`${locale}: draft with two PDFs, preview, submit, four eyes, approve now; on the list, the feed, the search, one alert; correction; withdrawal`, async ({
    browser,
    request,
  }) => {
    const m = catalogues[locale];
    const w = m.Workspace;
    const p = prefix(locale);
    const word = `Quorvex${stamp}${locale}`;
    const title = { th: `ประกาศแจ้งตลาดหลักทรัพย์ ${word}`, en: `Exchange notice ${word}` };
    const shown = title[locale];
    const subscriber = `loop-reader-${locale}-${stamp}@example.com`;
    await subscribe(request, subscriber, locale);
    const alertsBefore = mailsTo(subscriber).length;

    // 1. The editor drafts it through the form, in the page's language, with a Thai and an English PDF.
    const editorContext = await contextOf(browser, editorState);
    const editor = await editorContext.newPage();
    if (SHOTS && locale === 'en') {
      // The sign-in page, as a stranger sees it.
      const stranger = await contextOf(browser);
      const page = await stranger.newPage();
      await page.goto('/en/admin/sign-in');
      await shot(page, locale, '01-sign-in');
      await stranger.close();
    }
    await editor.goto(`${p}/admin`);
    await shot(editor, locale, '02-dashboard');
    await editor.goto(`${p}/admin/items/new`);
    await editor.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
    await editor.getByRole('main').getByLabel(w.itemForm.kind).selectOption('exchangeAnnouncement');
    await shot(editor, locale, '03-choose-kind');
    await editor.getByRole('button', { name: w.itemForm.continue }).click();
    await expect(editor).toHaveURL(new RegExp(`${p}/admin/items/new\\?kind=exchangeAnnouncement$`));
    await editor.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
    const form = editor.getByRole('main');
    const f = w.itemForm;
    const label = (field: 'title' | 'document', language: 'th' | 'en') =>
      (field === 'title' ? f.perLanguage : f.documentLanguage)
        .replace('{field}', f.fields[field])
        .replace('{language}', f.languages[language]);
    await form.getByLabel(label('title', 'th'), { exact: true }).fill(title.th);
    await form.getByLabel(label('title', 'en'), { exact: true }).fill(title.en);
    const today = bangkokMinute(0).slice(0, 10);
    await form.getByLabel(f.fields.date, { exact: true }).fill(today);
    // Released by the SET an hour ago: "now" passes the release gate.
    await form.getByLabel(f.fields.setReleaseAt, { exact: true }).fill(bangkokMinute(-60));
    await form
      .getByLabel(label('document', 'th'), { exact: true })
      .setInputFiles({ name: `notice-th-${locale}.pdf`, mimeType: 'application/pdf', buffer: pdfTh });
    await expect(editor.getByTestId('pages-th')).toContainText(f.pages.replace('{count}', '3'), { timeout: 60_000 });
    await form
      .getByLabel(label('document', 'en'), { exact: true })
      .setInputFiles({ name: `notice-en-${locale}.pdf`, mimeType: 'application/pdf', buffer: pdfEn });
    await expect(editor.getByTestId('pages-en')).toContainText(f.pages.replace('{count}', '2'), { timeout: 60_000 });
    await shot(editor, locale, '04-item-form', editor.getByTestId('pages-en'));

    // 2. Preview: the draft is saved, and the signed preview shows it in both languages.
    await editor.getByRole('button', { name: f.preview, exact: true }).click();
    await expect(editor).toHaveURL(new RegExp(`${p}/preview/[A-Za-z0-9_-]+$`), { timeout: 60_000 });
    // The draft's id, found by its title: one item, whether the form saved itself before Preview or not.
    const drafts = (await (
      await editor.request.get(`${app.base}/api/workspace/items?kind=exchangeAnnouncement`)
    ).json()) as { items: { id: string; content: { title?: { en?: string } } }[] };
    const ids = drafts.items.filter((item) => item.content.title?.en === title.en).map((item) => item.id);
    expect(ids).toHaveLength(1);
    const [id] = ids;
    await expect(editor.getByTestId('preview-th').getByRole('listitem')).toContainText(title.th);
    await expect(editor.getByTestId('preview-en').getByRole('listitem')).toContainText(title.en);
    await shot(editor, locale, '05-preview');

    // 3. Submit, on the item page.
    await editor.goto(`${p}/admin/items/${id}`);
    await expect(editor.getByTestId('item-state')).toHaveText(w.item.states.draft);
    await shot(editor, locale, '06-item-draft');
    const submitForm = editor.locator('form', {
      has: editor.getByRole('button', { name: w.item.submit, exact: true }),
    });
    const submitAction = (await submitForm.getAttribute('action'))!;
    await editor.getByRole('button', { name: w.item.submit, exact: true }).click();
    await expect(editor).toHaveURL(/[?&]done=1$/);
    await expect(editor.getByTestId('item-state')).toHaveText(w.item.states.submitted);

    // 4. The editor cannot approve: no button, and a forced post meets four eyes on the server.
    await expect(editor.getByRole('button', { name: w.item.approve })).toHaveCount(0);
    await editor.setContent(
      `<form method="post" action="${submitAction.replace(`/${id}/submit?`, `/${id}/approve?`).replaceAll('&', '&amp;')}"><input name="publishAt" value="now"><button>go</button></form>`,
    );
    await editor.getByRole('button', { name: 'go' }).click();
    await expect(editor).toHaveURL(/[?&]error=four-eyes$/);
    await expect(editor.getByTestId('step-error')).toContainText(w.item.errors['four-eyes']);
    await expect(editor.getByTestId('item-state')).toHaveText(w.item.states.submitted);
    await shot(editor, locale, '07-four-eyes');

    // 5. The approver, in a browser context of their own, approves it "now".
    const approverContext = await contextOf(browser, approverState);
    const approver = await approverContext.newPage();
    await approver.goto(`${p}/admin`);
    await expect(approver.getByRole('main')).toContainText(shown);
    await shot(approver, locale, '08-dashboard-awaiting');
    await approver.goto(`${p}/admin/items/${id}`);
    await expect(approver.getByRole('button', { name: w.item.approve })).toBeVisible();
    await expect(approver.getByRole('checkbox', { name: w.item.alertAgain })).toHaveCount(0);
    await shot(approver, locale, '09-approve', approver.getByRole('button', { name: w.item.approve }));
    await approver.getByRole('button', { name: w.item.approve }).click();
    await expect(approver).toHaveURL(/[?&]done=1$/);
    await waitForState(approver, locale, id, w.item.states.live);

    // 6. Within two minutes: on the list, in the feed and the search; one alert, and still one later.
    const list = `${p}/newinfo/info`;
    await untilPage(request, list, shown);
    await untilPage(request, `${p}/feeds/news.xml`, shown);
    await untilPage(request, `${p}/search?q=${word}`, shown);
    const reader = await (await contextOf(browser)).newPage();
    await reader.goto(list);
    await expect(reader.getByRole('main')).toContainText(shown);
    const documentLink = reader
      .locator(`main a[href*="/documents/files/${sha256(locale === 'th' ? pdfTh : pdfEn)}/"]`)
      .first();
    const documentUrl = (await documentLink.getAttribute('href'))!;
    expect((await request.get(new URL(documentUrl, app.base).href)).status()).toBe(200);
    await shot(reader, locale, '10-live-on-list');
    await expect.poll(() => mailsTo(subscriber).length, { timeout: 120_000 }).toBe(alertsBefore + 1);
    const alert = mailsTo(subscriber).at(-1)!;
    expect(alert.raw).toContain('List-Unsubscribe');
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    expect(mailsTo(subscriber)).toHaveLength(alertsBefore + 1);

    // A correction: edit, submit, approve without "Alert subscribers again": "Updated <date>", no alert.
    const corrected = { th: `${title.th} ฉบับแก้ไข`, en: `${title.en} corrected` };
    await editor.goto(`${p}/admin/items/${id}/edit`);
    await editor.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
    await form.getByLabel(label('title', 'th'), { exact: true }).fill(corrected.th);
    await form.getByLabel(label('title', 'en'), { exact: true }).fill(corrected.en);
    await editor.getByRole('button', { name: f.submit, exact: true }).click();
    await editor.waitForURL(new RegExp(`${p}/admin/items/${id}\\?done=1$`), { timeout: 60_000 });
    await approver.goto(`${p}/admin/items/${id}`);
    const alertAgain = approver.getByRole('checkbox', { name: w.item.alertAgain });
    await expect(alertAgain).toBeVisible();
    await expect(alertAgain).not.toBeChecked();
    await shot(approver, locale, '11-correction-approve', alertAgain);
    await approver.getByRole('button', { name: w.item.approve }).click();
    await expect(approver).toHaveURL(/[?&]done=1$/);
    await waitForState(approver, locale, id, w.item.states.live);
    await untilPage(request, list, corrected[locale]);
    await reader.goto(list);
    const row = reader.getByRole('main').getByRole('listitem').filter({ hasText: corrected[locale] });
    await expect(row).toContainText(m.Lists.updated.replace(' {date}', ''));
    await shot(reader, locale, '12-updated-on-list', row);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    expect(mailsTo(subscriber)).toHaveLength(alertsBefore + 1);

    // A withdrawal: requested by the editor, approved by the approver; off the list, the PDF gone (410).
    await editor.goto(`${p}/admin/items/${id}`);
    await editor.getByRole('textbox', { name: w.item.reason }).fill('Superseded by a later notice');
    await shot(editor, locale, '13-request-withdrawal', editor.getByRole('button', { name: w.item.requestWithdrawal }));
    await editor.getByRole('button', { name: w.item.requestWithdrawal }).click();
    await expect(editor).toHaveURL(/[?&]done=1$/);
    await expect(editor.getByRole('button', { name: w.item.approveWithdrawal })).toHaveCount(0);
    await approver.goto(`${p}/admin/items/${id}`);
    await approver.getByRole('button', { name: w.item.approveWithdrawal }).click();
    await expect(approver).toHaveURL(/[?&]done=1$/);
    await expect(approver.getByTestId('item-state')).toHaveText(w.item.states.withdrawn);
    await shot(approver, locale, '14-withdrawn', approver.getByTestId('item-state'));
    await untilPage(request, list, corrected[locale], false);
    expect((await request.get(new URL(documentUrl, app.base).href)).status()).toBe(410);

    if (SHOTS && locale === 'en') {
      // The reading figures page, its first chart drawn (recharts loads after the page).
      await approver.goto('/en/admin/reading');
      await expect(approver.getByTestId('reading-daily-chart').locator('svg').first()).toBeVisible({ timeout: 30_000 });
      await shot(approver, locale, '15-reading-figures');
      // The dashboard's exchange rules: meeting documents, the SET release gate, quarters overdue.
      await approver.goto('/en/admin');
      await shot(
        approver,
        locale,
        '16-exchange-rules',
        approver.getByRole('heading', { name: w.dashboard.rules.heading }),
        'start',
      );
    }
    await editorContext.close();
    await approverContext.close();
    await reader.context().close();
  });
}
