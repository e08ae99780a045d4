/**
 * `npm run bench:alerts`: dispatch of one announcement to BENCH_SUBSCRIBERS (default 10,000)
 * confirmed subscribers into the SMTP sink (lib/testing/smtp-sink.ts, on 127.0.0.1), no rate
 * limit (ALERT_MAILS_PER_SECOND=0): mails per second and the peak memory of the process while it sends.
 * The dispatcher claims 50 subscribers at a time, so memory must not grow with the number of subscribers:
 * the run is made twice (a tenth of the subscribers, then all) to show it. The sink forgets each mail once
 * counted, so its own memory does not count. Writes bench/results/alert-dispatch.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import { dispatchAlerts, fanOutAlertItems } from '@/lib/mail/alerts';
import { scanForNewItems } from '@/lib/store/email-alerts/dispatch';
import { startSmtpSink } from '@/lib/testing/smtp-sink';

const TOTAL = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);

interface Row {
  subscribers: number;
  mails: number;
  seconds: number;
  mailsPerSecond: number;
  peakRssMb: number;
  peakHeapMb: number;
  baseRssMb: number;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

async function measure(subscribers: number): Promise<Row> {
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-bench-alerts-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  const smtp = await startSmtpSink();
  process.env.SMTP_URL = smtp.url;
  process.env.ALERT_MAILS_PER_SECOND = '0';
  let received = 0;
  const drain = setInterval(() => {
    received += smtp.messages.length;
    smtp.messages.length = 0;
  }, 20);
  try {
    const client = await getDatabase();
    await scanForNewItems();
    const confirmed = new Date(Date.now() - 3_600_000).toISOString();
    for (let start = 0; start < subscribers; start += 1000) {
      await client.batch(
        Array.from({ length: Math.min(1000, subscribers - start) }, (_, offset) => ({
          sql: `INSERT INTO subscribers (email, full_name, country, occupation, job_title, industry, lang, categories, confirmed_at)
            VALUES (?, 'Bench', 'TH', 'Investor', 'Analyst', 'Finance', ?, 'announcements,news,documents,calendar', ?)`,
          args: [`bench${start + offset}@example.com`, (start + offset) % 2 ? 'th' : 'en', confirmed],
        })),
        'write',
      );
    }
    for (const lang of ['th', 'en']) {
      await client.execute({
        sql: 'INSERT INTO set_news (new_set_id, new_set_title, new_set_date, new_set_pdf_url, lang) VALUES (99999, ?, ?, ?, ?)',
        args: [
          lang === 'th' ? 'ประกาศทดสอบประสิทธิภาพ' : 'Benchmark announcement',
          '2026-11-20',
          '/documents/bench.pdf',
          lang,
        ],
      });
    }
    global.gc?.();
    const baseRss = process.memoryUsage().rss;
    let peakRss = baseRss;
    let peakHeap = process.memoryUsage().heapUsed;
    const sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 25);
    const started = performance.now();
    await scanForNewItems();
    await fanOutAlertItems();
    const report = await dispatchAlerts();
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 100));
    received += smtp.messages.length;
    if (report.mails !== subscribers || received !== subscribers)
      throw new Error(`sent ${report.mails}, received ${received}, expected ${subscribers}`);
    return {
      subscribers,
      mails: received,
      seconds: Math.round(seconds * 100) / 100,
      mailsPerSecond: Math.round(received / seconds),
      peakRssMb: mb(peakRss),
      peakHeapMb: mb(peakHeap),
      baseRssMb: mb(baseRss),
    };
  } finally {
    clearInterval(drain);
    await closeDatabase();
    await smtp.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

async function main() {
  const rows = [await measure(Math.max(1, Math.round(TOTAL / 10))), await measure(TOTAL)];
  const results = { date: new Date().toISOString(), node: process.version, rows };
  mkdirSync(path.join('bench', 'results'), { recursive: true });
  writeFileSync(path.join('bench', 'results', 'alert-dispatch.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('| subscribers | mails | seconds | mails/s | peak RSS MB (before) | peak heap MB |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    console.log(
      `| ${row.subscribers} | ${row.mails} | ${row.seconds} | ${row.mailsPerSecond} | ${row.peakRssMb} (${row.baseRssMb}) | ${row.peakHeapMb} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
