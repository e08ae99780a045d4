import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectCspEvaluatorClean } from './csp-evaluation';
import {
  axeClean,
  bangkokMinuteIn,
  createItem,
  enrolPerson,
  expiredPreviewToken,
  itemStep,
  openPreview,
  pageOf,
  storedPdf,
  type Person,
} from './item-review-helpers';

// The newsroom's item page and preview (docs/newsroom.md, The item page and Preview), in both languages:
// the steps as plain forms (also without JavaScript), four eyes, rejection with a reason, approval now
// and at a time, the SET release gate, a correction's history with its diff, and the signed preview.

// Enrolments (argon2id), the newsroom job taking an approval live and axe scans: more than the default 30 s.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
const prefix = (locale: 'th' | 'en') => (locale === 'en' ? '/en' : '');
const words = {
  th: {
    submit: 'ส่งอนุมัติ',
    approve: 'อนุมัติและเผยแพร่',
    reject: 'ไม่อนุมัติ',
    reason: 'เหตุผล',
    at: 'ตามวันที่และเวลา',
    atTime: 'วันที่และเวลา (เวลากรุงเทพฯ)',
    alertAgain: 'แจ้งเตือนผู้รับข่าวสารอีกครั้ง',
    states: {
      draft: 'ฉบับร่าง',
      submitted: 'ส่งอนุมัติแล้ว',
      rejected: 'ไม่อนุมัติ',
      scheduled: 'อนุมัติแล้ว รอเผยแพร่ตามเวลา',
      live: 'เผยแพร่อยู่',
    },
    done: 'เรียบร้อย',
    submitted: 'ส่งแล้ว: รอผู้อื่นอนุมัติ',
    fourEyes: 'หลักสี่ตา',
    setGate: 'ไม่ได้ โปรดเลือกเวลานั้นหรือหลังจากนั้น',
    replaced: 'ถูกแทนที่แล้ว',
    requestWithdrawal: 'ขอถอนออกจากเว็บไซต์',
    approveWithdrawal: 'อนุมัติการถอนออก',
    withdrawn: 'ถอนออกแล้ว',
    governance: 'หลักการกำกับดูแลกิจการที่ดี',
    invalid: 'ลิงก์ตัวอย่างนี้ใช้ไม่ได้',
  },
  en: {
    submit: 'Submit for approval',
    approve: 'Approve and publish',
    reject: 'Reject',
    reason: 'Reason',
    at: 'At a date and time',
    atTime: 'Date and time (Bangkok time)',
    alertAgain: 'Alert subscribers again',
    states: {
      draft: 'Draft',
      submitted: 'Submitted',
      rejected: 'Rejected',
      scheduled: 'Approved and scheduled',
      live: 'Live',
    },
    done: 'Done',
    submitted: 'Submitted: it awaits another person’s approval.',
    fourEyes: 'four eyes',
    setGate: 'cannot go live before its SET release time',
    replaced: 'Replaced',
    requestWithdrawal: 'Request withdrawal',
    approveWithdrawal: 'Approve withdrawal',
    withdrawn: 'Withdrawn',
    governance: 'good corporate governance principles',
    invalid: 'This preview link does not work',
  },
};

let editor: Person;
let approver: Person;
let admin: Person;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  editor = await enrolPerson(browser, 'editor', `review-${stamp}`);
  approver = await enrolPerson(browser, 'approver', `review-${stamp}`);
  admin = await enrolPerson(browser, 'admin', `review-${stamp}`);
});

// Dated in a year the press releases already have: taken live on the shared e2e server, an item of a
// new year would move the list's default year under the other specs (e2e/list-state.spec.ts).
const pressRelease = (title: string) => ({
  title: { th: `${title} ไทย`, en: title },
  date: '2021-06-15',
  link: { th: 'https://example.com/th/release', en: 'https://example.com/en/release' },
});

async function openItem(page: Page, locale: 'th' | 'en', id: string) {
  const response = await page.goto(`${prefix(locale)}/admin/items/${id}`);
  expect(response?.status()).toBe(200);
}

const state = (page: Page) => page.getByTestId('item-state');

