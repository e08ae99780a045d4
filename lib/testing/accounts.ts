import { getDatabase } from '@/lib/store/db';

/**
 * An enrolled editor's row in the framework's users table (auth_users), written straight into the test's
 * store for tests that play the framework: on PostgreSQL its flags are booleans and its camel-case
 * columns must be quoted, so this is written once for both engines.
 */
export async function insertEnrolledAccount({ id, email, at }: { id: string; email: string; at: Date }): Promise<void> {
  await (
    await getDatabase()
  ).execute({
    sql: `INSERT INTO auth_users (id, name, email, "emailVerified", "createdAt", "updatedAt", "twoFactorEnabled", role, banned)
      VALUES (?, ?, ?, TRUE, ?, ?, TRUE, 'editor', FALSE)`,
    args: [id, email, email, at.toISOString(), at.toISOString()],
  });
}
