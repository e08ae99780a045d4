/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@libsql/client';
import type { DBAdapter, Where } from 'better-auth';
import { migrate } from '@/lib/store/db';
import { MIGRATIONS } from '@/lib/store/migrations';
import { seedStatements } from '@/lib/store/seed';
import { sessionTokenHash, withHashedSessionTokens } from './session-tokens';

type Row = Record<string, unknown>;

/** The framework's adapter as far as sessions go: rows in memory, where clauses of eq and in. */
function memoryAdapter(): { adapter: DBAdapter; rows: Row[] } {
  const rows: Row[] = [];
  const matches = (row: Row, where: Where[] = []) =>
    where.every((clause) =>
      clause.operator === 'in'
        ? (clause.value as unknown[]).includes(row[clause.field])
        : row[clause.field] === clause.value,
    );
  const adapter = {
    id: 'memory',
    create: async ({ data }: { data: Row }) => {
      const row = { id: `s${rows.length + 1}`, ...data };
      rows.push(row);
      return { ...row };
    },
    findOne: async ({ where }: { where: Where[] }) => {
      const row = rows.find((candidate) => matches(candidate, where));
      return row ? { ...row } : null;
    },
    findMany: async ({ where }: { where?: Where[] }) =>
      rows.filter((row) => matches(row, where)).map((row) => ({ ...row })),
    count: async ({ where }: { where?: Where[] }) => rows.filter((row) => matches(row, where)).length,
    update: async ({ where, update }: { where: Where[]; update: Row }) => {
      const row = rows.find((candidate) => matches(candidate, where));
      if (!row) return null;
      Object.assign(row, update);
      return { ...row };
    },
    delete: async ({ where }: { where: Where[] }) => {
      const index = rows.findIndex((row) => matches(row, where));
      if (index >= 0) rows.splice(index, 1);
    },
    deleteMany: async ({ where }: { where: Where[] }) => {
      const before = rows.length;
      for (let index = rows.length - 1; index >= 0; index -= 1) if (matches(rows[index], where)) rows.splice(index, 1);
      return before - rows.length;
    },
    transaction: async <R>(callback: (trx: unknown) => Promise<R>) => callback(adapter),
  };
  return { adapter: adapter as unknown as DBAdapter, rows };
}

describe('session tokens', () => {
  it("are stored as the SHA-256 of the cookie's token, and found, changed and deleted by the token", async () => {
    const { adapter: inner, rows } = memoryAdapter();
    const adapter = withHashedSessionTokens(inner);
    const token = 'Kc8vT1m2ZpQx7sLr9aBnW3yE5uHdJ0fG';
    const created = await adapter.create<Row>({ model: 'session', data: { token, userId: 'u1', updatedAt: 1 } });
    // The caller (the framework, which sets the cookie) gets the token; the store keeps only its hash.
    expect(created.token).toBe(token);
    expect(rows).toEqual([expect.objectContaining({ token: sessionTokenHash(token), userId: 'u1' })]);
    expect(JSON.stringify(rows)).not.toContain(token);

    const byToken = [{ field: 'token', value: token }];
    expect(await adapter.findOne<Row>({ model: 'session', where: byToken })).toMatchObject({ token, userId: 'u1' });
    expect(
      await adapter.findMany<Row>({
        model: 'session',
        where: [{ field: 'token', value: [token, 'other'], operator: 'in' }],
      }),
    ).toEqual([expect.objectContaining({ token })]);
    expect(await adapter.update<Row>({ model: 'session', where: byToken, update: { updatedAt: 2 } })).toMatchObject({
      token,
      updatedAt: 2,
    });
    expect(await adapter.transaction((trx) => trx.count({ model: 'session', where: byToken }))).toBe(1);

    // Whoever copied the store holds the hash: as a cookie token it finds nothing.
    expect(
      await adapter.findOne({ model: 'session', where: [{ field: 'token', value: sessionTokenHash(token) }] }),
    ).toBeNull();

    await adapter.delete({ model: 'session', where: byToken });
    expect(rows).toEqual([]);
  });

  it('leave other models alone', async () => {
    const { adapter: inner, rows } = memoryAdapter();
    const adapter = withHashedSessionTokens(inner);
    await adapter.create({ model: 'verification', data: { token: 'plain', value: 'x' } });
    expect(rows[0].token).toBe('plain');
    expect(
      await adapter.findOne({ model: 'verification', where: [{ field: 'token', value: 'plain' }] }),
    ).not.toBeNull();
  });

  it('stored raw by an earlier build are ended by the migration', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'ir-session-tokens-'));
    const client = createClient({ url: `file:${path.join(folder, 'ir.db')}` });
    try {
      await client.execute(
        'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
      );
      for (const migration of MIGRATIONS.filter((entry) => entry.version < 28)) {
        await client.batch(
          [
            ...migration.statements,
            ...(migration.createsContent ? seedStatements(migration) : []),
            {
              sql: 'INSERT INTO schema_migrations VALUES (?, ?, ?)',
              args: [migration.version, migration.name, 'then'],
            },
          ],
          'write',
        );
      }
      await client.batch(
        [
          "INSERT INTO auth_users (id, name, email, emailVerified, createdAt, updatedAt) VALUES ('u1', 'A', 'a@example.com', 1, 'now', 'now')",
          "INSERT INTO auth_sessions (id, expiresAt, token, createdAt, updatedAt, userId) VALUES ('s1', 'later', 'raw-token-of-the-cookie', 'now', 'now', 'u1')",
        ],
        'write',
      );
      expect(await migrate(client, seedStatements)).toContain(28);
      expect(Number((await client.execute('SELECT COUNT(*) AS n FROM auth_sessions')).rows[0].n)).toBe(0);
    } finally {
      client.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
