import { execFileSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import path from 'node:path';
import seedDividends from '../data/seed/dividends.json';
import { minimalPdf } from '../scripts/minimal-pdf';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import type { Client as StoreClient } from '@/lib/store/engine';
import { until } from '@/lib/testing/nginx-test-server';

// Shared steps of the newsroom's item page and preview specs (e2e/item-review.spec.ts): people of each
// role enrolled through `npm run admin` and the enrolment page, items made through the workspace API,
// and what a test needs to forge (an expired preview link). The CLI and the server under
// test share the store: run both with the same IR_DB_PATH.

export const run = (...args: string[]) => runWith(process.env, ...args);

/** `npm run admin` on another store (a spec's own server: its IR_DB_PATH). */
export const runWith = (env: NodeJS.ProcessEnv, ...args: string[]) =>
  execFileSync('npm', ['run', '-s', 'admin', '--', ...args], { encoding: 'utf8', env }).trim();

/** Another server than the shared one: its address and the environment of its store. */
export interface OtherServer {
  baseURL: string;
  env: NodeJS.ProcessEnv;
}

const PASSWORD = 'lantern-orbit-93-kettle';

export type Role = 'editor' | 'approver' | 'admin';
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Person {
  email: string;
  role: Role;
  /** The signed-in session of the enrolment, for new contexts. */
  state: StorageState;
}

/** Pages open without the greeting popup (as e2e/fixtures.ts does for its own page). */
async function withoutPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => window.sessionStorage.setItem('ir-popup-dismissed', '1'));
}

