import { createHash } from 'node:crypto';
import path from 'node:path';
import { createClient } from '@libsql/client';
import { expect, test } from './fixtures';
import { enrolInWorkspace, npmRun } from './workspace';

// The audit log's head on the admins' dashboard (a checkpoint outside the store) and sessions stored
// by the hash of their token (docs/accounts.md). The CLI and this spec read the store the server under
// test writes: run them with the same IR_DB_PATH.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const stamp = Date.now().toString(36);
const storeFile = () => path.resolve(process.env.IR_DB_PATH || 'data/ir.db');

test('the dashboard shows the verified audit head that verify-audit prints, and the store holds only the hash of the session token', async ({
  page,
}) => {
  await enrolInWorkspace(page, npmRun('admin', 'add-user', `audit-head-${stamp}@example.com`, '--role', 'admin'));
  await page.goto('/en/admin');
  const shown = (await page.getByTestId('audit-head').textContent()) ?? '';
  expect(shown).toMatch(/^Audit head: #\d+, hash [0-9a-f]{64}, checked at /);
  const [, seq, hash] = /#(\d+), hash ([0-9a-f]{64})/.exec(shown)!;
  // The head shown is a checkpoint verify-audit accepts (entries written since do not matter).
  expect(npmRun('admin', 'verify-audit', '--checkpoint', `${seq}:${hash}`).split('\n')[0]).toMatch(/^ok \d+ entries$/);

  const cookie = (await page.context().cookies()).find((candidate) => candidate.name.endsWith('session_token'));
  expect(cookie).toBeDefined();
  const token = decodeURIComponent(cookie!.value).split('.')[0];
  const store = createClient({ url: `file:${storeFile()}` });
  try {
    const tokens = (await store.execute('SELECT token FROM auth_sessions')).rows.map((row) => String(row.token));
    expect(tokens).toContain(createHash('sha256').update(token).digest('hex'));
    expect(tokens).not.toContain(token);
  } finally {
    store.close();
  }
});
