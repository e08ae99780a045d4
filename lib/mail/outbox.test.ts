/** @jest-environment node */
import { startSmtpSink, type SmtpSink } from '@/lib/testing/smtp-sink';
import { failureKind, MAX_ATTEMPTS, retryDelayMs } from '@/lib/email-alerts';
import { getDatabase, inTransaction } from '@/lib/store/db';
import { queueMailStatement } from '@/lib/store/outbox-store';
import { storeContactMessage } from '@/lib/store/requests';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { deliverQueuedMail, retryEverythingOnNextRun } from './outbox';

let smtp: SmtpSink;
/** Addresses the SMTP server refuses, and how. */
const refusals = new Map<string, { code: number; text: string }>();

beforeAll(async () => {
  smtp = await startSmtpSink({ refuseRecipient: (address) => refusals.get(address) });
});
afterAll(() => smtp.close());

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('outbox', { IR_MAIL_TO: 'ir-team@example.com' }, engine);

  let errors: jest.SpyInstance;
  beforeEach(async () => {
    smtp.messages.length = 0;
    refusals.clear();
    process.env.SMTP_URL = smtp.url;
    await (await getDatabase()).execute('DELETE FROM mail_outbox');
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  const queue = (...recipients: string[]) =>
    inTransaction(
      recipients.map((recipient) =>
        queueMailStatement(
          engine,
          { kind: 'subscribe', recipient, subject: `To ${recipient}`, body: 'Hello' },
          new Date().toISOString(),
        ),
      ),
    );

  const outbox = async () =>
    (
      await (
        await getDatabase()
      ).execute(
        'SELECT recipient, attempts, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed, next_attempt_at, last_error FROM mail_outbox ORDER BY id',
      )
    ).rows.map((row) => ({ ...row }));

  describe('one undeliverable mail does not block the rest', () => {
    it('a recipient refused for good (501) is marked failed, and the mail queued after it is delivered', async () => {
      refusals.set('odd@example.com', { code: 501, text: 'Bad recipient address syntax' });
      await queue('odd@example.com', 'first@example.com', 'second@example.com');

      const report = await deliverQueuedMail();

      expect(report).toMatchObject({ sent: 2, failed: 1, retrying: 0, pending: 0 });
      expect(smtp.messages.map((mail) => mail.to)).toEqual([['first@example.com'], ['second@example.com']]);
      const [odd] = await outbox();
      expect(odd).toMatchObject({ recipient: 'odd@example.com', attempts: 1, sent: 0, failed: 1 });
      expect(String(odd.last_error)).toContain('501');
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('failed for good'));
      // Never tried again.
      await expect(deliverQueuedMail({ ignoreBackoff: true })).resolves.toMatchObject({
        sent: 0,
        failed: 0,
        pending: 0,
      });
      expect(smtp.messages).toHaveLength(2);
    });

    it('a temporary refusal (450) waits with backoff per mail, the others go out, and it goes out once accepted', async () => {
      refusals.set('busy@example.com', { code: 450, text: 'Mailbox busy, try later' });
      await queue('busy@example.com', 'other@example.com');
      const start = new Date();

      await expect(deliverQueuedMail({ now: () => start })).resolves.toMatchObject({
        sent: 1,
        retrying: 1,
        pending: 1,
      });
      const [busy] = await outbox();
      expect(busy).toMatchObject({
        attempts: 1,
        sent: 0,
        failed: 0,
        next_attempt_at: new Date(start.getTime() + retryDelayMs(1)).toISOString(),
      });

      // Not due yet: not tried.
      await expect(deliverQueuedMail({ now: () => new Date(start.getTime() + 30_000) })).resolves.toMatchObject({
        sent: 0,
        retrying: 0,
        pending: 1,
      });
      expect((await outbox())[0]).toMatchObject({ attempts: 1 });

      refusals.clear();
      await expect(
        deliverQueuedMail({ now: () => new Date(start.getTime() + retryDelayMs(1)) }),
      ).resolves.toMatchObject({
        sent: 1,
        pending: 0,
      });
      expect(smtp.messages.map((mail) => mail.to)).toEqual([['other@example.com'], ['busy@example.com']]);
    });

    it(`gives a temporarily refused mail up after ${MAX_ATTEMPTS} tries, and says so`, async () => {
      refusals.set('full@example.com', { code: 452, text: 'Mailbox full' });
      await queue('full@example.com');
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const report = await deliverQueuedMail({ ignoreBackoff: true });
        expect(report).toMatchObject(attempt < MAX_ATTEMPTS ? { retrying: 1, pending: 1 } : { failed: 1, pending: 0 });
      }
      expect((await outbox())[0]).toMatchObject({ attempts: MAX_ATTEMPTS, failed: 1 });
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/message \d+ failed for good.*Mailbox full/));
    });

    it('an unreachable server still stops the pass at the first mail', async () => {
      const down = await startSmtpSink();
      await down.close();
      process.env.SMTP_URL = down.url;
      await queue('a@example.com', 'b@example.com', 'c@example.com');

      await expect(deliverQueuedMail()).resolves.toMatchObject({ sent: 0, failed: 0, retrying: 1, pending: 3 });
      expect((await outbox()).map((row) => row.attempts)).toEqual([1, 0, 0]);
      expect((await outbox())[0].next_attempt_at).not.toBeNull();

      // Back: the next run sends the two that were never tried; the first waits for its backoff.
      process.env.SMTP_URL = smtp.url;
      await expect(deliverQueuedMail()).resolves.toMatchObject({ sent: 2, pending: 1 });
      await expect(deliverQueuedMail({ ignoreBackoff: true })).resolves.toMatchObject({ sent: 1, pending: 0 });
    });

    it('marks failed at start the mail queued for an address the new rules refuse, and sends the rest', async () => {
      await queue(
        'x<victim@evil.test>',
        'a,b@example.com',
        'g:x@example.com;',
        'x@example.com>,<root',
        'fine@example.com',
      );
      // What a restart does (the database is opened again).
      retryEverythingOnNextRun();

      await expect(deliverQueuedMail()).resolves.toMatchObject({ sent: 1, failed: 4, pending: 0 });
      expect(smtp.messages.flatMap((mail) => mail.to)).toEqual(['fine@example.com']);
      expect((await outbox()).map((row) => [row.recipient, row.sent, row.failed, row.attempts])).toEqual([
        ['x<victim@evil.test>', 0, 1, 0],
        ['a,b@example.com', 0, 1, 0],
        ['g:x@example.com;', 0, 1, 0],
        ['x@example.com>,<root', 0, 1, 0],
        ['fine@example.com', 1, 0, 1],
      ]);
    });

    it('queues a mail with a condition only when its subquery finds a row', async () => {
      const mail = { kind: 'subscribe', recipient: 'if@example.com', subject: 'If', body: 'Hello' } as const;
      const queueIf = (recipient: string) =>
        inTransaction([
          queueMailStatement(engine, mail, new Date().toISOString(), (db) =>
            db.selectFrom('mail_outbox').select('id').where('recipient', '=', recipient),
          ),
        ]);
      await queueIf('nobody@example.com');
      expect(await outbox()).toEqual([]);
      await queue('somebody@example.com');
      await queueIf('somebody@example.com');
      expect((await outbox()).map((row) => row.recipient)).toEqual(['somebody@example.com', 'if@example.com']);
    });

    it('writes a contact mail from its stored message at sending time', async () => {
      const sender = { name: 'Somchai', surname: 'Jaidee', phone: '0812345678', fax: '021234567', address: 'Bangkok' };
      await storeContactMessage({ ...sender, message: 'Written at sending time' });
      await expect(deliverQueuedMail()).resolves.toMatchObject({ sent: 1 });
      const [mail] = smtp.messages;
      expect(mail.to).toEqual(['ir-team@example.com']);
      expect(mail.raw).toContain('Subject: Investor enquiry from Somchai Jaidee');
      expect(mail.raw).toContain('Written at sending time');
    });
  });
});

