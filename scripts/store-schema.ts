/**
 * `npm run db:schema`: writes lib/store/schema.ts, the store's typed schema that its Kysely queries are
 * checked against (docs/decisions/045-typed-queries.md), from a freshly migrated embedded store in a
 * temporary folder, with kysely-codegen. `npm run db:schema -- --verify` writes nothing and fails when
 * the file differs from what the migrations make (lib/store/schema.test.ts runs it). Run it after
 * adding a migration.
 */
import './server-only-stub.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCHEMA_FILE = path.join('lib', 'store', 'schema.ts');

async function main(): Promise<void> {
  const verify = process.argv.includes('--verify');
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-schema-'));
  const file = path.join(folder, 'schema.db');
  // The embedded engine, whatever the settings say: the schema is SQLite's, which PostgreSQL's mirrors.
  process.env.IR_DB_PATH = file;
  delete process.env.DATABASE_URL;
  const { closeDatabase, openStore, schemaSource } = await import('@/lib/backend');
  try {
    await openStore();
    const source = await schemaSource();
    await closeDatabase();
    execFileSync(
      path.join('node_modules', '.bin', 'kysely-codegen'),
      [
        '--dialect=libsql',
        `--url=file:${file}`,
        `--out-file=${SCHEMA_FILE}`,
        `--exclude-pattern=${source.excludePattern}`,
        `--overrides=${JSON.stringify(source.overrides)}`,
        '--log-level=error',
        ...(verify ? ['--verify'] : []),
      ],
      { stdio: 'inherit' },
    );
    if (!verify) console.log(`Wrote ${SCHEMA_FILE}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