/** Approves the open item for now, then reloads until the newsroom job has put it live. */
async function approveUntilLive(page: Page, w: (typeof words)['en']) {
  await page.getByRole('button', { name: w.approve }).click();
  await expect(page).toHaveURL(/[?&]done=1$/);
  await expect(async () => {
    await page.reload();
    await expect(state(page)).toHaveText(w.states.live, { timeout: 1000 });
  }).toPass({ timeout: 90_000 });
}

for (const { locale, javaScriptEnabled } of [
  { locale: 'th', javaScriptEnabled: true },
  { locale: 'en', javaScriptEnabled: false },
] as const) {
  test(`${locale}${javaScriptEnabled ? '' : ' without JavaScript'}: the editor submits, four eyes hold, the approver rejects with a reason`, async ({
    browser,
  }) => {
    const w = words[locale];
    const editorPage = await pageOf(browser, editor, { javaScriptEnabled });
    const id = await createItem(editorPage, 'pressRelease', pressRelease(`Quillon review ${locale} ${stamp}`));
    await openItem(editorPage, locale, id);
    await expect(state(editorPage)).toHaveText(w.states.draft);
    // axe runs in the page: with JavaScript on only (the other runs scan the same pages).
    if (javaScriptEnabled) await axeClean(editorPage);

    const submitForm = editorPage.locator('form', {
      has: editorPage.getByRole('button', { name: w.submit, exact: true }),
    });
    const submitAction = (await submitForm.getAttribute('action'))!;
    expect(submitAction).toContain(`/api/workspace/items/${id}/submit?`);
    await editorPage.getByRole('button', { name: w.submit, exact: true }).click();
    await expect(editorPage).toHaveURL(/[?&]done=1$/);
    // The step's own message (and a toast with it, when scripts run).
    await expect(editorPage.getByTestId('step-done')).toHaveText(w.submitted);
    await expect(state(editorPage)).toHaveText(w.states.submitted);
    await expect(editorPage.getByRole('button', { name: w.approve })).toHaveCount(0);
    await expect(editorPage.getByRole('button', { name: w.reject, exact: true })).toHaveCount(0);

    // A forced approval by the submitter, as a plain form post with the page's own form token: refused on the server.
    await editorPage.goto(`${prefix(locale)}/admin/items/${id}`);
    await editorPage.setContent(
      `<form method="post" action="${submitAction.replace(`/${id}/submit?`, `/${id}/approve?`).replaceAll('&', '&amp;')}"><input name="publishAt" value="now"><button>go</button></form>`,
    );
    await editorPage.getByRole('button', { name: 'go' }).click();
    await expect(editorPage).toHaveURL(/[?&]error=four-eyes$/);
    await expect(editorPage.getByTestId('step-error')).toContainText(w.fourEyes);
    await expect(state(editorPage)).toHaveText(w.states.submitted);

    const approverPage = await pageOf(browser, approver, { javaScriptEnabled });
    await openItem(approverPage, locale, id);
    await expect(approverPage.getByRole('button', { name: w.approve })).toBeVisible();
    if (javaScriptEnabled) await axeClean(approverPage);
    await approverPage.getByRole('textbox', { name: w.reason }).fill(`Wrong link ${locale}`);
    await approverPage.getByRole('button', { name: w.reject, exact: true }).click();
    await expect(approverPage).toHaveURL(/[?&]done=1$/);
    await expect(state(approverPage)).toHaveText(w.states.rejected);

    await editorPage.goto(`${prefix(locale)}/admin/items/${id}`);
    await expect(state(editorPage)).toHaveText(w.states.rejected);
    await expect(editorPage.getByTestId('item-reject-reason')).toHaveText(`Wrong link ${locale}`);
    await expect(editorPage.getByTestId('item-events')).toContainText(`Wrong link ${locale}`);
    await editorPage.context().close();
    await approverPage.context().close();
  });
}

