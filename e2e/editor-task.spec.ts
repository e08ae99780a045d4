import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import en from '../messages/en.json';
import { pdfWithPages } from '../lib/uploads/upload-fixtures';
import { expect, test } from './fixtures';
import { enrolPerson, pageOf, type Person } from './item-review-helpers';

/**
 * The editor's everyday task, timed and counted (docs/ir-team-guide.md, How long a draft takes): from
 * the dashboard, an exchange announcement drafted in Thai and English with a PDF in each language, and
 * submitted for approval. Every action a person takes (a click, a field filled, a file chosen, a
 * choice made) goes through `step`, so the count is what the guide reports; more steps than
 * MAX_STEPS fails, so a change that makes the task longer is seen. The time is reported, not judged
 * (this machine is shared: timings belong to the bench), in test-results/editor-task.json.
 */

test.describe.configure({ timeout: 180_000 });

/** The steps the task takes today (docs/ir-team-guide.md): a change that adds one fails here first. */
const MAX_STEPS = 11;

const stamp = Date.now().toString(36);
let editor: Person;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  editor = await enrolPerson(browser, 'editor', `task-${stamp}`);
});

/** A Bangkok wall-clock minute 'YYYY-MM-DDTHH:mm', `minutes` from now. */
const bangkokMinute = (minutes: number) =>
  new Date(Date.now() + minutes * 60_000 + 7 * 3_600_000).toISOString().slice(0, 16);

test('an editor drafts an announcement in Thai and English with two PDFs and submits it, in at most 11 steps', async ({
  browser,
}) => {
  const page: Page = await pageOf(browser, editor);
  await page.setViewportSize({ width: 1280, height: 900 });
  const f = en.Workspace.itemForm;
  const steps: string[] = [];
  /** One action of the person's, counted. */
  const step = async (what: string, action: () => Promise<unknown>) => {
    steps.push(what);
    await action();
  };
  const perLanguage = (field: 'title' | 'document', language: 'th' | 'en') =>
    (field === 'title' ? f.perLanguage : f.documentLanguage)
      .replace('{field}', f.fields[field])
      .replace('{language}', f.languages[language]);
  const field = (label: string): Locator => page.getByRole('main').getByLabel(label, { exact: true });

  const [thaiPdf, englishPdf] = await Promise.all([pdfWithPages(2), pdfWithPages(3)]);
  await page.goto('/en/admin');
  const started = Date.now();
  await step('open New item', () =>
    page
      .getByRole('navigation', { name: en.Workspace.shell.navigation })
      .getByRole('link', { name: en.Workspace.shell.sections.newItem })
      .click(),
  );
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
  await step('choose the kind', () => field(f.kind).selectOption('exchangeAnnouncement'));
  await step('continue', () => page.getByRole('button', { name: f.continue }).click());
  await expect(page).toHaveURL(/\/en\/admin\/items\/new\?kind=exchangeAnnouncement$/);
  await page.waitForFunction(() => document.documentElement.getAttribute('data-ir-scripts') !== 'pending');
  await step('Thai title', () => field(perLanguage('title', 'th')).fill(`ประกาศงานประจำวัน ${stamp}`));
  await step('English title', () => field(perLanguage('title', 'en')).fill(`Everyday notice ${stamp}`));
  await step('date', () => field(f.fields.date).fill(bangkokMinute(0).slice(0, 10)));
  await step('SET release time', () => field(f.fields.setReleaseAt).fill(bangkokMinute(-30)));
  await step('Thai PDF', () =>
    field(perLanguage('document', 'th')).setInputFiles({
      name: 'notice-th.pdf',
      mimeType: 'application/pdf',
      buffer: thaiPdf,
    }),
  );
  await expect(page.getByTestId('pages-th')).toContainText(f.pages.replace('{count}', '2'), { timeout: 60_000 });
  await step('English PDF', () =>
    field(perLanguage('document', 'en')).setInputFiles({
      name: 'notice-en.pdf',
      mimeType: 'application/pdf',
      buffer: englishPdf,
    }),
  );
  await expect(page.getByTestId('pages-en')).toContainText(f.pages.replace('{count}', '3'), { timeout: 60_000 });
  await step('submit for approval', () => page.getByRole('button', { name: f.submit, exact: true }).click());
  await expect(page.getByTestId('item-state')).toHaveText(en.Workspace.item.states.submitted, { timeout: 60_000 });
  const seconds = (Date.now() - started) / 1000;

  // The item is one submission with both titles and both documents.
  const id = /\/admin\/items\/([0-9a-f-]{36})/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  const reply = await page.request.get(`/api/workspace/items/${id}`);
  const { item } = (await reply.json()) as { item: { state: string; content: Record<string, unknown> } };
  expect(item.state).toBe('submitted');
  expect(item.content.title).toEqual({ th: `ประกาศงานประจำวัน ${stamp}`, en: `Everyday notice ${stamp}` });
  expect(JSON.stringify(item.content)).toContain('notice-th.pdf');
  expect(JSON.stringify(item.content)).toContain('notice-en.pdf');

  test.info().annotations.push({ type: 'editor task', description: `${steps.length} steps, ${seconds.toFixed(1)} s` });
  writeFileSync(
    'test-results/editor-task.json',
    JSON.stringify({ steps, count: steps.length, seconds, measuredAt: new Date().toISOString() }, null, 2),
  );
  console.log(`[editor task] ${steps.length} steps in ${seconds.toFixed(1)} s: ${steps.join(', ')}`);
  expect(steps.length).toBeLessThanOrEqual(MAX_STEPS);
});
