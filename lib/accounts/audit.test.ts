/** @jest-environment node */
import { appendAuditEntryOn, auditFacets, listAuditEntries } from '@/lib/store/accounts-store';
import { getDatabase } from '@/lib/store/db';
import { purgeExpiredRecords } from '@/lib/store/retention';
import { secondClient } from '@/lib/testing/second-client';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { chainedEntry } from './audit-chain';
import { auditKey, auditVerdictLine, recordAudit, verifyStoredAudit } from './audit';

async function writeEntries(count: number, actor: (i: number) => string): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    await recordAudit(
      { actor: actor(i), action: 'sign-in', client: '192.0.2.1' },
      new Date(Date.UTC(2026, 0, 1, 0, i)),
    );
  }
}

// One log per engine, which each test in turn writes on: its numbers follow from the tests before.
describe.each(STORE_ENGINES)('the stored audit log on %s', (engine) => {
  // What another server process (on PostgreSQL, another machine) would hold.
  const other = secondClient();
  withTemporaryStore('audit', {}, engine);

  it('verifies a chain written by concurrent appends, from this process and another at once', async () => {
    const elsewhere = await other();
    const appendElsewhere = (i: number) =>
      appendAuditEntryOn(elsewhere, (previous) =>
        chainedEntry(
          {
            at: new Date().toISOString(),
            actor: 'cli',
            action: 'reset',
            object: `v${i}@example.com`,
            client: '',
            detail: '',
          },
          previous,
          auditKey(),
        ),
      );
    const ours = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        recordAudit({ actor: 'cli', action: 'add-user', object: `u${i}@example.com` }),
      ),
    );
    // On PostgreSQL the other pool's appends race ours and each other. SQLite's driver waits for a lock
    // synchronously, so one thread cannot wait on another of its own connections: there they follow ours.
    const theirs =
      engine === 'postgres'
        ? Promise.all(Array.from({ length: 10 }, (_, i) => appendElsewhere(i)))
        : ours.then(async () => {
            for (let i = 0; i < 10; i += 1) await appendElsewhere(i);
          });
    await Promise.all([ours, theirs]);
    const verdict = await verifyStoredAudit();
    expect(verdict).toMatchObject({ ok: true, entries: 30, head: { seq: 30 } });
    expect(auditVerdictLine(verdict)).toBe('ok 30 entries');
  });

  it('is kept by the retention job and listed newest first, by person and action', async () => {
    await writeEntries(3, (i) => `user${i}@example.com`);
    await recordAudit({ actor: 'user1@example.com', action: 'sign-out' }, new Date(Date.UTC(2026, 0, 2)));
    await purgeExpiredRecords(new Date(Date.UTC(2036, 0, 1)));
    expect(await verifyStoredAudit()).toMatchObject({ ok: true, entries: 34 });
    expect((await listAuditEntries({ limit: 4 })).map((entry) => entry.seq)).toEqual([34, 33, 32, 31]);
    expect((await listAuditEntries({ actor: 'user1@example.com' })).map((entry) => entry.action)).toEqual([
      'sign-out',
      'sign-in',
    ]);
    expect(
      (await listAuditEntries({ actor: 'user1@example.com', action: 'sign-in' })).map((entry) => entry.seq),
    ).toEqual([32]);
    expect(await auditFacets()).toEqual({
      actors: ['cli', 'user0@example.com', 'user1@example.com', 'user2@example.com'],
      actions: ['add-user', 'reset', 'sign-in', 'sign-out'],
    });
  });

  it('refuses changes and deletions through SQL', async () => {
    const client = await getDatabase();
    await expect(client.execute("UPDATE audit_log SET actor = 'x' WHERE seq = 1")).rejects.toThrow(/append-only/);
    await expect(client.execute('DELETE FROM audit_log WHERE seq = 2')).rejects.toThrow(/append-only/);
  });

  it('detects an edited row and a deleted row, naming the first break', async () => {
    const client = await getDatabase();
    // Someone with the database itself can drop the triggers: the chain still tells.
    const on = engine === 'postgres' ? ' ON audit_log' : '';
    await client.executeMultiple(`DROP TRIGGER audit_log_no_update${on}; DROP TRIGGER audit_log_no_delete${on};`);
    await client.execute("UPDATE audit_log SET actor = 'nobody@example.com' WHERE seq = 4");
    expect(auditVerdictLine(await verifyStoredAudit())).toBe(
      'broken at entry 4: entry 4 was changed after it was written',
    );
    await client.execute('DELETE FROM audit_log WHERE seq = 2');
    expect(auditVerdictLine(await verifyStoredAudit())).toBe('broken at entry 2: entry 2 is missing (next is 3)');
  });
});
