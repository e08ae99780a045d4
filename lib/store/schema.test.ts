/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

describe("the store's typed schema (docs/decisions/045-typed-queries.md)", () => {
  it('is what the migrations make: `npm run db:schema` writes it after a new migration', () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    expect(() =>
      execFileSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/store-schema.ts', '--verify'], {
        env,
        stdio: 'pipe',
        timeout: 120_000,
      }),
    ).not.toThrow();
  }, 150_000);
});
