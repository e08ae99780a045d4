import path from 'node:path';
import { createClient } from '@libsql/client';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, test } from './fixtures';
import {
  axeClean,
  bangkokMinuteIn,
  createItem,
  enrolPerson,
  itemStep,
  pageOf,
  storedPdf,
  workspacePost,
  type Person,
} from './item-review-helpers';

/**
 * The dashboard says what needs the person (docs/newsroom.md, Dashboard): their own submissions
 * awaiting someone else, and the exchange's rules due (an overdue quarter's results, the SET release
 * gate); the workspace's sections as pages (Users on its own page, the quarterly results as a filter
 * of Items) per role; an unknown item is a 404 inside the workspace's frame. Enrolments hash with
 * argon2: a longer timeout.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const stamp = Date.now().toString(36);
const d = en.Workspace.dashboard;
const r = d.rules;
let editor: Person;
let approver: Person;
let admin: Person;

// The SQLite file of the server under test (the embedded backend's default unless IR_DB_PATH is set).
const database = () =>
  createClient({ url: `file:${path.resolve(process.cwd(), process.env.IR_DB_PATH?.trim() || 'data/ir.db')}` });

/** The quarters on the site's list now. */
async function publishedQuarters(): Promise<Set<string>> {
  const client = database();
  try {
    return new Set(
      (await client.execute('SELECT year, quarter FROM quarterly_results')).rows.map(
        (row) => `${row.year}-${row.quarter}`,
      ),
    );
  } finally {
    client.close();
  }
}

/**
 * A quarter ended at least two quarters ago (its SET deadline, at most 60 days after its end, has
 * passed) that is not on the list: other specs on the shared server publish quarters of their own.
 */
async function unpublishedPastQuarter(): Promise<{ year: number; quarter: number }> {
  const bangkok = new Date(Date.now() + 7 * 3_600_000);
  const published = await publishedQuarters();
  for (let back = 2; back <= 3; back += 1) {
    const index = bangkok.getUTCFullYear() * 4 + Math.floor(bangkok.getUTCMonth() / 3) - back;
    const id = { year: Math.floor(index / 4), quarter: (index % 4) + 1 };
    if (!published.has(`${id.year}-${id.quarter}`)) return id;
  }
  throw new Error('every recent quarter is published on this server');
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(240_000);
  editor = await enrolPerson(browser, 'editor', `board-${stamp}`);
  approver = await enrolPerson(browser, 'approver', `board-${stamp}`);
  admin = await enrolPerson(browser, 'admin', `board-${stamp}`);
});

test('an editor’s submission stays on their dashboard, awaiting someone else, until it is decided', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor);
  await page.goto('/en/admin');
  const title = { th: `ข่าวรออนุมัติ ${stamp}`, en: `Awaiting others ${stamp}` };
  const id = await createItem(page, 'pressRelease', {
    title,
    date: '2026-11-20',
    link: { th: 'https://example.com/th', en: 'https://example.com/en' },
  });
  await itemStep(page, id, 'submit');

  await page.goto('/en/admin');
  const mine = page.getByRole('table', { name: d.mine });
  const row = mine.getByRole('row').filter({ has: page.getByRole('link', { name: title.en }) });
  await expect(row.getByRole('link', { name: title.en })).toHaveAttribute('href', `/en/admin/items/${id}`);
  await expect(row).toContainText(d.requests.submitted);
  await expect(row.locator('time')).toHaveCount(1);
  // Never awaiting the editor's own approval.
  await expect(page.getByTestId('dashboard-awaiting')).toContainText(d.awaitingEmpty);

  await page.goto('/admin');
  await expect(
    page.getByRole('table', { name: th.Workspace.dashboard.mine }).getByRole('link', { name: title.th }),
  ).toHaveAttribute('href', `/admin/items/${id}`);

  // Approved: no longer awaiting anyone.
  const approverPage = await pageOf(browser, approver);
  await approverPage.goto('/en/admin');
  await itemStep(approverPage, id, 'approve', { publishAt: bangkokMinuteIn(48) });
  await page.goto('/en/admin');
  await expect(page.getByRole('link', { name: title.en })).toHaveCount(1);
  await expect(page.getByTestId('dashboard-mine').getByRole('link', { name: title.en })).toHaveCount(0);
  await expect(page.getByTestId('dashboard-scheduled').getByRole('link', { name: title.en })).toBeVisible();
});

