/** @jest-environment node */
import path from 'node:path';
import { withScriptStore } from '@/lib/testing/script-store';

/** `npm run backup` itself: what it says when the copy it writes is not protected (docs/backups.md). */
const { folder, tsx } = withScriptStore('backup-script');

const backup = (env: Record<string, string>) =>
  tsx('scripts/backup.ts', [path.join(folder(), 'backups'), '--documents', path.join(folder(), 'documents')], {
    BACKUP_KEY: '',
    IR_AUTH_SECRET: '',
    ...env,
  });

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
