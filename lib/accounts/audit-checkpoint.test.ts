/** @jest-environment node */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import { auditEntriesInOrder, auditEntryInsert } from '@/lib/store/accounts-store';
import { parseAuditCheckpoint, PLAIN_SCHEME, type AuditEntry } from './audit-chain';
import { auditVerdictLine, recordAudit, verifyStoredAudit } from './audit';
import { auditHeadLine, checkAuditHead, runAuditCheckpoint, sealPlainAudit } from './audit-checkpoint';
import { relinkedPlain } from './testing/audit-tampering';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-audit-key-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  process.env.IR_AUTH_SECRET = 'the-workspace-secret-kept-outside-the-store';
});
afterEach(async () => {
  await closeDatabase();
  delete process.env.IR_AUTH_SECRET;
  rmSync(folder, { recursive: true, force: true });
});

async function writeEntries(count: number, from = 0): Promise<void> {
  for (let i = from; i < from + count; i += 1) {
    await recordAudit(
      { actor: `user${i}@example.com`, action: 'role-change', object: `u${i}@example.com`, client: '192.0.2.1' },
      new Date(Date.UTC(2026, 0, 1, 0, i)),
    );
  }
}

async function storedEntries(): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for await (const entry of auditEntriesInOrder()) entries.push(entry);
  return entries;
}

/** Closes the store and opens a copy of its file, as someone who took the file would. */
async function openCopy(): Promise<void> {
  await closeDatabase();
  const copy = path.join(folder, 'copy.db');
  // The file with its write-ahead log, as a copy of the data folder has them.
  for (const suffix of ['', '-wal'])
    if (existsSync(path.join(folder, `ir.db${suffix}`)))
      copyFileSync(path.join(folder, `ir.db${suffix}`), `${copy}${suffix}`);
  process.env.IR_DB_PATH = copy;
}

/** Writes the log again as given: triggers dropped, every row deleted and inserted anew. */
async function replaceLog(entries: AuditEntry[]): Promise<void> {
  const client = await getDatabase();
  await client.executeMultiple(
    'DROP TRIGGER IF EXISTS audit_log_no_update; DROP TRIGGER IF EXISTS audit_log_no_delete; DELETE FROM audit_log;',
  );
  for (const entry of entries) await client.execute(auditEntryInsert(entry));
}

describe('the audit log against someone with a copy of the store but not IR_AUTH_SECRET', () => {
  it.each(['hmac-sha256', PLAIN_SCHEME])(
    'refuses a log with an entry deleted, one edited, renumbered and relinked with SHA-256 (marked %s)',
    async (scheme) => {
      await writeEntries(6);
      await openCopy();
      expect(await verifyStoredAudit()).toMatchObject({ ok: true, entries: 6 });
      const entries = await storedEntries();
      const kept = entries
        .filter((entry) => entry.seq !== 3)
        .map((entry) => (entry.seq === 4 ? { ...entry, object: 'someone-else@example.com' } : entry));
      await replaceLog(relinkedPlain(kept, scheme));
      const verdict = await verifyStoredAudit();
      expect(verdict.ok).toBe(false);
      expect(auditVerdictLine(verdict)).toMatch(/^broken at entry 1: /);
    },
  );

  it('refuses a log cut after a checkpoint, which the chain alone cannot show', async () => {
    await writeEntries(4);
    const { head } = (await checkAuditHead()) as { head: { seq: number; hash: string } };
    const checkpoint = parseAuditCheckpoint(`${head.seq}:${head.hash}`)!;
    await writeEntries(3, 4);
    await openCopy();
    const client = await getDatabase();
    await client.executeMultiple('DROP TRIGGER audit_log_no_delete; DELETE FROM audit_log WHERE seq > 2;');
    expect(await verifyStoredAudit()).toMatchObject({ ok: true, entries: 2 });
    expect(auditVerdictLine(await verifyStoredAudit([checkpoint]))).toBe(
      'broken at entry 3: entry 4 of the checkpoint (--checkpoint) is missing: the log was cut after entry 2',
    );
  });

  it('checks with another IR_AUTH_SECRET fail', async () => {
    await writeEntries(2);
    process.env.IR_AUTH_SECRET = 'some-other-secret-that-is-32-characters-long';
    expect(await verifyStoredAudit()).toMatchObject({ ok: false, brokenAt: 1 });
  });
});

describe('a store from before the key', () => {
  /** The log as the previous build wrote it: plain SHA-256 links, scheme 'sha256'. */
  async function plainLog(count: number): Promise<void> {
    await writeEntries(count);
    await replaceLog(relinkedPlain(await storedEntries(), PLAIN_SCHEME));
  }

  it('is sealed by the job with one keyed entry, after which its plain entries cannot be changed', async () => {
    await plainLog(3);
    expect(await verifyStoredAudit()).toMatchObject({
      ok: false,
      reason: expect.stringContaining('none of the 3 entries is keyed'),
    });
    const logs: string[] = [];
    const check = await runAuditCheckpoint({
      log: (line) => logs.push(line),
      warn: (line) => logs.push(`ERROR ${line}`),
      logged: { last: null },
    });
    expect(check).toMatchObject({ ok: true, entries: 4, head: { seq: 4 } });
    expect(logs).toEqual([expect.stringMatching(/^\[audit\] head #4 [0-9a-f]{64} checked \d{4}-/)]);
    const seal = (await storedEntries())[3];
    expect(seal).toMatchObject({
      actor: 'server',
      action: 'audit-key',
      scheme: 'hmac-sha256',
      detail: JSON.stringify({ scheme: 'hmac-sha256', plainEntries: 3 }),
    });
    expect(await sealPlainAudit()).toBe(false);

    // Rewriting a plain entry and its SHA-256 links breaks the seal's link; marking all plain is refused.
    const entries = await storedEntries();
    const edited = relinkedPlain([{ ...entries[0], actor: 'x@example.com' }, entries[1], entries[2]], PLAIN_SCHEME);
    await replaceLog([...edited, entries[3]]);
    expect(await verifyStoredAudit()).toMatchObject({ ok: false, brokenAt: 4 });
    await replaceLog(relinkedPlain(entries, PLAIN_SCHEME));
    expect(await verifyStoredAudit()).toMatchObject({
      ok: false,
      reason: expect.stringContaining('none of the 4 entries is keyed'),
    });
  });
});

describe('the job audit-checkpoint', () => {
  it('logs the head each run, and an error once the log no longer holds the head it logged', async () => {
    await writeEntries(3);
    const logs: string[] = [];
    const options = {
      log: (line: string) => logs.push(line),
      warn: (line: string) => logs.push(`ERROR ${line}`),
      logged: { last: null },
    };
    await runAuditCheckpoint(options);
    await writeEntries(1, 3);
    await runAuditCheckpoint(options);
    expect(logs).toEqual([expect.stringMatching(/^\[audit\] head #3 /), expect.stringMatching(/^\[audit\] head #4 /)]);
    const client = await getDatabase();
    await client.executeMultiple('DROP TRIGGER audit_log_no_delete; DELETE FROM audit_log WHERE seq = 4;');
    const check = await runAuditCheckpoint(options);
    expect(check.ok).toBe(false);
    expect(logs[2]).toMatch(
      /^ERROR \[audit\] the log is broken at entry 4: entry 4 of the checkpoint \(logged .*\) is missing: the log was cut after entry 3/,
    );
    expect(auditHeadLine({ ok: true, entries: 0, head: null, checkedAt: 'now' })).toBe(
      '[audit] the log is empty (checked now)',
    );
  });
});