test('an overdue quarter and the SET release gate show under the exchange’s rules, in both languages', async ({
  browser,
}) => {
  const page = await pageOf(browser, editor);
  await page.goto('/en/admin');

  // A draft of a past quarter, its results date gone by: overdue, linked to the draft.
  const quarter = await unpublishedPastQuarter();
  const after = { year: quarter.quarter === 4 ? quarter.year + 1 : quarter.year, month: (quarter.quarter % 4) * 3 + 1 };
  const resultsDate = `${after.year}-${String(after.month).padStart(2, '0')}-10`;
  const draft = await createItem(page, 'quarterlyResults', {
    year: quarter.year,
    quarter: quarter.quarter,
    resultsDate,
  });

  // An exchange announcement submitted, and another scheduled at its release time, then moved before it
  // by hand in the store: going live holds it back, the dashboard flags it.
  const release = bangkokMinuteIn(72);
  const announcement = async (label: string) =>
    createItem(page, 'exchangeAnnouncement', {
      title: { th: `ประกาศ ${label} ${stamp}`, en: `Gate ${label} ${stamp}` },
      date: release.slice(0, 10),
      document: { shared: await storedPdf(page, `board-${label}-${stamp}`) },
      setReleaseAt: release,
    });
  const submitted = await announcement('submitted');
  await itemStep(page, submitted, 'submit');
  const early = await announcement('early');
  await itemStep(page, early, 'submit');
  const approverPage = await pageOf(browser, approver);
  await approverPage.goto('/en/admin');
  // The gate refuses a time before the release…
  expect(
    (await workspacePost(approverPage, `/api/workspace/items/${early}/approve`, { publishAt: bangkokMinuteIn(48) }))
      .status,
  ).toBe(400);
  await itemStep(approverPage, early, 'approve', { publishAt: release });
  const client = database();
  try {
    const hourBefore = new Date(Date.parse(`${release}:00+07:00`) - 3_600_000).toISOString();
    await client.execute({ sql: 'UPDATE newsroom_items SET publish_at = ? WHERE id = ?', args: [hourBefore, early] });
  } finally {
    client.close();
  }

  await page.goto('/en/admin');
  const rules = page.getByTestId('dashboard-rules');
  await expect(rules.getByRole('heading', { level: 2, name: r.heading })).toBeVisible();
  const name = r.quarterName.replace('{quarter}', String(quarter.quarter)).replace('{year}', String(quarter.year));
  const results = rules.getByRole('table', { name: r.results });
  const overdue = results.getByRole('row').filter({ hasText: name });
  await expect(overdue.getByRole('link', { name: r.openItem.replace('{quarter}', name) })).toHaveAttribute(
    'href',
    `/en/admin/items/${draft}`,
  );
  await expect(overdue).toContainText(r.sources.item);
  await expect(overdue).toContainText(d.states.draft);

  const gate = rules.getByRole('table', { name: r.gate });
  const submittedRow = gate
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Gate submitted ${stamp}` }) });
  await expect(submittedRow).toContainText(r.notChosen);
  await expect(submittedRow).toContainText(r.flags.clear);
  const earlyRow = gate.getByRole('row').filter({ has: page.getByRole('link', { name: `Gate early ${stamp}` }) });
  await expect(earlyRow.getByTestId('gate-early')).toHaveText(r.flags.early);
  await expect(earlyRow.locator('time')).toHaveCount(2);
  await expect(rules.getByRole('heading', { level: 3, name: d.meetings })).toBeVisible();
  await axeClean(page);

  // Thai: the quarter in the Buddhist era, the flag in Thai.
  await page.goto('/admin');
  const thaiRules = page.getByTestId('dashboard-rules');
  const t = th.Workspace.dashboard.rules;
  const thaiName = t.quarterName
    .replace('{quarter}', String(quarter.quarter))
    .replace('{year}', String(quarter.year + 543));
  await expect(thaiRules.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
  await expect(
    thaiRules
      .getByRole('table', { name: t.results })
      .getByRole('link', { name: t.openItem.replace('{quarter}', thaiName) }),
  ).toHaveAttribute('href', `/admin/items/${draft}`);
  await expect(
    thaiRules
      .getByRole('table', { name: t.gate })
      .getByRole('row')
      .filter({ hasText: `ประกาศ early ${stamp}` })
      .getByTestId('gate-early'),
  ).toHaveText(t.flags.early);
  await axeClean(page);

  // A quarter without an item links to a new one, its year and quarter filled in.
  await page.goto(`/en/admin/items/new?kind=quarterlyResults&year=${quarter.year}&quarter=${quarter.quarter}`);
  await expect(page.getByLabel(en.Workspace.itemForm.fields.year, { exact: true })).toHaveValue(String(quarter.year));
  await expect(page.getByLabel(en.Workspace.itemForm.fields.quarter, { exact: true })).toHaveValue(
    String(quarter.quarter),
  );
});

test('Users is a page of its own for an admin, refused to an editor on the server; the sections follow the role', async ({
  browser,
}) => {
  const s = en.Workspace.shell.sections;
  const adminPage = await pageOf(browser, admin);
  await adminPage.goto('/en/admin');
  const nav = adminPage.getByRole('navigation', { name: en.Workspace.shell.navigation });
  await expect(nav.getByRole('link', { name: s.users })).toHaveAttribute('href', '/en/admin/users');
  // The dashboard no longer carries the user administration.
  await expect(adminPage.getByRole('heading', { name: en.Workspace.users.heading, exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: s.users }).click();
  await expect(adminPage).toHaveURL(/\/en\/admin\/users$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: en.Workspace.users.heading })).toBeVisible();
  await expect(nav.getByRole('link', { name: s.users })).toHaveAttribute('aria-current', 'page');
  await expect(adminPage.getByRole('cell', { name: admin.email, exact: true })).toBeVisible();

  // Adding a person there works as before: an enrolment link.
  await adminPage.getByLabel(en.Workspace.users.email, { exact: true }).fill(`added-${stamp}@example.com`);
  await adminPage.getByRole('button', { name: en.Workspace.users.add }).click();
  await expect(adminPage.getByRole('status').getByText(/\/admin\/enrol\?token=/)).toBeVisible();
  await adminPage.reload();
  // Without a name given, the address is the name too.
  const added = adminPage.getByRole('row').filter({
    has: adminPage.getByRole('button', { name: `${en.Workspace.users.disable} added-${stamp}@example.com` }),
  });
  await expect(added).toContainText(en.Workspace.users.notEnrolled);

  // An editor: no Users section, and the page itself answers 403 from the server.
  const editorPage = await pageOf(browser, editor);
  for (const [prefix, m] of [
    ['/en', en],
    ['', th],
  ] as const) {
    const refused = await editorPage.goto(`${prefix}/admin/users`);
    expect(refused?.status()).toBe(403);
    await expect(editorPage.getByRole('main').getByRole('alert')).toHaveText(m.Workspace.denied);
    await expect(editorPage.getByRole('cell', { name: admin.email })).toHaveCount(0);
    await expect(
      editorPage
        .getByRole('navigation', { name: m.Workspace.shell.navigation })
        .getByRole('link', { name: m.Workspace.shell.sections.users }),
    ).toHaveCount(0);
  }

  // Quarterly results: the Items page filtered to them, the current section while the filter is on.
  await editorPage.goto('/en/admin');
  const editorNav = editorPage.getByRole('navigation', { name: en.Workspace.shell.navigation });
  await editorNav.getByRole('link', { name: s.quarterlyResults }).click();
  await expect(editorPage).toHaveURL(/\/en\/admin\/items\?kind=quarterlyResults$/);
  await expect(editorPage.getByLabel(en.Workspace.items.kind, { exact: true })).toHaveValue('quarterlyResults');
  await expect(editorNav.getByRole('link', { name: s.quarterlyResults })).toHaveAttribute('aria-current', 'page');
  await expect(editorNav.getByRole('link', { name: s.items, exact: true })).not.toHaveAttribute('aria-current', 'page');
  await editorPage.goto('/en/admin/items?kind=pressRelease');
  await expect(editorNav.getByRole('link', { name: s.items, exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(editorNav.getByRole('link', { name: s.quarterlyResults })).not.toHaveAttribute('aria-current', 'page');
});

test(`an unknown item or /admin page is a 404 inside the workspace’s frame, in both languages`, async ({ browser }) => {
  const page = await pageOf(browser, editor);
  for (const [prefix, m, rest] of [
    ['/en', en, `/items/no-such-item-${stamp}`],
    ['/en', en, `/items/no-such-item-${stamp}/edit`],
    ['', th, `/items/no-such-item-${stamp}`],
    ['', th, `/items/no-such-item-${stamp}/edit`],
    // Not a workspace page at all, under /admin.
    ['/en', en, `/no-such-page-${stamp}`],
    ['', th, `/no-such-page-${stamp}/deeper`],
  ] as const) {
    const response = await page.goto(`${prefix}/admin${rest}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: m.Workspace.notFound.heading })).toBeVisible();
    await expect(page.getByTestId('workspace-not-found')).toHaveText(m.Workspace.notFound.text);
    // The workspace's frame: its sections and who is signed in; none of the public site's menu or footer.
    await expect(page.getByRole('navigation', { name: m.Workspace.shell.navigation })).toBeVisible();
    await expect(page.getByTestId('workspace-role')).toHaveText(m.Workspace.roles.editor);
    await expect(page.getByRole('navigation', { name: m.Shell.mainMenu, exact: true })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: m.Workspace.notFound.items })).toHaveAttribute(
      'href',
      `${prefix}/admin/items`,
    );
  }
  await axeClean(page);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the dashboard and the Users page are axe clean in both languages`, async ({ browser }) => {
    const page = await pageOf(browser, admin);
    await page.setViewportSize({ width, height: 900 });
    for (const prefix of ['/en', '']) {
      for (const target of ['/admin', '/admin/users']) {
        const response = await page.goto(`${prefix}${target}`);
        expect(response?.status()).toBe(200);
        await axeClean(page);
      }
    }
  });
}
