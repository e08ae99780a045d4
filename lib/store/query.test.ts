/** @jest-environment node */
import { getDatabase } from './db';
import { all, first, queries, run, statement } from './query';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

describe('building for each engine (docs/decisions/045-typed-queries.md)', () => {
  const lease = (engine: 'sqlite' | 'postgres') =>
    queries({ engine }).selectFrom('job_leases').select(['holder', 'expires_at']).where('name', '=', 'x');

  it("compiles to the engine's own placeholders and quoting", () => {
    expect(statement(lease('sqlite'))).toEqual({
      sql: 'select "holder", "expires_at" from "job_leases" where "name" = ?',
      args: ['x'],
    });
    expect(statement(lease('postgres'))).toEqual({
      sql: 'select "holder", "expires_at" from "job_leases" where "name" = $1',
      args: ['x'],
    });
  });

  it('takes a client that does not name its engine for SQLite (a libsql client made elsewhere)', () => {
    expect(statement(queries({}).deleteFrom('job_leases')).sql).toBe('delete from "job_leases"');
  });
});

describe.each(STORE_ENGINES)('running built queries on %s', (engine) => {
  withTemporaryStore('ir-query-', {}, engine);

  it('inserts, reads typed rows, counts changed rows and runs in a transaction', async () => {
    const client = await getDatabase();
    const q = queries(client);
    const added = q.insertInto('job_leases').values([
      { name: 'a', holder: 'one', expires_at: 10 },
      { name: 'b', holder: 'two', expires_at: 20 },
    ]);
    expect(await run(client, added)).toBe(2);

    const rows = await all(client, q.selectFrom('job_leases').selectAll().orderBy('name'));
    expect(rows).toEqual([
      { name: 'a', holder: 'one', expires_at: 10 },
      { name: 'b', holder: 'two', expires_at: 20 },
    ]);
    const counted = await first(
      client,
      q.selectFrom('job_leases').select((row) => row.fn.countAll<number>().as('n')),
    );
    expect(counted).toEqual({ n: 2 });

    const tx = await client.transaction('write');
    try {
      expect(
        await run(tx, queries(tx).updateTable('job_leases').set({ holder: 'three' }).where('name', '=', 'b')),
      ).toBe(1);
      await tx.rollback();
    } finally {
      tx.close();
    }
    expect(await first(client, q.selectFrom('job_leases').select('holder').where('name', '=', 'b'))).toEqual({
      holder: 'two',
    });

    await client.batch([statement(q.deleteFrom('job_leases').where('name', '=', 'a'))], 'write');
    expect(await first(client, q.selectFrom('job_leases').selectAll().where('name', '=', 'a'))).toBeUndefined();
  });
});
