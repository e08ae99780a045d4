import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeClean, enrolPerson, pageOf, type Person } from './item-review-helpers';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { startSecondServer, type SecondServer } from './second-server';

// Questions for management on a quarter's results page (docs/results.md): sent before the event, in
// both languages, with and without JavaScript; refused without consent, what was typed kept; moderated
// in the workspace by plain forms; answered, published and shown on the page in its language; nothing
// unpublished ever on the page. The demo quarters are all past, so a server of its own on its own store
// gets a quarter whose results are still to come (lib/questions/testing/seed-future-quarter.ts).

const PORT = 3674;
const QUARTER = { year: 2099, quarter: 1, date: '2099-05-15' };
const PAGE = '/financialinfo/results/2099-q1';
const messages = { th, en } as const;
type Lang = keyof typeof messages;
const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let app: SecondServer | undefined;
let folder = '';
let editor: Person;
const stamp = Date.now().toString(36);
const at = (url: string) => `${app!.base}${url}`;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  folder = mkdtempSync(path.join(tmpdir(), 'ir-e2e-questions-'));
  const env = { IR_DB_PATH: path.join(folder, 'ir.db'), IR_BACKEND_URL: '' };
  // Every post of the spec comes from 127.0.0.1: the default limit of 5 a minute would refuse them.
  app = await startSecondServer(PORT, { ...env, SITE_URL: `http://127.0.0.1:${PORT}`, FORM_RATE_LIMIT: '1000' });
  execFileSync(
    path.resolve('node_modules/.bin/tsx'),
    [
      '--import',
      './scripts/server-only-stub.mjs',
      'lib/questions/testing/seed-future-quarter.ts',
      String(QUARTER.year),
      String(QUARTER.quarter),
      QUARTER.date,
    ],
    { encoding: 'utf8', env: { ...process.env, ...env } },
  );
  editor = await enrolPerson(browser, 'editor', `questions-${stamp}`, {
    baseURL: app.base,
    env: { ...process.env, ...env },
  });
});

