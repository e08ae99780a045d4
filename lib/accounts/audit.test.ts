/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listAuditEntries } from '@/lib/store/accounts-store';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import { purgeExpiredRecords } from '@/lib/store/retention';
import { auditVerdictLine, recordAudit, verifyStoredAudit } from './audit';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-audit-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
});
afterEach(async () => {
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

async function writeEntries(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await recordAudit(
      { actor: `user${i}@example.com`, action: 'sign-in', client: '192.0.2.1' },
      new Date(Date.UTC(2026, 0, 1, 0, i)),
    );
  }
}

describe('the stored audit log', () => {
  it('verifies a chain written by concurrent appends', async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordAudit({ actor: 'cli', action: 'add-user', object: `u${i}@example.com` }),
      ),
    );
    const verdict = await verifyStoredAudit();
    expect(verdict).toMatchObject({ ok: true, entries: 20, head: { seq: 20 } });
    expect(auditVerdictLine(verdict)).toBe('ok 20 entries');
  });

  it('refuses changes and deletions through SQL', async () => {
    await writeEntries(2);
    const client = await getDatabase();
    await expect(client.execute("UPDATE audit_log SET actor = 'x' WHERE seq = 1")).rejects.toThrow(/append-only/);
    await expect(client.execute('DELETE FROM audit_log WHERE seq = 2')).rejects.toThrow(/append-only/);
  });

  it('detects an edited row and a deleted row, naming the first break', async () => {
    await writeEntries(6);
    const client = await getDatabase();
    // Someone with the file itself can drop the triggers: the chain still tells.
    await client.executeMultiple('DROP TRIGGER audit_log_no_update; DROP TRIGGER audit_log_no_delete;');
    await client.execute("UPDATE audit_log SET actor = 'nobody@example.com' WHERE seq = 4");
    expect(auditVerdictLine(await verifyStoredAudit())).toBe(
      'broken at entry 4: entry 4 was changed after it was written',
    );
    await client.execute('DELETE FROM audit_log WHERE seq = 2');
    expect(auditVerdictLine(await verifyStoredAudit())).toBe('broken at entry 2: entry 2 is missing (next is 3)');
  });

  it('is kept by the retention job and listed newest first, by person and action', async () => {
    await writeEntries(3);
    await recordAudit({ actor: 'user1@example.com', action: 'sign-out' }, new Date(Date.UTC(2026, 0, 2)));
    await purgeExpiredRecords(new Date(Date.UTC(2036, 0, 1)));
    expect(await verifyStoredAudit()).toMatchObject({ ok: true, entries: 4 });
    expect((await listAuditEntries()).map((entry) => entry.seq)).toEqual([4, 3, 2, 1]);
    expect((await listAuditEntries({ actor: 'user1@example.com' })).map((entry) => entry.action)).toEqual([
      'sign-out',
      'sign-in',
    ]);
    expect(
      (await listAuditEntries({ actor: 'user1@example.com', action: 'sign-in' })).map((entry) => entry.seq),
    ).toEqual([2]);
  });
});