describe('failureKind', () => {
  const smtpError = (code: string, command: string, responseCode?: number) =>
    Object.assign(new Error('x'), { code, command, responseCode });

  it.each([
    ['EENVELOPE', 'RCPT TO', 501, 'permanent'],
    ['EENVELOPE', 'RCPT TO', 550, 'permanent'],
    ['EMESSAGE', 'DATA', 554, 'permanent'],
    ['EENVELOPE', 'API', undefined, 'permanent'],
    ['EENVELOPE', 'RCPT TO', 450, 'temporary'],
    ['EMESSAGE', 'DATA', 452, 'temporary'],
    ['EENVELOPE', 'RCPT TO', 421, 'unreachable'],
    ['EENVELOPE', 'MAIL FROM', 553, 'unreachable'],
    ['EAUTH', 'AUTH PLAIN', 535, 'unreachable'],
    ['ESOCKET', 'CONN', undefined, 'unreachable'],
  ] as const)('%s at %s with %s is %s', (code, command, responseCode, kind) => {
    expect(failureKind(smtpError(code, command, responseCode))).toBe(kind);
  });

  it('calls anything else unreachable', () => {
    expect(failureKind(new Error('anything else'))).toBe('unreachable');
    expect(failureKind(undefined)).toBe('unreachable');
  });
});

it('retryDelayMs doubles from one minute up to two hours', () => {
  expect([1, 2, 3, 4, 7, 8, 9].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([1, 2, 4, 8, 64, 120, 120]);
});