/** Adds an account of a role and enrols it (English pages); returns its signed-in session. */
export async function enrolPerson(browser: Browser, role: Role, tag: string, server?: OtherServer): Promise<Person> {
  const email = `${role}-${tag}@example.com`;
  const link = runWith(server?.env ?? process.env, 'add-user', email, '--role', role, '--name', `${role} ${tag}`);
  const context = await browser.newContext(server ? { baseURL: server.baseURL } : {});
  await withoutPopup(context);
  const page = await context.newPage();
  const url = new URL(link);
  await page.goto(`/en${url.pathname}${url.search}`);
  await page.getByRole('main').getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Hashing the password (argon2id) takes a while on a loaded machine.
  await expect(page.getByTestId('totp-secret')).toBeVisible({ timeout: 60_000 });
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByRole('main').getByLabel('Verification code', { exact: true }).fill(new TOTP({ secret }).generate());
  await page.getByRole('button', { name: 'Finish enrolment' }).click();
  await expect(page).toHaveURL(/\/en\/admin$/, { timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return { email, role, state };
}

/** A page signed in as the person (or nobody), optionally without JavaScript. */
export async function pageOf(
  browser: Browser,
  person: Person | null,
  options: { javaScriptEnabled?: boolean; baseURL?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    ...(person ? { storageState: person.state } : {}),
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
  await withoutPopup(context);
  return context.newPage();
}

/** A POST to a workspace route as a script sends it: JSON with a fresh CSRF token (components/workspace/workspace-post.ts). */
export async function workspacePost(
  page: Page,
  url: string,
  body: unknown = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { token } = (await (await page.request.get('/api/workspace/csrf')).json()) as { token: string };
  const reply = await page.request.post(url, { data: body, headers: { 'x-csrf-token': token } });
  return { status: reply.status(), body: (await reply.json().catch(() => ({}))) as Record<string, unknown> };
}

/**
 * Opens an item's preview as the item page's button does: a POST mints the link (docs/newsroom.md,
 * Preview), then the page goes to it.
 */
export async function openPreview(page: Page, id: string, locale: 'th' | 'en' = 'en'): Promise<void> {
  const minted = await workspacePost(page, `/api/workspace/items/${id}/preview?lang=${locale}`);
  expect(minted.status).toBe(200);
  await page.goto(String(minted.body.href));
}

/** Creates a draft through the API; returns its id. */
export async function createItem(page: Page, kind: string, content: Record<string, unknown>): Promise<string> {
  const created = await workspacePost(page, '/api/workspace/items', { kind, content });
  expect(created.status).toBe(201);
  return (created.body.item as { id: string }).id;
}

/** A step through the API (save, submit, approve, …), expected to succeed. */
export async function itemStep(
  page: Page,
  id: string,
  step: string,
  body: Record<string, unknown> = {},
): Promise<void> {
  const reply = await workspacePost(page, `/api/workspace/items/${id}/${step}`, body);
  expect(reply.status, `${step} of ${id}: ${JSON.stringify(reply.body)}`).toBe(200);
}

/**
 * Waits (90 s at most) until the item's row in the store `db` reads live, as the newsroom job takes it
 * live after its approval; returns the time of the read that first saw it so.
 */
export async function untilLive(db: Pick<StoreClient, 'execute'>, itemId: string): Promise<number> {
  return until(
    async () => {
      const at = Date.now();
      const row = await db.execute({ sql: 'SELECT state FROM newsroom_items WHERE id = ?', args: [itemId] });
      return row.rows[0]?.state === 'live' && at;
    },
    90_000,
    'the item goes live',
  );
}

/**
 * Uploads a small one-page PDF as the page's person, as the item form does (POST /api/workspace/uploads):
 * an item may name only a PDF its editor uploaded, and its page count is the server's (docs/newsroom.md).
 */
export async function storedPdf(page: Page, name: string): Promise<{ sha256: string; name: string; pages: number }> {
  return uploadPdf(page, `${name}.pdf`, minimalPdf(name, [name, String(Date.now())]));
}

/** Uploads these bytes as a PDF named `fileName`, as storedPdf does; answers the stored document's reference. */
export async function uploadPdf(
  page: Page,
  fileName: string,
  bytes: Buffer,
): Promise<{ sha256: string; name: string; pages: number }> {
  const { token } = (await (await page.request.get('/api/workspace/csrf')).json()) as { token: string };
  // A script's post asks for JSON; a plain form's would be answered with a redirect.
  const reply = await page.request.post('/api/workspace/uploads', {
    headers: { 'x-csrf-token': token, accept: 'application/json' },
    multipart: { file: { name: fileName, mimeType: 'application/pdf', buffer: bytes } },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  const [file] = ((await reply.json()) as { files: { sha256: string; name: string; pages: number }[] }).files;
  return { sha256: file.sha256, name: file.name, pages: file.pages };
}

/**
 * A preview token that expired an hour ago, signed as the server signs (lib/newsroom/preview-token.ts)
 * with its secret: IR_AUTH_SECRET, or without it the one lib/accounts/settings.ts derives from the store's path.
 */
export function expiredPreviewToken(itemId: string, version: number): string {
  const configured = process.env.IR_AUTH_SECRET ?? '';
  const secret =
    configured.length >= 32
      ? configured
      : createHash('sha256')
          .update(`ir-workspace:${path.resolve(process.env.IR_DB_PATH || 'data/ir.db')}`)
          .digest('hex');
  const payload = Buffer.from(
    JSON.stringify({ i: itemId, v: version, e: Math.floor(Date.now() / 1000) - 3600 }),
  ).toString('base64url');
  return `${payload}${createHmac('sha256', secret).update(`newsroom-preview:${payload}`).digest('base64url')}`;
}

/** A Bangkok wall-clock minute 'YYYY-MM-DDTHH:mm', `hours` from now, at a whole hour. */
export function bangkokMinuteIn(hours: number): string {
  const date = new Date(Date.now() + hours * 3_600_000 + 7 * 3_600_000);
  return `${date.toISOString().slice(0, 13)}:00`;
}

export { axeClean } from './axe';

/** The seed's dividend history as the dividends fact's rows (lib/newsroom/kinds.ts): a version to publish whole. */
export const seedPayments = (seedDividends as Record<string, string | number | undefined>[]).map((row) =>
  Object.fromEntries(
    Object.entries({
      decisionDate: row.decision_date,
      exDate: row.ex_date,
      paymentDate: row.payment_date,
      type: row.dividend_type,
      cashPerShare: row.cash_per_share,
      existingShares: row.existing_shares,
      newShares: row.new_shares,
      periodStart: row.period_start,
      periodEnd: row.period_end,
    }).filter(([, value]) => value !== undefined),
  ),
);
