/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import { linkKey } from '@/lib/store/email-alerts/subscriptions';
import { linkToken } from '@/lib/email-alerts/tokens';
import { POST as confirm } from './confirm/route';
import { POST as preferences } from './preferences/route';
import { POST as unsubscribe } from './unsubscribe/route';

let folder: string;
let token: string;
let lastAddress = 0;

function post(
  handler: (request: Request) => Promise<Response>,
  url: string,
  body: string,
  headers: Record<string, string> = {},
) {
  lastAddress += 1;
  return handler(
    new Request(`http://ir.example.com${url}`, {
      method: 'POST',
      headers: {
        host: 'ir.example.com',
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.1.0.${lastAddress % 250}`,
        ...headers,
      },
      body,
    }),
  );
}

const subscribers = async () =>
  Number((await (await getDatabase()).execute('SELECT COUNT(*) AS n FROM subscribers')).rows[0].n);

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-alert-routes-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  delete process.env.IR_BACKEND_URL;
  const client = await getDatabase();
  await client.execute(`INSERT INTO subscribers (email, full_name, country, occupation, job_title, industry, lang, categories, confirmed_at)
    VALUES ('one@example.com', 'One', 'TH', 'I', 'A', 'F', 'en', 'announcements,news', '2026-01-01T00:00:00.000Z')`);
  const id = Number((await client.execute("SELECT id FROM subscribers WHERE email = 'one@example.com'")).rows[0].id);
  token = linkToken(await linkKey(client), id);
});
afterAll(async () => {
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

describe('POST /api/email-alerts/*', () => {
  it.each([
    ['no one-click field', `/api/email-alerts/unsubscribe?token=${'1.'.padEnd(24, 'A')}`, ''],
    ['a malformed token', '/api/email-alerts/unsubscribe?token=abc', 'List-Unsubscribe=One-Click'],
    ['no token', '/api/email-alerts/unsubscribe', 'List-Unsubscribe=One-Click'],
  ])('one-click: %s gives 400', async (_, url, body) => {
    const response = await post(unsubscribe, url, body);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ error: expect.any(String) });
  });

  it('one-click: a forged token changes nothing; the right one unsubscribes at once, and again answers alike', async () => {
    const forged = `${token.split('.')[0]}.${'A'.repeat(22)}`;
    expect(
      (await post(unsubscribe, `/api/email-alerts/unsubscribe?token=${forged}`, 'List-Unsubscribe=One-Click')).status,
    ).toBe(200);
    expect(await subscribers()).toBe(1);
    // A mail server's POST: no Origin, no Sec-Fetch-Site.
    const response = await post(
      unsubscribe,
      `/api/email-alerts/unsubscribe?token=${token}`,
      'List-Unsubscribe=One-Click',
    );
    expect(response.status).toBe(200);
    expect(await subscribers()).toBe(0);
    expect(
      (await post(unsubscribe, `/api/email-alerts/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click')).status,
    ).toBe(200);
  });

  it('bounds the body (413) and refuses a body that is not a form (415)', async () => {
    expect(
      (
        await post(
          unsubscribe,
          `/api/email-alerts/unsubscribe?token=${token}`,
          `List-Unsubscribe=One-Click&x=${'a'.repeat(4000)}`,
        )
      ).status,
    ).toBe(413);
    expect(
      (await post(confirm, '/api/email-alerts/confirm', '{"token":"x"}', { 'content-type': 'application/json' }))
        .status,
    ).toBe(415);
  });

  it('confirm: refuses another site (403); an unknown or malformed token goes back to the page as invalid', async () => {
    expect(
      (await post(confirm, '/api/email-alerts/confirm', `token=${'a'.repeat(43)}`, { origin: 'https://evil.example' }))
        .status,
    ).toBe(403);
    for (const body of [`token=${'a'.repeat(43)}&lang=en`, 'token=short&lang=en']) {
      const response = await post(confirm, '/api/email-alerts/confirm', body);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/en/receiveemails/confirm?result=invalid');
    }
  });

  it('preferences: an unknown category or a bad token is a 400; none chosen goes back with a message', async () => {
    expect((await post(preferences, '/api/email-alerts/preferences', `token=${token}&categories=weather`)).status).toBe(
      400,
    );
    expect((await post(preferences, '/api/email-alerts/preferences', 'token=nope&categories=news')).status).toBe(400);
    const empty = await post(preferences, '/api/email-alerts/preferences', `token=${token}&lang=th`);
    expect(empty.status).toBe(303);
    expect(empty.headers.get('location')).toContain('/receiveemails/preferences?token=');
    expect(empty.headers.get('location')).toContain('result=empty');
  });

  it('answers 404 in remote mode: the company backend owns subscriptions', async () => {
    process.env.IR_BACKEND_URL = 'http://127.0.0.1:9';
    try {
      expect(
        (await post(unsubscribe, `/api/email-alerts/unsubscribe?token=${token}`, 'List-Unsubscribe=One-Click')).status,
      ).toBe(404);
    } finally {
      delete process.env.IR_BACKEND_URL;
    }
  });
});
