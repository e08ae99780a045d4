/**
 * Reseeds the embedded backend from data/seed (upsert by id: running it twice changes nothing), then
 * brings the site search index up to date with the tables (on SQLite; on PostgreSQL the seed only). Creates and migrates the database first
 * when needed. Run with `npm run db:seed`.
 */
import './server-only-stub.mjs';
import { closeDatabase, databasePath, seedStore, storeEngine } from '@/lib/backend';
import { buildEmbeddedSearchIndex } from '@/lib/search/server';
import { loadEnvFiles } from '@/lib/server/process-bridge.mjs';

async function main(): Promise<void> {
  // The settings files, as npm start loads them (README, "Settings"): .env's IR_DB_PATH and the like count here too.
  loadEnvFiles(process.cwd());
  await seedStore();
  if (storeEngine() === 'postgres') {
    // The site search's index is SQLite's fts5 so far (docs/operations.md, PostgreSQL).
    console.log('Seeded the PostgreSQL database of DATABASE_URL; the site search index is not built on PostgreSQL yet');
    return;
  }
  const index = await buildEmbeddedSearchIndex();
  console.log(
    `Seeded ${databasePath()}; search index: ${index.documents} documents, ${index.changed.length} lists rewritten`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
