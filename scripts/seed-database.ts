/**
 * Reseeds the embedded backend from data/seed (upsert by id: running it twice changes nothing), then
 * brings the site search index up to date with the tables, on either engine. Creates and migrates the database first
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
  const index = await buildEmbeddedSearchIndex();
  const seeded = storeEngine() === 'postgres' ? 'the PostgreSQL database of DATABASE_URL' : databasePath();
  console.log(`Seeded ${seeded}; search index: ${index.documents} documents, ${index.changed.length} lists rewritten`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
