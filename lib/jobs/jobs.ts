import {
  backendMode,
  backupDir,
  backupKey,
  backupSchedule,
  runScheduledBackup,
  databasePath,
  purgeAlertRecords,
  publishedDocumentsDir,
  purgeExpiredRecords,
  purgeQuestionContacts,
} from '@/lib/backend';
import { settings } from '@/lib/config/settings.mjs';
import { deliverQueuedMail, runAlertsJob } from '@/lib/mail';
import { runAuditCheckpoint } from '@/lib/accounts';
import { recordClosingPrice } from '@/lib/jobs/price-recorder';
import { rebuildSearchIndex, SEARCH_INDEX_JOB } from '@/lib/search/server';
import { NEWSROOM_JOB } from '@/lib/newsroom';
import { purgeOldReadings } from '@/lib/reading/server';
import { uploadsForBackup } from '@/lib/uploads';
import { runVitalsJob } from '@/lib/vitals/server';
import type { Job } from './scheduler';

/** The embedded backend's jobs need its SQLite file; with a remote backend they have nothing to do. */
const embedded = () => backendMode().kind === 'embedded';

/**
 * Every scheduled job of the server, one entry each. A job that may be asked for between its runs
 * is triggered with runJobSoon(name) (lib/server/running-jobs.mjs).
 */
export const JOBS: readonly Job[] = [
  // Sends the outbox; also asked for right after a form queued mail. Per-mail backoff in lib/mail/outbox.ts.
  {
    name: 'mail',
    intervalMs: 30_000,
    enabled: () => embedded() && settings().SMTP_URL !== null,
    run: (signal) => deliverQueuedMail({ signal }).then(() => undefined),
  },
  // Deletes what the retention rules no longer keep (lib/store/retention.ts, lib/store/questions.ts).
  {
    name: 'retention',
    intervalMs: 60 * 60_000,
    enabled: embedded,
    run: () => Promise.all([purgeExpiredRecords(), purgeQuestionContacts()]).then(() => undefined),
  },
  // E-mail alerts: finds new items (also those added by db:seed or SQL), fans them out, sends at
  // ALERT_MAILS_PER_SECOND; also asked for by POST /api/revalidate, which `npm run publish` calls.
  { name: 'alerts', intervalMs: 60_000, enabled: embedded, run: (signal) => runAlertsJob(signal) },
  // Expired sign-ups, withdrawn consents after a year, delivery records after 30 days (lib/email-alerts/privacy-notice.ts).
  {
    name: 'alert-retention',
    intervalMs: 60 * 60_000,
    enabled: embedded,
    run: () => purgeAlertRecords().then(() => undefined),
  },
  // Stores the latest closed trading day's final quote in the price history, once a day (lib/jobs/price-recorder.ts).
  {
    name: 'price-recorder',
    intervalMs: 10 * 60_000,
    enabled: embedded,
    run: () => recordClosingPrice().then(() => undefined),
  },
  // With BACKUP_DIR: checks each minute whether the day's backup at BACKUP_TIME (Bangkok) is due, then keeps BACKUP_KEEP (docs/backups.md).
  {
    name: 'backup',
    intervalMs: 60_000,
    enabled: () => embedded() && backupDir() !== null,
    run: async () => {
      const { dir, minuteOfDay, keep } = backupSchedule();
      if (dir)
        await runScheduledBackup({
          dir,
          minuteOfDay,
          keep,
          databaseFile: databasePath(),
          documentsDir: publishedDocumentsDir(),
          // The folder, or the bucket of object storage (docs/backups.md, Uploads in object storage).
          ...uploadsForBackup(),
          key: backupKey(),
        });
    },
  },
  // Seals a log upgraded from plain SHA-256, verifies the audit log and logs its head: a checkpoint outside the store (docs/accounts.md, Audit log).
  {
    name: 'audit-checkpoint',
    intervalMs: 60 * 60_000,
    enabled: embedded,
    run: () => runAuditCheckpoint().then(() => undefined),
  },
  // Web Vitals: the daily p75/p95 of every day with raw samples, then raw samples past 7 days deleted (lib/vitals/store.ts).
  { name: 'vitals', intervalMs: 60 * 60_000, enabled: embedded, run: () => runVitalsJob().then(() => undefined) },
  // Reading figures: days older than 400 are deleted (lib/reading/figures.ts); each process writes its own counts meanwhile.
  { name: 'reading', intervalMs: 60 * 60_000, enabled: embedded, run: () => purgeOldReadings().then(() => undefined) },
  // Newsroom items whose "Publish at" has come go live, each exactly once (lib/newsroom/going-live.ts),
  // within a minute of their time; also asked for right after an approval for now.
  {
    name: NEWSROOM_JOB,
    intervalMs: 20_000,
    enabled: embedded,
    run: async (signal) => {
      // Loaded when it runs: the newsroom's server door brings the workspace's route handlers, which a
      // script importing the scheduler has no use for.
      const { goLiveDue, refreshSite } = await import('@/lib/newsroom/server');
      await goLiveDue({ signal, refresh: () => refreshSite() });
    },
  },
  // Keeps the site search index current in both modes; also asked for by POST /api/revalidate (lib/search/site-search.ts).
  { name: SEARCH_INDEX_JOB, intervalMs: 5 * 60_000, run: () => rebuildSearchIndex().then(() => undefined) },
];
