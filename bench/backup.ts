/**
 * `npm run bench:backup`: the time of a backup and of its restore (verification, migrations and all)
 * for the demo store and for one of BENCH_SUBSCRIBERS (default 100,000) confirmed subscribers, each with
 * its consent record, written through the real subscription tables; in clear and encrypted. Runs in a
 * temporary folder; writes bench/results/backup.json.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { restoreBackup, takeBackup } from '@/lib/store/backup';
import { closeDatabase, getDatabase } from '@/lib/store/db';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000);

interface Row {
  store: string;
  encrypted: boolean;
  subscribers: number;
  storeMb: number;
  backupSeconds: number;
  restoreSeconds: number;
}

async function fill(subscribers: number): Promise<void> {
  const client = await getDatabase();
  const now = new Date().toISOString();
  for (let start = 0; start < subscribers; start += 1000) {
    const statements = [];
    for (let index = start; index < Math.min(start + 1000, subscribers); index += 1) {
      const email = `subscriber${index}@example.com`;
      const lang = index % 2 ? 'th' : 'en';
      statements.push(
        {
          sql: `INSERT INTO subscribers (email, full_name, country, occupation, job_title, industry, lang, categories, confirmed_at)
            VALUES (?, 'Bench Subscriber', 'Thailand', 'Investor', 'Analyst', 'Finance', ?, 'announcements,news,documents,calendar', ?)`,
          args: [email, lang, now],
        },
        {
          sql: `INSERT INTO subscription_consents (email, given_at, notice_version, categories, lang) VALUES (?, ?, '2026-01', 'announcements,news,documents,calendar', ?)`,
          args: [email, now, lang],
        },
      );
    }
    await client.batch(statements, 'write');
  }
}

async function measure(subscribers: number, key: Buffer | null): Promise<Row> {
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-bench-backup-'));
  try {
    const databaseFile = path.join(folder, 'live', 'ir.db');
    const documentsDir = path.join(folder, 'live', 'documents');
    mkdirSync(documentsDir, { recursive: true });
    for (let index = 0; index < 20; index += 1)
      writeFileSync(path.join(documentsDir, `notice-${index}.pdf`), randomBytes(100_000));
    process.env.IR_DB_PATH = databaseFile;
    // The store stays open, as a running server holds it, while the backup copies it.
    await fill(subscribers);
    // The fill leaves the thread pool busy for seconds (measured: the next fs call waits ~5 s at 100,000);
    // a server's backup does not follow such a fill, so that wait is not the backup's.
    await stat(folder);
    const backup = await takeBackup({ dir: path.join(folder, 'backups'), databaseFile, documentsDir, key });
    const restored = await restoreBackup({
      from: backup.path,
      databaseFile: path.join(folder, 'restored', 'ir.db'),
      documentsDir: path.join(folder, 'restored', 'documents'),
      key,
    });
    if (restored.manifest.tables.subscribers !== subscribers)
      throw new Error(`restored ${restored.manifest.tables.subscribers} subscribers, expected ${subscribers}`);
    return {
      store: subscribers ? `${subscribers.toLocaleString('en')} subscribers` : 'demo',
      encrypted: key !== null,
      subscribers,
      storeMb:
        Math.round((backup.manifest.files.find((file) => file.path.startsWith('store.db'))!.size / 1024 / 1024) * 10) /
        10,
      backupSeconds: Math.round(backup.ms) / 1000,
      restoreSeconds: Math.round(restored.ms) / 1000,
    };
  } finally {
    await closeDatabase();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const subscribers of [0, SUBSCRIBERS]) {
    for (const key of [null, randomBytes(32)]) rows.push(await measure(subscribers, key));
  }
  console.log('| store | encrypted | store MB | backup s | restore s |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const row of rows)
    console.log(
      `| ${row.store} | ${row.encrypted ? 'yes' : 'no'} | ${row.storeMb} | ${row.backupSeconds} | ${row.restoreSeconds} |`,
    );
  mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(__dirname, 'results', 'backup.json'),
    `${JSON.stringify({ at: new Date().toISOString(), documents: '20 files of 100 KB', rows }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