for (const { locale, javaScriptEnabled } of [
  { locale: 'th', javaScriptEnabled: false },
  { locale: 'en', javaScriptEnabled: true },
] as const) {
  test(`${locale}${javaScriptEnabled ? '' : ' without JavaScript'}: approved now it goes live; a correction shows its history and diff`, async ({
    browser,
  }) => {
    const w = words[locale];
    const editorPage = await pageOf(browser, editor);
    const title = `Quillon live ${locale} ${stamp}`;
    const id = await createItem(editorPage, 'pressRelease', pressRelease(title));
    await itemStep(editorPage, id, 'submit');

    const approverPage = await pageOf(browser, approver, { javaScriptEnabled });
    await openItem(approverPage, locale, id);
    // Not a correction yet: no "Alert subscribers again".
    await expect(approverPage.getByRole('checkbox', { name: w.alertAgain })).toHaveCount(0);
    await approveUntilLive(approverPage, w);

    // A correction: version 2, through the same approval; the approver may alert again.
    await itemStep(editorPage, id, 'save', { content: { ...pressRelease(`${title} corrected`), date: '2021-06-16' } });
    await itemStep(editorPage, id, 'submit');
    await openItem(approverPage, locale, id);
    await expect(approverPage.getByRole('checkbox', { name: w.alertAgain })).toBeVisible();
    const diff = approverPage.getByTestId('item-diff-2');
    await expect(diff).toContainText(`${title} corrected`);
    await expect(diff.getByRole('row')).toHaveCount(4); // the header, the title in each language, the date
    await expect(diff).toContainText('2021-06-15');
    await expect(diff).toContainText('2021-06-16');
    await expect(approverPage.getByTestId('item-versions').getByRole('row')).toHaveCount(3);
    if (javaScriptEnabled) await axeClean(approverPage);
    await approveUntilLive(approverPage, w);
    await expect(approverPage.getByTestId('item-versions').getByRole('row').nth(1)).toContainText(w.replaced);

    // Withdrawal needs approval (and takes the item off its list, so that other specs find the lists as they were).
    await openItem(editorPage, locale, id);
    await editorPage.getByRole('textbox', { name: w.reason }).fill('Superseded');
    await editorPage.getByRole('button', { name: w.requestWithdrawal }).click();
    await expect(editorPage).toHaveURL(/[?&]done=1$/);
    await expect(editorPage.getByRole('button', { name: w.approveWithdrawal })).toHaveCount(0);
    await openItem(approverPage, locale, id);
    await approverPage.getByRole('button', { name: w.approveWithdrawal }).click();
    await expect(approverPage).toHaveURL(/[?&]done=1$/);
    await expect(state(approverPage)).toHaveText(w.withdrawn);
    await editorPage.context().close();
    await approverPage.context().close();
  });
}

for (const locale of ['th', 'en'] as const) {
  test(`${locale}: the SET release gate refuses "now" and says why; a scheduled item shows its time; the admin approves for now only`, async ({
    browser,
  }) => {
    const w = words[locale];
    const editorPage = await pageOf(browser, editor);
    const release = bangkokMinuteIn(26);
    const id = await createItem(editorPage, 'exchangeAnnouncement', {
      title: { th: `ประกาศทดสอบ ${locale} ${stamp}`, en: `Gate notice ${locale} ${stamp}` },
      date: release.slice(0, 10),
      document: { shared: await storedPdf(editorPage, `gate-${locale}-${stamp}`) },
      setReleaseAt: release,
    });
    await itemStep(editorPage, id, 'submit');

    const adminPage = await pageOf(browser, admin);
    await openItem(adminPage, locale, id);
    await expect(adminPage.getByRole('button', { name: w.approve })).toBeVisible();
    await expect(adminPage.getByRole('radio', { name: w.at })).toHaveCount(0);
    await adminPage.context().close();

    const approverPage = await pageOf(browser, approver);
    await openItem(approverPage, locale, id);
    await approverPage.getByRole('button', { name: w.approve }).click();
    await expect(approverPage).toHaveURL(/[?&]error=set-gate$/);
    const alert = approverPage.getByTestId('step-error');
    await expect(alert).toContainText(w.setGate);
    await expect(alert).toContainText(release.slice(11, 16));
    await expect(alert).toHaveAttribute('role', 'alert');
    await axeClean(approverPage);

    await approverPage.getByRole('radio', { name: w.at }).check();
    await approverPage.getByLabel(w.atTime).fill(release);
    await approverPage.getByRole('button', { name: w.approve }).click();
    await expect(approverPage).toHaveURL(/[?&]done=1$/);
    await expect(state(approverPage)).toHaveText(w.states.scheduled);
    await expect(approverPage.getByTestId('item-publish-at')).toContainText(release.slice(11, 16));
    // A scheduled version can still be called back: so that it never goes live on the test store.
    await itemStep(approverPage, id, 'reject', { reason: 'Test over' });
    await editorPage.context().close();
    await approverPage.context().close();
  });
}

