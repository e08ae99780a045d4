/**
 * One runner of the newsroom's going live, as a process of its own (lib/newsroom/newsroom.test.ts
 * starts two at once on one store): `tsx lib/newsroom/testing/run-due.ts <ISO time>` prints the ids it
 * published as JSON.
 */
import { once } from 'node:events';
import { closeDatabase, openStore } from '@/lib/backend';
import { goLiveDue } from '../going-live';

async function main(): Promise<void> {
  const now = new Date(process.argv[2] ?? '');
  if (Number.isNaN(now.getTime())) throw new Error('usage: run-due.ts <ISO time>');
  await openStore();
  process.stdout.write('ready\n');
  await once(process.stdin, 'data');
  process.stdin.pause();
  const published = await goLiveDue({ now });
  process.stdout.write(`${JSON.stringify(published.map((item) => item.id))}\n`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
