/** @jest-environment node */
import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { startTestPostgres } from './postgres-test-server';

describe('the test PostgreSQL server', () => {
  it('starts, gives each call a database of its own, and leaves nothing behind when stopped', async () => {
    const started = Date.now();
    const server = await startTestPostgres();
    const startup = Date.now() - started;
    const [first, second] = [await server.createTestDatabase(), await server.createTestDatabase()];
    expect(first).not.toBe(second);
    const client = new Client({ connectionString: first });
    await client.connect();
    await client.query('CREATE TABLE kept (n integer)');
    await client.query('INSERT INTO kept VALUES (1)');
    expect((await client.query('SELECT n FROM kept')).rows).toEqual([{ n: 1 }]);
    await client.end();
    const other = new Client({ connectionString: second });
    await other.connect();
    const tables = await other.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.rows).toEqual([]);
    const folder = (await other.query('SHOW data_directory')).rows[0].data_directory as string;
    await other.end();
    expect(existsSync(folder)).toBe(true);
    await server.stop();
    expect(existsSync(folder)).toBe(false);
    const refused = new Client({ connectionString: first, connectionTimeoutMillis: 2000 });
    refused.on('error', () => undefined);
    await expect(refused.connect()).rejects.toThrow();
    // Measured on the 2-core CI machine: about 2 s; the bound leaves room for a busy one.
    expect(startup).toBeLessThan(15_000);
  }, 60_000);
});
