/** @jest-environment node */
import {
  appendAuditEntryOn,
  auditEntriesInOrder,
  auditHead,
  cancelEnrolments,
  findAccount,
  findEnrolment,
  listAccounts,
  lockAccountSignIn,
  recordSignInFailure,
  signInFailureCounts,
  storeEnrolment,
  type AuditEntry,
} from './accounts-store';
import { getDatabase } from './db';
import { queries, run } from './query';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

// What the store reads and writes of the accounts where the suites of lib/accounts do not look: the
// framework's users as accounts, the audit log's head and pages, ended enrolment links, counts of none.
describe.each(STORE_ENGINES)('the accounts store on %s', (engine) => {
  withTemporaryStore('accounts-store', {}, engine);

  const now = new Date('2026-03-01T10:00:00.000Z');

  async function addUser(id: string, email: string, flags: { banned?: number; twoFactorEnabled?: number }) {
    const client = await getDatabase();
    await run(
      client,
      queries(client)
        .insertInto('auth_users')
        .values({
          id,
          email,
          name: `Name ${id}`,
          emailVerified: 1,
          role: id === 'a' ? 'admin' : null,
          createdAt: '2026-01-02T03:04:05.000Z',
          updatedAt: '2026-01-02T03:04:05.000Z',
          ...flags,
        }),
    );
  }

  it('lists the accounts by e-mail with their flags, their lock and their creation time as ISO text', async () => {
    await addUser('b', 'b@example.com', { banned: 1, twoFactorEnabled: 0 });
    await addUser('a', 'a@example.com', { twoFactorEnabled: 1 });
    expect(await lockAccountSignIn('b@example.com', now)).toBe(true);

    const a = {
      id: 'a',
      email: 'a@example.com',
      name: 'Name a',
      role: 'admin',
      disabled: false,
      enrolled: true,
      locked: false,
      createdAt: '2026-01-02T03:04:05.000Z',
    };
    const b = { ...a, id: 'b', email: 'b@example.com', name: 'Name b', role: '', disabled: true, enrolled: false };
    expect(await listAccounts()).toEqual([a, { ...b, locked: true }]);
    expect(await findAccount({ email: 'a@example.com' })).toEqual(a);
    expect(await findAccount({ id: 'b' })).toEqual({ ...b, locked: true });
    expect(await findAccount({ id: 'nobody' })).toBeNull();
  });

  it("ends an account's unused enrolment links, and a new link ends the one before", async () => {
    const expiresAt = new Date(now.getTime() + 60_000);
    await storeEnrolment({ tokenHash: 'first', userId: 'a', now, expiresAt });
    await storeEnrolment({ tokenHash: 'second', userId: 'a', now, expiresAt });
    expect(await findEnrolment('first')).toEqual({
      userId: 'a',
      expiresAt: expiresAt.toISOString(),
      usedAt: now.toISOString(),
      claimHash: null,
    });
    expect((await findEnrolment('second'))?.usedAt).toBeNull();

    const later = new Date(now.getTime() + 1000);
    await cancelEnrolments('a', later);
    expect((await findEnrolment('second'))?.usedAt).toBe(later.toISOString());
    expect((await findEnrolment('first'))?.usedAt).toBe(now.toISOString());
    expect(await findEnrolment('none')).toBeNull();
  });

  it('counts no failures as none, and the failures of one client among all', async () => {
    const since = new Date(now.getTime() - 60_000);
    expect(await signInFailureCounts('a@example.com', '192.0.2.1', since)).toEqual({
      fromClient: 0,
      lastFromClient: null,
      all: 0,
    });
    const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    await recordSignInFailure('a@example.com', '192.0.2.1', at(1), since);
    await recordSignInFailure('a@example.com', '192.0.2.1', at(2), since);
    await recordSignInFailure('a@example.com', '192.0.2.2', at(3), since);
    expect(await signInFailureCounts('a@example.com', '192.0.2.1', since)).toEqual({
      fromClient: 2,
      lastFromClient: at(2),
      all: 3,
    });
  });

  it('reads the head of the audit log, none while empty, and every entry in order page by page', async () => {
    expect(await auditHead()).toBeNull();
    const client = await getDatabase();
    const entries: AuditEntry[] = [];
    for (let i = 0; i < 5; i += 1) {
      entries.push(
        await appendAuditEntryOn(client, (previous) => ({
          seq: (previous?.seq ?? 0) + 1,
          at: now.toISOString(),
          actor: 'cli',
          action: 'add-user',
          object: `u${i}@example.com`,
          client: '',
          detail: '',
          scheme: 'hmac-sha256',
          prevHash: previous?.hash ?? 'genesis',
          hash: `hash-${i}`,
        })),
      );
    }
    expect(entries.map((entry) => [entry.seq, entry.prevHash])).toEqual([
      [1, 'genesis'],
      [2, 'hash-0'],
      [3, 'hash-1'],
      [4, 'hash-2'],
      [5, 'hash-3'],
    ]);
    expect(await auditHead()).toEqual({ seq: 5, hash: 'hash-4', scheme: 'hmac-sha256' });
    const read: AuditEntry[] = [];
    for await (const entry of auditEntriesInOrder(2)) read.push(entry);
    expect(read).toEqual(entries);
  });
});