test.afterAll(async () => {
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const cases: { lang: Lang; js: boolean }[] = [
  { lang: 'th', js: true },
  { lang: 'en', js: false },
  { lang: 'en', js: true },
  { lang: 'th', js: false },
];
const textOf = ({ lang, js }: { lang: Lang; js: boolean }) =>
  lang === 'th'
    ? `คำถามเรื่องเงินปันผล ${stamp} ${js ? 'js' : 'nojs'}`
    : `Dividend question ${stamp} ${js ? 'js' : 'nojs'}`;

async function publicPage(browser: Browser, js: boolean): Promise<Page> {
  return pageOf(browser, null, { javaScriptEnabled: js, baseURL: app!.base });
}

test('a quarter whose event has begun takes no questions (shared server, both languages)', async ({ page }) => {
  for (const lang of ['th', 'en'] as const) {
    await page.goto(`${prefix(lang)}/financialinfo/results/2025-q3`);
    const section = page.getByTestId('questions');
    await expect(section.getByRole('heading', { name: messages[lang].Results.questions.title })).toBeVisible();
    await expect(section).toContainText(messages[lang].Results.questions.closed);
    await expect(page.getByTestId('question-form')).toHaveCount(0);
  }
  await axeClean(page);
});

for (const c of cases) {
  test(`${c.lang}, ${c.js ? 'with' : 'without'} JavaScript: a question without consent is refused, what was typed kept; then sent`, async ({
    browser,
  }) => {
    const page = await publicPage(browser, c.js);
    const t = messages[c.lang].Results.questions;
    await page.goto(`${prefix(c.lang)}${PAGE}`);
    const form = page.getByTestId('question-form');
    await expect(form).toContainText(t.lead);
    // axe runs as a script in the page: checked where scripts run (the HTML is the same).
    if (c.js) await axeClean(page);
    const text = textOf(c);
    await form.getByLabel(t.name, { exact: true }).fill(`Reader ${c.lang}`);
    await form
      .getByLabel(t.email, { exact: true })
      .fill(`reader-${c.lang}-${c.js ? 'js' : 'nojs'}-${stamp}@example.com`);
    await form.getByLabel(t.question, { exact: true }).fill(text);
    await form.getByRole('button', { name: t.send }).click();

    // Refused: the page again, the consent's error, everything typed still there.
    await expect(page.getByTestId('question-error')).toHaveText(t.invalid);
    await expect(page.getByText(t.error.consent)).toBeVisible();
    await expect(form.getByLabel(t.question, { exact: true })).toHaveValue(text);
    await expect(form.getByLabel(t.name, { exact: true })).toHaveValue(`Reader ${c.lang}`);
    await expect(form.getByLabel(t.email, { exact: true })).toHaveValue(
      `reader-${c.lang}-${c.js ? 'js' : 'nojs'}-${stamp}@example.com`,
    );
    // What was typed came back sealed: the address bar (history, logs, a Referer) holds none of it.
    expect(decodeURIComponent(page.url())).not.toMatch(/reader-|@example\.com|Reader /);
    if (c.js) await axeClean(page);

    await form.getByRole('checkbox', { name: t.consent }).check();
    await form.getByRole('button', { name: t.send }).click();
    await expect(page.getByTestId('question-sent')).toHaveText(t.sent);
    await expect(page).toHaveURL(new RegExp(`${prefix(c.lang)}${PAGE}\\?question=sent`));
    // The thank-you page carries nothing that was typed.
    expect(page.url()).not.toContain('example.com');
    await page.context().close();
  });
}

test('a bad post answers a clear 400 and stores nothing; the reply to a good one is the same whatever was stored', async ({
  request,
}) => {
  const url = at('/api/results-questions');
  const headers = { origin: app!.base, accept: 'application/json' };
  const refused = await request.post(url, {
    headers,
    data: { quarter: '2099-q1', lang: 'en', name: 'X', email: 'not-an-address', question: 'Q' },
  });
  expect(refused.status()).toBe(400);
  expect(Object.keys(((await refused.json()) as { errors: Record<string, string> }).errors).sort()).toEqual([
    'consent',
    'email',
  ]);
  const good = {
    quarter: '2099-q1',
    lang: 'en',
    name: 'Same',
    email: `same-${stamp}@example.com`,
    question: `Repeated ${stamp}`,
    consent: 'yes',
  };
  const replies = [];
  for (let n = 0; n < 5; n += 1) {
    const reply = await request.post(url, { headers, data: good });
    replies.push([reply.status(), await reply.text()]);
  }
  expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
  expect(replies[0]).toEqual([200, '{"ok":true}']);
  expect((await request.post(url, { headers, data: { ...good, quarter: '2025-q3' } })).status()).toBe(409);
});

/** Moderates the question with `text` on the workspace page in `lang`: choose, write the four texts, publish. */
async function moderate(
  page: Page,
  js: boolean,
  lang: Lang,
  text: string,
  answers: { questionTh: string; questionEn: string; answerTh: string; answerEn: string },
) {
  const w = messages[lang].Workspace.questions;
  await page.goto(`${prefix(lang)}/admin/questions`);
  const card = () =>
    page
      .getByTestId('question')
      .filter({ has: page.getByTestId('question-original').getByText(text, { exact: true }) });
  await expect(card()).toHaveCount(1);
  await expect(card().getByTestId('question-state')).toContainText(w.states.new);
  await card().getByRole('button', { name: w.choose, exact: true }).click();
  await expect(page.getByTestId('question-step-done')).toHaveText(w.done);
  await expect(card().getByTestId('question-state')).toContainText(w.states.chosen);
  // The question in its own language is prefilled with what was sent.
  const own = /[\u0e00-\u0e7f]/.test(text) ? 'questionTh' : 'questionEn';
  await expect(card().getByLabel(w[own])).toHaveValue(text);
  for (const field of ['questionTh', 'questionEn', 'answerTh', 'answerEn'] as const)
    await card().getByLabel(w[field]).fill(answers[field]);
  await card().getByRole('button', { name: w.save }).click();
  await expect(page.getByTestId('question-step-done')).toHaveText(w.done);
  if (js) await axeClean(page);
  await card().getByRole('button', { name: w.publish, exact: true }).click();
  await expect(page.getByTestId('question-step-done')).toHaveText(w.done);
  await expect(card().getByTestId('question-state')).toContainText(w.published);
}

const answered = {
  js: {
    questionTh: `ปันผลจะเพิ่มขึ้นหรือไม่ ${stamp}`,
    questionEn: `Will the dividend rise? ${stamp}`,
    answerTh: `คาดว่าจะคงอัตราเดิม ${stamp}`,
    answerEn: `We expect to keep the rate ${stamp}`,
  },
  nojs: {
    questionTh: `ต้นทุนวัตถุดิบเป็นอย่างไร ${stamp}`,
    questionEn: `How are raw material costs? ${stamp}`,
    answerTh: `ต้นทุนทรงตัว ${stamp}`,
    answerEn: `Costs are stable ${stamp}`,
  },
};

test('the IR team moderates in the workspace, with and without JavaScript; the page shows only what was published', async ({
  browser,
}) => {
  // Without JavaScript, the Thai workspace: the English question sent without JavaScript.
  const plain = await pageOf(browser, editor, { javaScriptEnabled: false, baseURL: app!.base });
  await plain.goto('/admin');
  await plain.getByRole('link', { name: th.Workspace.questions.heading }).click();
  await expect(plain).toHaveURL(/\/admin\/questions$/);
  await moderate(plain, false, 'th', textOf({ lang: 'en', js: false }), answered.nojs);
  await plain.context().close();

  // With JavaScript, the English workspace: the Thai question sent with JavaScript.
  const scripted = await pageOf(browser, editor, { baseURL: app!.base });
  await moderate(scripted, true, 'en', textOf({ lang: 'th', js: true }), answered.js);
  await scripted.context().close();

  for (const js of [true, false]) {
    const page = await publicPage(browser, js);
    for (const lang of ['th', 'en'] as const) {
      const t = messages[lang].Results.questions;
      await page.goto(`${prefix(lang)}${PAGE}`);
      const section = page.getByTestId('published-questions');
      await expect(section.getByRole('heading', { name: t.answered })).toBeVisible();
      for (const item of [answered.js, answered.nojs]) {
        await expect(section).toContainText(lang === 'th' ? item.questionTh : item.questionEn);
        await expect(section).toContainText(lang === 'th' ? item.answerTh : item.answerEn);
      }
      if (js) await axeClean(page);
    }
    await page.context().close();
  }

  // In the server HTML; nothing unpublished and no address of an asker.
  for (const lang of ['th', 'en'] as const) {
    const html = await (await fetch(at(`${prefix(lang)}${PAGE}`))).text();
    expect(html).toContain(lang === 'th' ? answered.js.answerTh : answered.js.answerEn);
    for (const c of cases) expect(html).not.toContain(textOf(c));
    // No asker's address (theirs all end with the stamp; the company's own address is on every page).
    expect(html).not.toContain(`${stamp}@example.com`);
  }
});

test('unpublishing takes a question off the page; a person who is signed out cannot moderate', async ({
  browser,
  request,
}) => {
  const page = await pageOf(browser, editor, { baseURL: app!.base });
  const w = en.Workspace.questions;
  await page.goto('/en/admin/questions');
  const card = page.getByTestId('question').filter({
    has: page.getByTestId('question-original').getByText(textOf({ lang: 'en', js: false }), { exact: true }),
  });
  await card.getByRole('button', { name: w.unpublish }).click();
  await expect(page.getByTestId('question-step-done')).toHaveText(w.done);
  await page.context().close();
  const html = await (await fetch(at(`/en${PAGE}`))).text();
  expect(html).not.toContain(answered.nojs.answerEn);
  expect(html).toContain(answered.js.answerEn);

  const anonymous = await request.post(at('/api/workspace/questions/1/publish'), {
    headers: { origin: app!.base, accept: 'application/json' },
    data: {},
  });
  expect([401, 403]).toContain(anonymous.status());
  const reader = await publicPage(browser, true);
  await reader.goto('/en/admin/questions');
  await expect(reader).toHaveURL(/\/en\/admin\/sign-in$/);
  await reader.context().close();
});
