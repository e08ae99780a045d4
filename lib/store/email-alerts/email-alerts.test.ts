/** @jest-environment node */
import { createClient } from '@libsql/client';
import { createTransport } from 'nodemailer';
import { linkToken as mailLinkToken, mailParts } from '@/lib/testing/mail-parts';
import { startSmtpSink, type SmtpSink } from '@/lib/testing/smtp-sink';
import { PRIVACY_NOTICE_VERSION } from '@/lib/email-alerts/privacy-notice';
import { linkToken, tokenHash } from '@/lib/email-alerts/tokens';
import { getDatabase } from '@/lib/store/db';
import type { Client } from '@/lib/store/engine';
import { createPostgresClient } from '@/lib/store/postgres-engine';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { deliverQueuedMail } from '@/lib/mail/outbox';
import { inWriteTransaction, replaceTable } from '@/lib/store/publish';
import { storeSubscription, storeUnsubscription } from '@/lib/store/requests';
import { dispatchAlerts, fanOutAlertItems } from '@/lib/mail/alerts';
import { alertDeliveriesOn } from './deliveries';
import { scanForNewItems } from './dispatch';
import {
  changeCategories,
  confirmSignUp,
  confirmUnsubscription,
  linkKey,
  purgeAlertRecords,
  subscriberOfLink,
  withdrawSubscriber,
} from './subscriptions';

jest.setTimeout(60_000);

let smtp: SmtpSink;
const refused = new Map<string, number>();
const noPause = { wait: async () => undefined };

const signUp = (
  email: string,
  extra: Partial<{ categories: string; lang: 'th' | 'en'; fullName: string }> = {},
  now = new Date(),
) =>
  storeSubscription(
    {
      fullName: 'Malee Srisuk',
      email,
      country: 'Thailand',
      occupation: 'Investor',
      jobTitle: 'Analyst',
      industry: 'Finance',
      consent: 'yes',
      categories: 'announcements,news,documents,calendar',
      lang: 'en',
      ...extra,
    },
    now,
  );

const rows = async (sql: string, args: (string | number)[] = []) =>
  (await (await getDatabase()).execute({ sql, args })).rows.map((row) => ({ ...row }));

/** Sends the queued confirmation mail and returns its token. */
async function confirmationToken(email: string, lang: 'th' | 'en' = 'en'): Promise<string> {
  smtp.messages.length = 0;
  await deliverQueuedMail({ ignoreBackoff: true });
  const mail = smtp.messages.find((message) => message.to.includes(email));
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  const token = mailLinkToken(mail.raw, lang === 'en' ? '/en/receiveemails/confirm' : '/receiveemails/confirm');
  if (!token) throw new Error('no token in the mail');
  return token;
}

async function subscribe(email: string, extra: Parameters<typeof signUp>[1] = {}): Promise<void> {
  await signUp(email, extra);
  expect(await confirmSignUp(await confirmationToken(email, extra.lang ?? 'en'))).toBe('confirmed');
}

let nextNews = 9000;
/** Publishes an exchange announcement straight into the table, as `npm run db:seed` or SQL would. */
async function addAnnouncement(title: string): Promise<number> {
  nextNews += 1;
  await insertInBothLanguages(
    'INSERT INTO set_news (new_set_id, new_set_title, new_set_date, new_set_pdf_url, lang) VALUES (?, ?, ?, ?, ?)',
    (lang) => [nextNews, `${title} (${lang})`, '2026-11-20', `/documents/news-${nextNews}.pdf`, lang],
  );
  return nextNews;
}

async function addPressRelease(title: string): Promise<void> {
  nextNews += 1;
  await insertInBothLanguages(
    'INSERT INTO news_medias (seed_id, title_news_medias, url_news_medias, publish_date_news_medias, lang) VALUES (?, ?, ?, ?, ?)',
    (lang) => [`press-${nextNews}`, `${title} (${lang})`, `/documents/press-${nextNews}.pdf`, '2026-11-21', lang],
  );
}

