/** @jest-environment node */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { closeDatabase, getDatabase } from '@/lib/store/db';

/** `npm run backup` itself: what it says when the copy it writes is not protected (docs/backups.md). */
const run = promisify(execFile);
const root = path.resolve(__dirname, '..');
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-backup-script-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  await getDatabase();
  await closeDatabase();
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const backup = (env: Record<string, string>) =>
  run(
    process.execPath,
    [
      path.join(root, 'node_modules/.bin/tsx'),
      'scripts/backup.ts',
      path.join(folder, 'backups'),
      '--documents',
      path.join(folder, 'documents'),
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        IR_DB_PATH: path.join(folder, 'ir.db'),
        UPLOAD_DIR: path.join(folder, 'uploads'),
        IR_BACKEND_URL: '',
        BACKUP_KEY: '',
        IR_AUTH_SECRET: '',
        ...env,
      },
    },
  );

it('warns without BACKUP_KEY that the copy holds personal data in clear, and without any key that the manifest is not authenticated', async () => {
  const bare = await backup({});
  expect(bare.stderr).toMatch(/BACKUP_KEY is not set, so .* holds personal data in clear/);
  expect(bare.stderr).toMatch(/neither BACKUP_KEY nor IR_AUTH_SECRET is set: the manifest is not authenticated/);
  expect(bare.stdout).toMatch(/manifest not authenticated/);

  const withSecret = await backup({ IR_AUTH_SECRET: 'the-workspace-secret-kept-outside-the-store' });
  expect(withSecret.stderr).toMatch(/holds personal data in clear/);
  expect(withSecret.stderr).not.toMatch(/manifest is not authenticated/);
  expect(withSecret.stdout).toMatch(/manifest authenticated \(HMAC-SHA256\)/);

  const encrypted = await backup({ BACKUP_KEY: 'ab'.repeat(32) });
  expect(encrypted.stderr).toBe('');
}, 120_000);