test('the preview opens without signing in, noindex and no-store, with the list row in both languages; a forged or expired link is refused', async ({
  browser,
}) => {
  const editorPage = await pageOf(browser, editor);
  const pdf = await storedPdf(editorPage, `preview-${stamp}`);
  const id = await createItem(editorPage, 'exchangeAnnouncement', {
    title: { th: `ประกาศตัวอย่าง ${stamp}`, en: `Preview notice ${stamp}` },
    date: '2026-11-25',
    document: { shared: pdf },
    setReleaseAt: '2026-11-25T08:00',
  });
  await openPreview(editorPage, id);
  await expect(editorPage).toHaveURL(/\/en\/preview\/[A-Za-z0-9_-]+$/);
  const token = new URL(editorPage.url()).pathname.split('/').pop()!;
  await editorPage.context().close();

  // A reviewer who is not signed in, in a fresh context.
  const reader = await pageOf(browser, null);
  for (const locale of ['th', 'en'] as const) {
    const response = await reader.goto(`${prefix(locale)}/preview/${token}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toContain('no-store');
    expect(await response!.text()).toMatch(/<meta name="robots" content="noindex, nofollow/);
    await expect(reader.getByTestId('preview-banner')).toContainText('ตัวอย่าง — ยังไม่เผยแพร่');
    await expect(reader.getByTestId('preview-banner')).toContainText('Preview — not published');
    const thai = reader.getByTestId('preview-th');
    const english = reader.getByTestId('preview-en');
    await expect(thai.getByRole('listitem')).toContainText(`ประกาศตัวอย่าง ${stamp}`);
    await expect(thai.getByRole('listitem')).toContainText('25 พฤศจิกายน 2569');
    await expect(english.getByRole('listitem')).toContainText(`Preview notice ${stamp}`);
    await expect(english.getByRole('listitem')).toContainText('25 November 2026');
    await axeClean(reader);
  }
  const href = (await reader.getByTestId('preview-en').getByRole('link').first().getAttribute('href'))!;
  expect(href).toBe(`/api/preview/${token}/files/${pdf.sha256}`);
  const file = await reader.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['cache-control']).toContain('no-store');
  // Only a document of that version; the public URL serves live documents only.
  expect((await reader.request.get(`/api/preview/${token}/files/${'0'.repeat(64)}`)).status()).toBe(404);

  const forged = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
  const refused = await reader.goto(`/en/preview/${forged}`);
  expect(refused?.status()).toBe(404);
  await expect(reader.getByTestId('preview-invalid')).toContainText(words.en.invalid);
  expect((await reader.request.get(`/api/preview/${forged}/files/${pdf.sha256}`)).status()).toBe(404);
  const expired = expiredPreviewToken(id, 1);
  const gone = await reader.goto(`/preview/${expired}`);
  expect(gone?.status()).toBe(404);
  await expect(reader.getByTestId('preview-invalid')).toContainText(words.th.invalid);
  // Well signed but expired: the document route says Gone.
  expect((await reader.request.get(`/api/preview/${expired}/files/${pdf.sha256}`)).status()).toBe(410);

  // The item page itself is the workspace's: a stranger goes to sign in; an unknown item is 404.
  await reader.goto(`/en/admin/items/${id}`);
  await expect(reader).toHaveURL(/\/en\/admin\/sign-in$/);
  const robots = await (await reader.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /preview/');
  await reader.context().close();
  const signedIn = await pageOf(browser, approver);
  expect((await signedIn.goto('/en/admin/items/no-such-item'))?.status()).toBe(404);
  await signedIn.context().close();
});

test('a late meeting invitation warns with the SET principle; the popup previews as a popup', async ({ browser }) => {
  const editorPage = await pageOf(browser, editor);
  const meetingDate = bangkokMinuteIn(240).slice(0, 10);
  const id = await createItem(editorPage, 'meetingDocument', {
    title: { th: `หนังสือเชิญประชุม ${stamp}`, en: `Invitation ${stamp}` },
    meetingYear: Number(meetingDate.slice(0, 4)),
    meetingType: 0,
    meetingDate,
    role: 'invitation',
    document: { shared: await storedPdf(editorPage, `invitation-${stamp}`) },
  });
  await itemStep(editorPage, id, 'submit');
  const approverPage = await pageOf(browser, approver);
  for (const locale of ['th', 'en'] as const) {
    await openItem(approverPage, locale, id);
    await expect(approverPage.getByTestId('item-warning')).toContainText(words[locale].governance);
    await expect(approverPage.getByTestId('item-warning')).toContainText('28');
  }
  await itemStep(approverPage, id, 'reject', { reason: 'Test over' });
  await approverPage.context().close();

  const popup = await createItem(editorPage, 'popup', {
    title: { th: `ป๊อปอัป ${stamp}`, en: `Popup ${stamp}` },
    detail: { th: 'รายละเอียดไทย', en: 'English detail' },
  });
  await openPreview(editorPage, popup, 'th');
  await expect(editorPage).toHaveURL(/\/preview\/[A-Za-z0-9_-]+$/);
  await expect(editorPage.getByTestId('preview-th')).toContainText(`ป๊อปอัป ${stamp}`);
  await expect(editorPage.getByTestId('preview-th')).toContainText('รายละเอียดไทย');
  await expect(editorPage.getByTestId('preview-en')).toContainText(`Popup ${stamp}`);
  await expect(editorPage.getByTestId('preview-en')).toContainText('English detail');
  await axeClean(editorPage);
  await editorPage.context().close();
});

// Public pages are public in a shared cache for a minute and purged on publish; an item waiting for its
// time is on no page, and a preview is kept by no cache (docs/newsroom.md, Nothing before live;
// docs/decisions/046-script-hashes-and-a-shared-cache.md). The preview's policy passes Google's CSP Evaluator.
test('no cacheable page holds a scheduled item, and a preview is kept by no cache', async ({ browser, request }) => {
  const title = `Cachequill ${stamp}`;
  const editorPage = await pageOf(browser, editor);
  const id = await createItem(editorPage, 'pressRelease', { ...pressRelease(title), date: '2021-06-14' });
  await itemStep(editorPage, id, 'submit');
  const approverPage = await pageOf(browser, approver);
  await itemStep(approverPage, id, 'approve', { publishAt: bangkokMinuteIn(26) });
  await openItem(approverPage, 'en', id);
  await expect(state(approverPage)).toHaveText(words.en.states.scheduled);

  for (const url of ['/newinfo/newsmedia?year=2021', '/en/newinfo/newsmedia?year=2021']) {
    for (let i = 0; i < 2; i++) {
      const response = await request.get(url);
      expect(response.headers()['cache-control'], url).toContain('public');
      expect(await response.text(), url).not.toContain(title);
    }
  }

  await openPreview(editorPage, id);
  const preview = new URL(editorPage.url()).pathname;
  expect(preview).toMatch(/^\/en\/preview\/[A-Za-z0-9_-]+$/);
  for (let i = 0; i < 2; i++) {
    const response = await request.get(preview);
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(title);
    const headers = response.headers();
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['cache-control']).not.toContain('public');
    expect(headers['surrogate-key']).toBeUndefined();
    const policy = headers['content-security-policy'];
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'self'");
    expectCspEvaluatorClean(policy, preview);
  }

  // Called back, so that it never goes live on the shared store.
  await itemStep(approverPage, id, 'reject', { reason: 'Test over' });
  await editorPage.context().close();
  await approverPage.context().close();
});
