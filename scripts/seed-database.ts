/**
 * Reseeds the embedded backend from data/seed (upsert by id: running it twice changes nothing).
 * Creates and migrates the database first when needed. Run with `npm run db:seed`.
 */
import { closeDatabase, databasePath, getDatabase } from '@/lib/backend/local/db';
import { seedDatabase } from '@/lib/backend/local/seed';

async function main(): Promise<void> {
  const client = await getDatabase();
  await seedDatabase(client);
  console.log(`Seeded ${databasePath()}`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
