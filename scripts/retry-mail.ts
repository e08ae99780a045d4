/**
 * Sends the mail still queued in the embedded backend's outbox (SMTP_URL, MAIL_FROM, IR_MAIL_TO) now,
 * each queued mail once whatever its backoff. Run with `npm run mail:retry`, e.g. from cron or after
 * fixing the SMTP settings. It takes the mail job's lease, so a running server never sends the same
 * mail at the same time (the lease the servers share: Redis with REDIS_URL, else the SQLite file). Exits non-zero while mail stays queued.
 */
import './server-only-stub.mjs';
import { closeDatabase, openStore } from '@/lib/backend';
import { deliverQueuedMail, type DeliveryReport } from '@/lib/mail';
import { runExclusively, sharedJobLock } from '@/lib/jobs';
import { closeRedisConnections, loadEnvFiles } from '@/lib/server/process-bridge.mjs';

async function main(): Promise<void> {
  // The settings files, as npm start loads them (README, "Settings"): .env's IR_DB_PATH and the like count here too.
  loadEnvFiles(process.cwd());
  if (!process.env.SMTP_URL) {
    console.error('SMTP_URL is not set: nothing can be sent.');
    process.exitCode = 1;
    return;
  }
  await openStore();
  let report: DeliveryReport | undefined;
  const ran = await runExclusively('mail', sharedJobLock(), async (signal) => {
    report = await deliverQueuedMail({ signal, ignoreBackoff: true });
  });
  if (!ran || !report) {
    console.error('The mail job is busy in another process (a running server): try again in a minute.');
    process.exitCode = 1;
    return;
  }
  console.log(`Sent ${report.sent}, failed for good ${report.failed}, still queued ${report.pending}.`);
  if (report.pending > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => Promise.all([closeDatabase(), closeRedisConnections()]));
