/** @jest-environment node */
import { createClient } from '@libsql/client';
import { startTestPostgres, type TestPostgres } from '@/lib/testing/postgres-test-server';
import { STORE_ENGINES } from '@/lib/testing/temporary-store';
import { migrate, plainRows } from './db';
import type { Client } from './engine';
import { MIGRATIONS } from './migrations';
import { createPostgresClient } from './postgres-engine';
import { deleteResultsDocumentsStatements, resultsDocumentsStatements } from './results-documents';

/** The choices of a quarter's documents in the store (migration 17, docs/results.md, Managing it), on each engine. */

describe.each(STORE_ENGINES)('results_documents on %s', (engine) => {
  let client: Client;
  let server: TestPostgres | null = null;

  if (engine === 'postgres') {
    beforeAll(async () => {
      server = await startTestPostgres();
      client = createPostgresClient(await server.createTestDatabase());
      await migrate(client, () => []);
    }, 60_000);
    beforeEach(() => client.execute('DELETE FROM results_documents'));
    afterAll(async () => {
      await client.close();
      await server?.stop();
    });
  } else {
    beforeEach(async () => {
      client = createClient({ url: ':memory:' });
      for (const statement of MIGRATIONS.find((migration) => migration.version === 17)!.statements)
        await client.execute(statement);
    });
    afterEach(() => client.close());
  }

  const run = (statements: ReturnType<typeof resultsDocumentsStatements>) => client.batch(statements, 'write');
  const rows = async () =>
    plainRows(
      await client.execute('SELECT year, quarter, role, choice FROM results_documents ORDER BY year, quarter, role'),
    );

  it('writes a quarter’s choices, replaces them whole, and deletes them, leaving other quarters alone', async () => {
    await run(resultsDocumentsStatements({ year: 2025, quarter: 3 }, { statements: '2025-q3' }));
    await run(
      resultsDocumentsStatements(
        { year: 2026, quarter: 4 },
        { announcement: 'none', presentation: '14', statements: '2026-q4' },
      ),
    );
    expect(await rows()).toEqual([
      { year: 2025, quarter: 3, role: 'statements', choice: '2025-q3' },
      { year: 2026, quarter: 4, role: 'announcement', choice: 'none' },
      { year: 2026, quarter: 4, role: 'presentation', choice: '14' },
      { year: 2026, quarter: 4, role: 'statements', choice: '2026-q4' },
    ]);
    // A correction: the roles it leaves automatic lose their rows.
    await run(
      resultsDocumentsStatements({ year: 2026, quarter: 4 }, { presentation: '15' }, { year: 2026, quarter: 4 }),
    );
    expect((await rows()).filter((row) => row.year === 2026)).toEqual([
      { year: 2026, quarter: 4, role: 'presentation', choice: '15' },
    ]);
    // A correction that moves the item to another quarter clears the quarter it left.
    await run(resultsDocumentsStatements({ year: 2026, quarter: 3 }, { analysis: 'none' }, { year: 2026, quarter: 4 }));
    expect((await rows()).filter((row) => row.year === 2026)).toEqual([
      { year: 2026, quarter: 3, role: 'analysis', choice: 'none' },
    ]);
    await run(deleteResultsDocumentsStatements({ year: 2026, quarter: 3 }));
    expect(await rows()).toEqual([{ year: 2025, quarter: 3, role: 'statements', choice: '2025-q3' }]);
  });

  it('writes no choice of another role’s shape (the role stays automatic)', async () => {
    await run(
      resultsDocumentsStatements(
        { year: 2026, quarter: 4 },
        { statements: '14', presentation: '2025-q3', analysis: 'x; DROP TABLE results_documents' },
      ),
    );
    expect(await rows()).toEqual([]);
  });
});