/** Inserts a list's row in Thai and in English, the arguments of each by its language. */
async function insertInBothLanguages(sql: string, args: (lang: 'th' | 'en') => (string | number)[]): Promise<void> {
  const client = await getDatabase();
  for (const lang of ['th', 'en'] as const) await client.execute({ sql, args: args(lang) });
}

async function runAlerts(options: Parameters<typeof dispatchAlerts>[0] = {}) {
  await scanForNewItems();
  await fanOutAlertItems();
  return dispatchAlerts({ transport: createTransport(smtp.url), pacer: noPause, ...options });
}

beforeAll(async () => {
  smtp = await startSmtpSink({
    refuseRecipient: (address) => {
      const left = refused.get(address);
      if (left === undefined) return undefined;
      if (left === Infinity) return { code: 550, text: 'No such user' };
      if (left <= 0) return undefined;
      refused.set(address, left - 1);
      return { code: 451, text: 'Try again later' };
    },
  });
  process.env.SMTP_URL = smtp.url;
  process.env.SITE_URL = 'https://ir.example.com';
});
afterAll(async () => {
  await smtp.close();
  delete process.env.SITE_URL;
});
beforeEach(() => {
  smtp.messages.length = 0;
});

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('alerts', {}, engine);
  // The first scan makes the seed the baseline: nobody is alerted of it.
  beforeAll(async () => {
    refused.clear();
    await scanForNewItems();
  });

  describe('double opt-in', () => {
    it('sends a link only, stores the token hashed, and confirms once', async () => {
      await signUp('token@example.com', { fullName: 'URGENT: your dividend is on hold, verify at evil.test' });
      const token = await confirmationToken('token@example.com');
      const [mail] = smtp.messages;
      expect(mail.raw).not.toContain('URGENT');
      expect(mail.raw).not.toContain('evil.test');
      const [request] = await rows("SELECT token_hash FROM subscription_requests WHERE email = 'token@example.com'");
      expect(request.token_hash).toBe(tokenHash(token));
      expect(JSON.stringify(await rows('SELECT * FROM subscription_requests'))).not.toContain(token);
      expect(await rows("SELECT COUNT(*) AS n FROM subscribers WHERE email = 'token@example.com'")).toEqual([{ n: 0 }]);

      expect(await confirmSignUp(token)).toBe('confirmed');
      expect(await confirmSignUp(token)).toBe('invalid');
      expect(await confirmSignUp('x'.repeat(43))).toBe('invalid');
      expect(await rows("SELECT full_name FROM subscribers WHERE email = 'token@example.com'")).toEqual([
        { full_name: 'URGENT: your dividend is on hold, verify at evil.test' },
      ]);
    });

    it('expires a link after 48 hours and deletes the unconfirmed sign-up then', async () => {
      const start = new Date();
      await signUp('late@example.com', {}, start);
      const token = await confirmationToken('late@example.com');
      // The mail was written now: the link's 48 hours run from then.
      const written = new Date(
        String(
          (await rows("SELECT expires_at FROM subscription_requests WHERE email = 'late@example.com'"))[0].expires_at,
        ),
      );
      expect(await confirmSignUp(token, new Date(written.getTime() + 1))).toBe('invalid');
      await purgeAlertRecords(new Date(written.getTime() + 1));
      expect(await rows("SELECT COUNT(*) AS n FROM subscription_requests WHERE email = 'late@example.com'")).toEqual([
        { n: 0 },
      ]);
    });

    it('queues at most one confirmation mail per address per 10 minutes, and answers alike', async () => {
      const start = new Date();
      for (let index = 0; index < 6; index += 1)
        await signUp('victim@example.com', { fullName: `Try ${index}` }, new Date(start.getTime() + index * 1000));
      await deliverQueuedMail({ ignoreBackoff: true });
      expect(smtp.messages.filter((mail) => mail.to.includes('victim@example.com'))).toHaveLength(1);
      await signUp('victim@example.com', {}, new Date(start.getTime() + 10 * 60 * 1000 + 1));
      await deliverQueuedMail({ ignoreBackoff: true });
      expect(smtp.messages.filter((mail) => mail.to.includes('victim@example.com'))).toHaveLength(2);
    });

    it('keys the 10-minute window on the mailbox: +tags, case and Gmail dots are one mailbox, other dots are not', async () => {
      const start = new Date();
      const spellings = [
        'victim+1@gmail.com',
        'v.i.c.t.i.m@gmail.com',
        'VICTIM@googlemail.com',
        'Victim@gmail.com',
        'victim+2@googlemail.com',
      ];
      for (const [index, email] of spellings.entries())
        await signUp(email, {}, new Date(start.getTime() + index * 1000));
      smtp.messages.length = 0;
      await deliverQueuedMail({ ignoreBackoff: true });
      expect(smtp.messages.map((mail) => mail.to)).toEqual([['victim+1@gmail.com']]);
      expect(await rows("SELECT email FROM subscription_requests WHERE mailbox = 'victim@gmail.com'")).toEqual([
        { email: 'victim+1@gmail.com' },
      ]);
      // After the window, the newest spelling replaces the sign-up and is mailed as typed.
      await signUp('Vic.Tim+3@gmail.com', {}, new Date(start.getTime() + 10 * 60 * 1000 + 5000));
      await deliverQueuedMail({ ignoreBackoff: true });
      expect(smtp.messages.map((mail) => mail.to)).toEqual([['victim+1@gmail.com'], ['Vic.Tim+3@gmail.com']]);
      expect(await rows("SELECT email FROM subscription_requests WHERE mailbox = 'victim@gmail.com'")).toEqual([
        { email: 'Vic.Tim+3@gmail.com' },
      ]);
      // Elsewhere a dot makes another address.
      await signUp('a.b@dots.example', {}, start);
      await signUp('ab@dots.example', {}, start);
      await deliverQueuedMail({ ignoreBackoff: true });
      expect(smtp.messages.filter((mail) => mail.to[0].endsWith('@dots.example'))).toHaveLength(2);
    });

    it('caps unconfirmed sign-ups per domain and overall per hour, queueing nothing over a cap', async () => {
      const caps = { perDomainPerHour: 2, perHour: 3 };
      const t0 = new Date('2100-01-01T00:00:00Z');
      const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
      const queued = async () =>
        (await rows("SELECT recipient FROM mail_outbox WHERE recipient LIKE '%.cap.example' ORDER BY id")).map(
          (row) => row.recipient,
        );
      const signUpAt = (email: string, when: Date) =>
        storeSubscription(
          {
            fullName: 'Cap',
            email,
            country: 'TH',
            occupation: 'x',
            jobTitle: 'x',
            industry: 'x',
            consent: 'yes',
            categories: 'news',
            lang: 'en',
          },
          when,
          caps,
        );
      try {
        await signUpAt('a@one.cap.example', at(0));
        await signUpAt('b@one.cap.example', at(1));
        await signUpAt('c@one.cap.example', at(2)); // over the domain's cap
        await signUpAt('d@two.cap.example', at(3));
        await signUpAt('e@three.cap.example', at(4)); // over the overall cap
        expect(await queued()).toEqual(['a@one.cap.example', 'b@one.cap.example', 'd@two.cap.example']);
        expect(
          await rows(
            "SELECT COUNT(*) AS n FROM subscription_requests WHERE email IN ('c@one.cap.example', 'e@three.cap.example')",
          ),
        ).toEqual([{ n: 0 }]);
        // An hour later the earlier sign-ups no longer count.
        await signUpAt('c@one.cap.example', at(61));
        await signUpAt('e@three.cap.example', at(62));
        expect((await queued()).slice(3)).toEqual(['c@one.cap.example', 'e@three.cap.example']);
        // A confirmed sign-up no longer counts against the caps.
        await (
          await getDatabase()
        ).execute("UPDATE subscription_requests SET confirmed_at = requested_at WHERE email = 'c@one.cap.example'");
        await signUpAt('f@one.cap.example', at(63));
        expect((await queued()).slice(5)).toEqual(['f@one.cap.example']);
        // Sign-ups arriving at once count each other (lib/store/capped-insert.ts): still 2 for their domain.
        await Promise.all(Array.from({ length: 10 }, (_, n) => signUpAt(`r${n}@race.cap.example`, at(200))));
        expect((await queued()).filter((recipient) => String(recipient).endsWith('@race.cap.example'))).toHaveLength(2);
      } finally {
        const client = await getDatabase();
        await client.execute("UPDATE mail_outbox SET failed_at = 'test' WHERE recipient LIKE '%.cap.example'");
        await client.execute("DELETE FROM subscription_requests WHERE email LIKE '%.cap.example'");
      }
    });

    it('the unsubscribe modal mails a subscribed mailbox once per 10 minutes and removes nothing until the page is used', async () => {
      await subscribe('leaver@example.com');
      smtp.messages.length = 0;
      const start = new Date();
      for (let index = 0; index < 5; index += 1)
        await storeUnsubscription(
          { email: index % 2 ? 'Leaver+x@example.com' : 'leaver@example.com' },
          new Date(start.getTime() + index * 1000),
        );
      await deliverQueuedMail({ ignoreBackoff: true });
      expect(smtp.messages.map((mail) => mail.to)).toEqual([['leaver@example.com']]);
      expect(await rows("SELECT COUNT(*) AS n FROM subscribers WHERE email = 'leaver@example.com'")).toEqual([
        { n: 1 },
      ]);
      const mail = smtp.messages[0];
      expect(mailParts(mail.raw).headers.subject).toBeDefined();
      const token = mailLinkToken(mail.raw, '/en/receiveemails/unsubscribe');
      expect(await confirmUnsubscription('x'.repeat(43))).toBe('invalid');
      expect(await rows("SELECT COUNT(*) AS n FROM subscribers WHERE email = 'leaver@example.com'")).toEqual([
        { n: 1 },
      ]);
      expect(await confirmUnsubscription(token!)).toBe('unsubscribed');
      expect(await rows("SELECT COUNT(*) AS n FROM subscribers WHERE email = 'leaver@example.com'")).toEqual([
        { n: 0 },
      ]);
    });

    it('an unsubscribe link expires after 48 hours', async () => {
      await subscribe('slow-leaver@example.com');
      smtp.messages.length = 0;
      await storeUnsubscription({ email: 'slow-leaver@example.com' });
      await deliverQueuedMail({ ignoreBackoff: true });
      const token = mailLinkToken(smtp.messages[0].raw, '/en/receiveemails/unsubscribe');
      expect(await confirmUnsubscription(token!, new Date(Date.now() + 49 * 60 * 60 * 1000))).toBe('invalid');
      expect(await rows("SELECT COUNT(*) AS n FROM subscribers WHERE email = 'slow-leaver@example.com'")).toEqual([
        { n: 1 },
      ]);
    });

    it('keeps a consent record: time, notice version, categories and language; stamps its withdrawal', async () => {
      await subscribe('consent@example.com', { categories: 'news,calendar', lang: 'th' });
      const [record] = await rows("SELECT * FROM subscription_consents WHERE email = 'consent@example.com'");
      expect(record).toMatchObject({
        notice_version: PRIVACY_NOTICE_VERSION,
        categories: 'news,calendar',
        lang: 'th',
        withdrawn_at: null,
        replaced_at: null,
      });
      expect(Date.parse(String(record.given_at))).not.toBeNaN();
      // The unsubscribe modal only mails a link: the consent stands until the link's page is used.
      smtp.messages.length = 0;
      await storeUnsubscription({ email: 'consent@example.com' });
      await deliverQueuedMail({ ignoreBackoff: true });
      expect(await rows("SELECT withdrawn_at FROM subscription_consents WHERE email = 'consent@example.com'")).toEqual([
        { withdrawn_at: null },
      ]);
      const token = mailLinkToken(
        smtp.messages.find((mail) => mail.to.includes('consent@example.com'))!.raw,
        '/receiveemails/unsubscribe',
      );
      expect(await confirmUnsubscription(token!)).toBe('unsubscribed');
      expect(
        await rows(
          "SELECT withdrawn_at IS NOT NULL AS w FROM subscription_consents WHERE email = 'consent@example.com'",
        ),
      ).toEqual([{ w: 1 }]);
      expect(await rows("SELECT COUNT(*) AS n FROM subscribers WHERE email = 'consent@example.com'")).toEqual([
        { n: 0 },
      ]);
    });
  });

  describe('alerts', () => {
    it('sends a new item to each subscriber of its category only, in their language, with the one-click headers', async () => {
      await subscribe('all-en@example.com');
      await subscribe('news-th@example.com', { categories: 'news', lang: 'th' });
      await subscribe('ann-th@example.com', { categories: 'announcements', lang: 'th' });
      smtp.messages.length = 0;
      await addAnnouncement('Board approves dividend');

      await runAlerts();
      const to = smtp.messages
        .map((mail) => mail.to[0])
        .filter((address) => /^(all-en|news-th|ann-th)@/.test(address))
        .sort();
      expect(to).toEqual(['all-en@example.com', 'ann-th@example.com']);
      const english = mailParts(smtp.messages.find((mail) => mail.to[0] === 'all-en@example.com')!.raw);
      expect(english.text).toContain('Board approves dividend (en)');
      expect(english.html).toContain('Board approves dividend (en)');
      expect(english.text).toContain('https://ir.example.com/en/newinfo');
      expect(english.text).toMatch(/https:\/\/ir\.example\.com\/documents\/news-\d+\.pdf/);
      expect(english.headers['list-unsubscribe']).toMatch(
        /^<https:\/\/ir\.example\.com\/api\/email-alerts\/unsubscribe\?token=\d+\.[\w-]{22}>$/,
      );
      expect(english.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const thai = mailParts(smtp.messages.find((mail) => mail.to[0] === 'ann-th@example.com')!.raw);
      expect(thai.text).toContain('Board approves dividend (th)');
      expect(thai.text).toContain('ข่าวแจ้งตลาดหลักทรัพย์');

      // Nothing new: nothing sent, however often it runs.
      smtp.messages.length = 0;
      await expect(runAlerts()).resolves.toMatchObject({ mails: 0 });
      expect(smtp.messages).toHaveLength(0);
    });

    it('tells the dividends category of a dividend once its ex-date is set, by the fact going live, and only then', async () => {
      await subscribe('dividends-en@example.com', { categories: 'dividends' });
      await subscribe('dividends-th@example.com', { categories: 'calendar,dividends', lang: 'th' });
      await subscribe('calendar-only@example.com', { categories: 'calendar' });
      const client = await getDatabase();
      const history = (await rows('SELECT * FROM dividends ORDER BY position')).map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'position')),
      );
      // The history as a fact's version writes it (replaceTable, as going live does).
      const goLive = (dividends: Record<string, unknown>[]) =>
        inWriteTransaction(client, (transaction) =>
          replaceTable(
            transaction,
            'dividends',
            dividends.map((row, index) => [
              {
                entity: Object.fromEntries(
                  Object.entries({ ...row, position: index + 1 }).filter(([, value]) => value !== null),
                ),
              },
            ]),
            new Date(),
          ),
        );
      const recipients = () =>
        smtp.messages
          .map((mail) => mail.to[0])
          .filter((address) => /^(dividends-en|dividends-th|calendar-only)@/.test(address))
          .sort();

      // A new interim dividend without its ex-date yet, and the rows moved down a place: nobody is told.
      const interim = {
        decision_date: '2026-11-25',
        dividend_type: 'cash',
        cash_per_share: 0.11,
        period_start: '2026-01-01',
        period_end: '2026-06-30',
      };
      await goLive([interim, ...history]);
      smtp.messages.length = 0;
      await runAlerts();
      expect(recipients()).toEqual([]);

      // Its ex-date and payment date set: the dividends category is told, in each subscriber's language.
      await goLive([{ ...interim, ex_date: '2026-12-08', payment_date: '2026-12-23' }, ...history]);
      smtp.messages.length = 0;
      await runAlerts();
      expect(recipients()).toEqual(['dividends-en@example.com', 'dividends-th@example.com']);
      const english = mailParts(smtp.messages.find((mail) => mail.to[0] === 'dividends-en@example.com')!.raw);
      expect(english.text).toContain(
        'Cash dividend of 0.11 baht per share: ex-dividend date (XD) 8 December 2026, payment date 23 December 2026',
      );
      expect(english.text).toContain('https://ir.example.com/en/basicinfo/dividendpayment');
      const thai = mailParts(smtp.messages.find((mail) => mail.to[0] === 'dividends-th@example.com')!.raw);
      expect(thai.text).toContain(
        'เงินปันผลเป็นเงินสดหุ้นละ 0.11 บาท: วันที่ขึ้นเครื่องหมาย XD 8 ธันวาคม 2569 วันที่จ่าย 23 ธันวาคม 2569',
      );

      // The same history again, or another row corrected: nobody is told twice.
      await goLive([
        { ...interim, ex_date: '2026-12-08', payment_date: '2026-12-23' },
        ...history.map((row, index) => (index === 0 ? { ...row, decision_date: '2025-11-13' } : row)),
      ]);
      smtp.messages.length = 0;
      await runAlerts();
      expect(recipients()).toEqual([]);
    });

    it('digests several items found together into one mail', async () => {
      await subscribe('digest@example.com', { categories: 'announcements,news' });
      smtp.messages.length = 0;
      await addAnnouncement('First notice');
      await addPressRelease('Press release');
      await runAlerts();
      const mine = smtp.messages.filter((mail) => mail.to[0] === 'digest@example.com');
      expect(mine).toHaveLength(1);
      const { text, headers } = mailParts(mine[0].raw);
      expect(headers.subject).toContain('2');
      expect(text).toContain('First notice (en)');
      expect(text).toContain('Press release (en)');
    });

    it('alerts nobody of what was there before they confirmed', async () => {
      await addAnnouncement('Before confirming');
      await scanForNewItems();
      await subscribe('newcomer@example.com');
      smtp.messages.length = 0;
      await runAlerts();
      expect(smtp.messages.filter((mail) => mail.to[0] === 'newcomer@example.com')).toHaveLength(0);
    });

    it('follows a change of categories and stops at once after unsubscribing by its link', async () => {
      await subscribe('prefs@example.com');
      const [{ id }] = await rows("SELECT id FROM subscribers WHERE email = 'prefs@example.com'");
      expect(await changeCategories(Number(id), ['calendar'])).toBe(true);
      const consents = await rows(
        "SELECT categories, replaced_at IS NULL AS current FROM subscription_consents WHERE email = 'prefs@example.com' ORDER BY id",
      );
      expect(consents).toEqual([
        { categories: 'announcements,news,documents,calendar', current: 0 },
        { categories: 'calendar', current: 1 },
      ]);
      smtp.messages.length = 0;
      await addAnnouncement('Not for calendar only');
      await runAlerts();
      expect(smtp.messages.filter((mail) => mail.to[0] === 'prefs@example.com')).toHaveLength(0);
      expect(await subscriberOfLink('1.AAAAAAAAAAAAAAAAAAAAAA')).toBeNull();
    });

    it('drops waiting alerts of a category left out, ends a subscription by its link, and purges old records', async () => {
      await subscribe('quitter@example.com', { lang: 'th' });
      const [{ id }] = await rows("SELECT id FROM subscribers WHERE email = 'quitter@example.com'");
      const pending = () =>
        rows("SELECT state FROM alert_deliveries WHERE subscriber_id = ? AND state = 'pending'", [Number(id)]);
      await addAnnouncement('Waiting for the quitter');
      await scanForNewItems();
      await fanOutAlertItems();
      expect(await pending()).toEqual([{ state: 'pending' }]);
      expect(await changeCategories(Number(id), ['news', 'calendar'])).toBe(true);
      expect(await pending()).toEqual([]);

      const token = linkToken(await linkKey(await getDatabase()), Number(id));
      const subscriber = await subscriberOfLink(token);
      expect(subscriber).toEqual({
        id: Number(id),
        email: 'quitter@example.com',
        lang: 'th',
        categories: ['news', 'calendar'],
      });
      // A new sign-up of the mailbox waits for confirmation: ending the subscription cancels it too.
      await signUp('quitter@example.com', {}, new Date(Date.now() + 11 * 60_000));
      const ended = new Date(Date.now() + 12 * 60_000);
      await withdrawSubscriber(subscriber!, ended);
      expect(await subscriberOfLink(token)).toBeNull();
      expect(
        await rows("SELECT categories, token_hash FROM subscription_requests WHERE email = 'quitter@example.com'"),
      ).toEqual([{ categories: null, token_hash: null }]);
      const withdrawn = await rows(
        "SELECT withdrawn_at FROM subscription_consents WHERE email = 'quitter@example.com' ORDER BY id",
      );
      expect(withdrawn).toEqual([{ withdrawn_at: ended.toISOString() }, { withdrawn_at: ended.toISOString() }]);

      // A year and a day later the withdrawn consents go; a sent delivery goes 30 days after its send, a pending one stays.
      // The next delivery gives up the cancelled sign-up's queued confirmation mail, and logs why.
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      await subscribe('stayer@example.com', { categories: 'announcements' });
      expect(smtp.messages.some((mail) => mail.to.includes('quitter@example.com'))).toBe(false);
      expect(errors).toHaveBeenCalledWith(
        expect.stringMatching(/failed for good, not retried: its sign-up no longer waits for confirmation$/),
      );
      errors.mockRestore();
      const stayer = async () =>
        rows(
          'SELECT d.state FROM alert_deliveries d JOIN subscribers s ON s.id = d.subscriber_id WHERE s.email = ? ORDER BY d.item_id',
          ['stayer@example.com'],
        );
      for (const title of ['Sent to the stayer', 'Still waiting for the stayer']) {
        await addAnnouncement(title);
        await scanForNewItems();
        await fanOutAlertItems();
      }
      await rows(
        `UPDATE alert_deliveries SET state = 'sent', done_at = ? WHERE item_id = (SELECT MIN(d.item_id)
          FROM alert_deliveries d JOIN subscribers s ON s.id = d.subscriber_id WHERE s.email = 'stayer@example.com')`,
        [ended.toISOString()],
      );
      expect(await stayer()).toEqual([{ state: 'sent' }, { state: 'pending' }]);
      const report = await purgeAlertRecords(new Date(ended.getTime() + 366 * 24 * 3_600_000));
      expect(report.consents).toBeGreaterThanOrEqual(2);
      expect(report.deliveries).toBeGreaterThanOrEqual(1);
      expect(await rows("SELECT email FROM subscription_consents WHERE email = 'quitter@example.com'")).toEqual([]);
      expect(await stayer()).toEqual([{ state: 'pending' }]);
    });

    it('retries after SMTP refuses for now, then sends; gives up a refused address for good and logs it', async () => {
      await subscribe('flaky@example.com', { categories: 'announcements' });
      await subscribe('gone@example.com', { categories: 'announcements' });
      refused.set('flaky@example.com', 1);
      refused.set('gone@example.com', Infinity);
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      smtp.messages.length = 0;
      await addAnnouncement('Retry me');
      const first = await runAlerts();
      expect(first).toMatchObject({ retrying: 1, failed: 1 });
      expect(errors.mock.calls.flat().join(' ')).toMatch(/gave up the alert to subscriber \d+/);
      errors.mockRestore();
      expect(smtp.messages.filter((mail) => mail.to[0] === 'flaky@example.com')).toHaveLength(0);
      expect(
        await rows("SELECT stopped_at IS NOT NULL AS stopped FROM subscribers WHERE email = 'gone@example.com'"),
      ).toEqual([{ stopped: 1 }]);

      // Too early: the backoff holds it.
      await runAlerts();
      expect(smtp.messages.filter((mail) => mail.to[0] === 'flaky@example.com')).toHaveLength(0);
      const later = new Date(Date.now() + 61_000);
      await runAlerts({ now: () => later });
      expect(smtp.messages.filter((mail) => mail.to[0] === 'flaky@example.com')).toHaveLength(1);
      await runAlerts({ now: () => new Date(Date.now() + 10 * 3_600_000) });
      expect(smtp.messages.filter((mail) => mail.to[0] === 'flaky@example.com')).toHaveLength(1);
      expect(smtp.messages.filter((mail) => mail.to[0] === 'gone@example.com')).toHaveLength(0);
    });

    it('sends each alert at most once with two dispatchers racing on one database', async () => {
      const client = await getDatabase();
      const stamp = new Date(Date.now() - 60_000).toISOString();
      await client.batch(
        Array.from({ length: 40 }, (_, index) => ({
          sql: `INSERT INTO subscribers (email, full_name, country, occupation, job_title, industry, lang, categories, confirmed_at)
          VALUES (?, 'R', 'TH', 'I', 'A', 'F', ?, 'announcements', ?)`,
          args: [`race${index}@example.com`, index % 2 ? 'th' : 'en', stamp],
        })),
        'write',
      );
      await addAnnouncement('Raced');
      await scanForNewItems();
      // A second process's own connection to the same store.
      const second: Client =
        engine === 'postgres'
          ? createPostgresClient(process.env.DATABASE_URL!)
          : createClient({ url: `file:${process.env.IR_DB_PATH}` });
      if (engine === 'sqlite') await second.execute('PRAGMA busy_timeout = 5000');
      smtp.messages.length = 0;
      const [a, b] = await Promise.all([
        dispatchAlerts({ transport: createTransport(smtp.url), pacer: noPause, pageSize: 7 }),
        fanOutAlertItems(
          new Date(),
          alertDeliveriesOn(async () => second),
        ).then(() =>
          dispatchAlerts({
            transport: createTransport(smtp.url),
            pacer: noPause,
            pageSize: 5,
            deliveries: alertDeliveriesOn(async () => second),
          }),
        ),
      ]);
      // Whatever the first missed (fan-out racing), one more run sends; still never twice.
      await dispatchAlerts({ transport: createTransport(smtp.url), pacer: noPause });
      await second.close();
      const raced = smtp.messages.filter((mail) => mail.to[0].startsWith('race'));
      expect(raced).toHaveLength(40);
      expect(new Set(raced.map((mail) => mail.to[0])).size).toBe(40);
      expect(a.mails + b.mails).toBeGreaterThan(0);
    });

    it('never resends a send interrupted by a crash (at most once)', async () => {
      await subscribe('crash@example.com', { categories: 'announcements' });
      await addAnnouncement('Crash');
      await scanForNewItems();
      await fanOutAlertItems();
      const client = await getDatabase();
      // A dispatcher claimed the row, then its process died before SMTP answered.
      await client.execute({
        sql: `UPDATE alert_deliveries SET state = 'sending', claim = 'dead', claimed_at = ?, attempts = 1
        WHERE subscriber_id = (SELECT id FROM subscribers WHERE email = 'crash@example.com')`,
        args: [new Date(Date.now() - 20 * 60_000).toISOString()],
      });
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      smtp.messages.length = 0;
      const report = await dispatchAlerts({ transport: createTransport(smtp.url), pacer: noPause });
      errors.mockRestore();
      expect(report.interrupted).toBeGreaterThan(0);
      expect(smtp.messages.filter((mail) => mail.to[0] === 'crash@example.com')).toHaveLength(0);
    });
  });
});
