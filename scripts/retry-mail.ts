/**
 * Sends the mail still queued in the embedded backend's outbox (SMTP_URL, MAIL_FROM, IR_MAIL_TO).
 * Run with `npm run mail:retry`, e.g. from cron; exits non-zero while mail stays queued.
 */
import { closeDatabase, getDatabase } from '@/lib/backend/local/db';
import { deliverQueuedMail } from '@/lib/backend/local/outbox';

async function main(): Promise<void> {
  if (!process.env.SMTP_URL) {
    console.error('SMTP_URL is not set: nothing can be sent.');
    process.exitCode = 1;
    return;
  }
  await getDatabase();
  const report = await deliverQueuedMail();
  console.log(`Sent ${report.sent}, failed ${report.failed}, still queued ${report.pending}.`);
  if (report.pending > 0) process.exitCode = 1;
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => closeDatabase());
