/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDatabase, getDatabase } from '@/lib/store/db';
import { confirmSignUp, confirmUnsubscription } from '@/lib/store/email-alerts/subscriptions';
import { deliverQueuedMail } from '@/lib/mail/outbox';
import { CONTACT_MESSAGES_PER_DAY, storeContactMessage } from '@/lib/store/requests';
import { JOBS } from '@/lib/jobs/jobs';
import { setRunningScheduler, stopRunningScheduler } from '@/lib/server/process-bridge.mjs';
import { createScheduler } from '@/lib/jobs/scheduler';
import { createSqliteJobLock } from '@/lib/jobs/sqlite-lock';
import { startStandInServer } from '@/lib/testing/stand-in-server';
import { linkToken } from '@/lib/testing/mail-parts';
import { startSmtpSink, type SmtpSink } from '@/lib/testing/smtp-sink';
import { POST as cancelEmails } from './cancel-emails/route';
import { POST as contactInvestor } from './contact-investor/route';
import { POST as receiveEmails } from './receive-emails/route';
import en from '@/messages/en.json';
import th from '@/messages/th.json';

type Handler = (request: Request) => Promise<Response>;

const contact = {
  name: 'Somchai',
  surname: 'Jaidee',
  phone: '0812345678',
  fax: '021234567',
  address: '99 Rama 9 Road\nBangkok 10310',
  message: 'Please send me the latest One Report.',
};
const subscriber = {
  fullName: 'Malee Srisuk',
  email: 'malee@example.com',
  country: 'Thailand',
  occupation: 'Investor',
  jobTitle: 'Portfolio manager',
  industry: 'Finance',
  consent: 'yes',
  categories: 'announcements,news,documents,calendar',
  lang: 'en',
};

let folder: string;
let smtp: SmtpSink;
let lastAddress = 0;

/** Each request comes from its own address unless one is given, so the rate limit only bites where meant. */
function post(
  handler: Handler,
  body: unknown,
  { ip, headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  lastAddress += 1;
  return handler(
    new Request('http://ir.example.com/api/send_email/x', {
      method: 'POST',
      headers: {
        host: 'ir.example.com',
        'content-type': 'application/json',
        'x-forwarded-for': ip ?? `10.0.${Math.floor(lastAddress / 250)}.${lastAddress % 250}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

const rows = async (sql: string) => (await (await getDatabase()).execute(sql)).rows;

/**
 * The server's scheduler (instrumentation.ts) with its 'mail' job, so that mail goes out as it does
 * there: soon after a POST. The other jobs (the search index among them) would hold the store's write
 * lock at start and are not what these tests are about.
 */
function startJobs() {
  setRunningScheduler(
    createScheduler({ jobs: JOBS.filter((job) => job.name === 'mail'), lock: createSqliteJobLock() }),
  );
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-mail-'));
  process.env.IR_DB_PATH = path.join(folder, 'ir.db');
  smtp = await startSmtpSink();
  process.env.SMTP_URL = smtp.url;
  process.env.IR_MAIL_TO = 'ir-team@example.com';
  process.env.MAIL_FROM = 'IR website <no-reply@example.com>';
  delete process.env.IR_BACKEND_URL;
  startJobs();
});
afterAll(async () => {
  await stopRunningScheduler();
  await deliverQueuedMail();
  await closeDatabase();
  await smtp.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  smtp.messages.length = 0;
});
// What a test queued goes out before the next begins, so no test receives another's mail.
afterEach(async () => {
  if (process.env.SMTP_URL === smtp.url) await deliverQueuedMail({ ignoreBackoff: true });
});

describe('accepted requests', () => {
  it('stores a contact message, mails it to the IR team and answers the exact success text', async () => {
    const response = await post(contactInvestor, { ...contact, name: '  Somchai  ' });
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('Email sent successfully');
    expect(await rows('SELECT name, phone, message FROM contact_messages')).toEqual([
      expect.objectContaining({ name: 'Somchai', phone: '0812345678', message: contact.message }),
    ]);
    const [mail] = await smtp.waitFor(1);
    expect(mail.to).toEqual(['ir-team@example.com']);
    expect(mail.from).toBe('no-reply@example.com');
    expect(mail.raw).toContain('Please send me the latest One Report.');
  });

  it('signs up, confirms by the link of the mail; the unsubscribe modal mails a link and ends nothing until its page is used', async () => {
    const subscribed = await post(receiveEmails, { ...subscriber, email: 'Malee@Example.com', hobby: 'dropped' });
    await expect(subscribed.text()).resolves.toBe('Subscription request sent successfully');
    const [confirmation] = await smtp.waitFor(1);
    // Stored and mailed as typed (the domain in lower case, as every address is checked).
    expect(confirmation.to).toEqual(['Malee@example.com']);
    // A link only: nothing typed into the form but the address appears in the mail.
    expect(confirmation.raw).not.toContain('Malee Srisuk');
    expect(confirmation.raw).not.toContain('Portfolio manager');
    const token = linkToken(confirmation.raw, '/en/receiveemails/confirm');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await rows('SELECT COUNT(*) AS n FROM subscribers')).toEqual([expect.objectContaining({ n: 0 })]);
    await expect(confirmSignUp(token!)).resolves.toBe('confirmed');
    expect(await rows('SELECT email, full_name, lang, categories FROM subscribers')).toEqual([
      expect.objectContaining({
        email: 'Malee@example.com',
        full_name: 'Malee Srisuk',
        lang: 'en',
        categories: 'announcements,news,documents,calendar',
      }),
    ]);

    // Another spelling of the mailbox reaches the same subscription.
    const cancelled = await post(cancelEmails, { email: 'malee+ir@example.com' });
    await expect(cancelled.text()).resolves.toBe('Unsubscription request sent successfully');
    const [, request] = await smtp.waitFor(2);
    expect(request.to).toEqual(['malee+ir@example.com']);
    const unsubscribeToken = linkToken(request.raw, '/en/receiveemails/unsubscribe');
    expect(unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored, and nothing has ended yet.
    expect(await rows('SELECT token_hash FROM unsubscription_requests')).toEqual([
      expect.objectContaining({ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    ]);
    expect(await rows('SELECT COUNT(*) AS n FROM subscribers')).toEqual([expect.objectContaining({ n: 1 })]);
    expect(await rows('SELECT withdrawn_at FROM subscription_consents')).toEqual([
      expect.objectContaining({ withdrawn_at: null }),
    ]);
    // A sign-up token does not unsubscribe, nor does an unsubscribe token confirm.
    await expect(confirmUnsubscription(token!)).resolves.toBe('invalid');
    await expect(confirmSignUp(unsubscribeToken!)).resolves.toBe('invalid');

    await expect(confirmUnsubscription(unsubscribeToken!)).resolves.toBe('unsubscribed');
    expect(await rows('SELECT COUNT(*) AS n FROM subscribers')).toEqual([expect.objectContaining({ n: 0 })]);
    expect(await rows('SELECT withdrawn_at IS NOT NULL AS w FROM subscription_consents')).toEqual([
      expect.objectContaining({ w: 1 }),
    ]);
    // Used once.
    await expect(confirmUnsubscription(unsubscribeToken!)).resolves.toBe('invalid');
    await deliverQueuedMail({ ignoreBackoff: true });
    expect(smtp.messages).toHaveLength(2);
  });

  it('answers the unsubscribe of an address that is not subscribed alike, and mails nobody', async () => {
    const queuedBefore = (await rows('SELECT COUNT(*) AS n FROM mail_outbox'))[0].n;
    const response = await post(cancelEmails, { email: 'stranger@example.com' });
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('Unsubscription request sent successfully');
    expect((await rows('SELECT COUNT(*) AS n FROM mail_outbox'))[0].n).toBe(queuedBefore);
    expect(
      await rows("SELECT COUNT(*) AS n FROM unsubscription_requests WHERE email = 'stranger@example.com'"),
    ).toEqual([expect.objectContaining({ n: 0 })]);
  });

  it('sends one confirmation mail for 20 spellings of one mailbox', async () => {
    const spellings = [
      ...Array.from({ length: 16 }, (_, index) => `bomb+${index + 1}@gmail.com`),
      'b.o.m.b@gmail.com',
      'BOMB@gmail.com',
      'Bo.Mb+x@googlemail.com',
      'bomb@GMAIL.COM',
    ];
    for (const email of spellings) {
      const response = await post(receiveEmails, { ...subscriber, email });
      await expect(response.text()).resolves.toBe('Subscription request sent successfully');
    }
    await deliverQueuedMail({ ignoreBackoff: true });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0].to).toEqual(['bomb+1@gmail.com']);
  });

  it('takes consent as JSON true as well as the form value, and every category when none are sent', async () => {
    const withoutCategories: Partial<typeof subscriber> = { ...subscriber };
    delete withoutCategories.categories;
    const response = await post(receiveEmails, {
      ...withoutCategories,
      email: 'api-client@example.com',
      consent: true,
    });
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('Subscription request sent successfully');
    expect(await rows("SELECT categories FROM subscription_requests WHERE email = 'api-client@example.com'")).toEqual([
      expect.objectContaining({ categories: 'announcements,news,documents,calendar,dividends' }),
    ]);
  });

  it('answers an unknown address exactly like a known one and mails nobody', async () => {
    const queuedBefore = (await rows('SELECT COUNT(*) AS n FROM mail_outbox'))[0].n;
    const response = await post(cancelEmails, { email: 'nobody@example.com' });
    expect(response.status).toBe(200);
    await expect(response.text()).resolves.toBe('Unsubscription request sent successfully');
    expect((await rows('SELECT COUNT(*) AS n FROM mail_outbox'))[0].n).toBe(queuedBefore);
  });
});

describe('refused requests', () => {
  // Each refused field of each form: [form, field, value, the message in the 400].
  const forms = {
    contact: { handler: contactInvestor, body: contact },
    subscribe: { handler: receiveEmails, body: subscriber },
  };
  const fieldErrors: [keyof typeof forms, string, string, string][] = [
    ['contact', 'name', '   ', 'Please enter your first name'],
    ['contact', 'surname', '', 'Please enter your last name'],
    ['contact', 'phone', '081234567', 'Please enter a valid phone number'],
    ['contact', 'phone', '08-1234-5678', 'Please enter a valid phone number'],
    ['contact', 'fax', '02123456', 'Please enter a valid fax number'],
    ['contact', 'fax', '02123456789', 'Please enter a valid fax number'],
    ['contact', 'address', '', 'Please enter your address'],
    ['contact', 'message', '', 'Please enter your message'],
    ['contact', 'name', 'Som\u0000chai', 'Please enter your first name'],
    ['contact', 'surname', 'Jai\r\nBcc: x@example.com', 'Please enter your last name'],
    ['subscribe', 'fullName', '', 'Please enter your full name'],
    ['subscribe', 'email', 'malee@example', 'Please enter a valid email'],
    ['subscribe', 'email', 'malee example.com', 'Please enter a valid email'],
    ['subscribe', 'country', ' ', 'Please enter your country'],
    ['subscribe', 'occupation', '', 'Please enter your occupation'],
    ['subscribe', 'jobTitle', '', 'Please enter your job title'],
    ['subscribe', 'industry', '', 'Please enter your industry'],
  ];
  it.each(fieldErrors)('%s: %s = %j gives 400 with its message', async (form, field, value, message) => {
    const { handler, body } = forms[form];
    const response = await post(handler, { ...body, [field]: value });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ errors: { [field]: message } });
  });

  it('contact: a missing field gives 400 with its message', async () => {
    const withoutPhone: Partial<typeof contact> = { ...contact };
    delete withoutPhone.phone;
    const response = await post(contactInvestor, withoutPhone);
    await expect(response.json()).resolves.toEqual({ errors: { phone: 'Please enter a valid phone number' } });
  });

  it('unsubscribe: an invalid e-mail gives 400 with its message', async () => {
    const response = await post(cancelEmails, { email: 'not-an-email' });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ errors: { email: 'Please enter a valid email' } });
  });

  it('reports every invalid field at once', async () => {
    const response = await post(contactInvestor, {});
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(['address', 'fax', 'message', 'name', 'phone', 'surname']);
  });

  it('refuses a body over 16 KB with 413, with or without Content-Length', async () => {
    const big = { ...contact, message: 'x'.repeat(17 * 1024) };
    expect((await post(contactInvestor, big)).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(JSON.stringify(big)));
        controller.close();
      },
    });
    const chunked = new Request('http://ir.example.com/api/send_email/contact-investor', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await contactInvestor(chunked)).status).toBe(413);
  });

  it('refuses anything but JSON with 415', async () => {
    const response = await post(contactInvestor, 'name=Somchai', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await post(contactInvestor, '{"name":', {})).status).toBe(400);
  });

  it('limits a burst from one address with 429 and Retry-After, per route', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1)
      statuses.push((await post(cancelEmails, { email: 'x' }, { ip: '192.0.2.7' })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const limited = await post(cancelEmails, { email: 'x' }, { ip: '192.0.2.7' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await post(receiveEmails, { email: 'x' }, { ip: '192.0.2.7' })).status).toBe(400);
  });

  it('refuses a cross-site request with 403 and accepts the same origin', async () => {
    const foreign = await post(contactInvestor, contact, { headers: { origin: 'https://evil.example.net' } });
    expect(foreign.status).toBe(403);
    expect((await post(contactInvestor, contact, { headers: { origin: 'null' } })).status).toBe(403);
    const same = await post(contactInvestor, contact, { headers: { origin: 'http://ir.example.com' } });
    expect(same.status).toBe(200);
    await smtp.waitFor(1);
  });
});

describe('odd bodies', () => {
  it.each([
    ['a list', '{"email":["a@b.co"]}'],
    ['an object', '{"email":{}}'],
    ['a number', '{"email":5}'],
    ['a boolean', '{"email":true}'],
    ['deep nesting', `{"email":${'['.repeat(2000)}${']'.repeat(2000)}}`],
  ])('refuses %s for a field with 400 and a clear message, never a 500', async (_case, body) => {
    const errors = jest.spyOn(console, 'error');
    const response = await post(cancelEmails, body);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ errors: { email: 'Please enter a valid email' } });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('does not turn numbers into text in any form', async () => {
    const response = await post(contactInvestor, { ...contact, phone: 812345678, fax: 21234567 });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({
      errors: { phone: 'Please enter a valid phone number', fax: 'Please enter a valid fax number' },
    });
  });

  it("answers every field error with the site's own message in the request's language", async () => {
    const thai = await post(cancelEmails, { email: 5 }, { headers: { 'accept-language': 'th-TH,th;q=0.9,en;q=0.8' } });
    await expect(thai.json()).resolves.toEqual({ errors: { email: th.ReceiveEmails.form.error.email } });
    const consent = await post(receiveEmails, { ...subscriber, consent: 1, lang: 'th' });
    await expect(consent.json()).resolves.toEqual({ errors: { consent: th.ReceiveEmails.form.error.consent } });
    const refused = await post(receiveEmails, { ...subscriber, consent: false, country: ['x'], lang: 'en' });
    await expect(refused.json()).resolves.toEqual({
      errors: { consent: en.ReceiveEmails.form.error.consent, country: en.ReceiveEmails.form.error.country },
    });
    const long = await post(
      contactInvestor,
      { ...contact, name: 'n'.repeat(101) },
      { headers: { 'accept-language': 'th' } },
    );
    await expect(long.json()).resolves.toEqual({
      errors: { name: th.Information.form.tooLong.replace(/\{max(?:, number)?\}/, '100') },
    });
    for (const response of [thai, consent, refused, long]) expect(response.status).toBe(400);
  });

  it.each([
    ['__proto__', '{"__proto__":{"email":"malee@example.com"}}'],
    ['constructor', '{"constructor":{"prototype":{"email":"malee@example.com"}}}'],
    ['__proto__ beside the field', '{"email":"malee@example.com","__proto__":{"polluted":true}}'],
  ])('ignores %s keys: they reach no field and pollute nothing', async (_case, body) => {
    const response = await post(cancelEmails, body);
    expect([200, 400]).toContain(response.status);
    if (response.status === 400)
      await expect(response.json()).resolves.toEqual({ errors: { email: 'Please enter a valid email' } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).email).toBeUndefined();
  });

  it.each(['[]', '"text"', '42', 'null'])('refuses the JSON value %s where an object is expected', async (body) => {
    const response = await post(cancelEmails, body);
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ error: expect.any(String) });
  });
});

describe('bounded input', () => {
  it.each(['x<victim@evil.test>', 'a,b@example.com', 'g:x@example.com;', 'x@example.com>,<root'])(
    'refuses %s, which is not one plain address, on both newsletter calls',
    async (email) => {
      const subscribed = await post(receiveEmails, { ...subscriber, email });
      expect(subscribed.status).toBe(400);
      await expect(subscribed.json()).resolves.toEqual({ errors: { email: 'Please enter a valid email' } });
      const cancelled = await post(cancelEmails, { email });
      await expect(cancelled.json()).resolves.toEqual({ errors: { email: 'Please enter a valid email' } });
    },
  );

  const forms = { contact: [contactInvestor, contact], subscribe: [receiveEmails, subscriber] } as const;
  const limits: [keyof typeof forms, string, number][] = [
    ['contact', 'name', 100],
    ['contact', 'surname', 100],
    ['contact', 'address', 300],
    ['contact', 'message', 5000],
    ['subscribe', 'fullName', 100],
    ['subscribe', 'country', 100],
    ['subscribe', 'occupation', 100],
    ['subscribe', 'jobTitle', 100],
    ['subscribe', 'industry', 100],
  ];
  it.each(limits)('%s: %s takes at most %i characters, else 400 with the limit', async (form, field, max) => {
    const [handler, valid] = forms[form];
    // Thai letters: the limit counts characters, not bytes.
    const atLimit = await post(handler, { ...valid, [field]: 'ก'.repeat(max) });
    expect(atLimit.status).toBe(200);
    const over = await post(handler, { ...valid, [field]: 'ก'.repeat(max + 1) });
    expect(over.status).toBe(400);
    await expect(over.json()).resolves.toEqual({
      errors: { [field]: `At most ${max.toLocaleString('en')} characters` },
    });
  });

  it('e-mail: at most 254 characters', async () => {
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`;
    expect(longest).toHaveLength(254);
    expect((await post(cancelEmails, { email: longest })).status).toBe(200);
    const over = await post(cancelEmails, { email: `e${longest.slice(1).replace('@', '@e')}` });
    expect(over.status).toBe(400);
    await expect(over.json()).resolves.toEqual({ errors: { email: 'At most 254 characters' } });
  });

  it.each([
    ['name', 'Som\u202Echai', 'Please enter your first name'],
    ['surname', 'Jai\u2066dee\u2069', 'Please enter your last name'],
    ['address', '\u202D99 Rama 9 Road', 'Please enter your address'],
    ['message', 'Hello \u202Aworld\u202C', 'Please enter your message'],
  ])('contact: refuses the bidi controls in %s = %j', async (field, value, message) => {
    const response = await post(contactInvestor, { ...contact, [field]: value });
    expect(response.status).toBe(400);
    await expect(response.json()).resolves.toEqual({ errors: { [field]: message } });
  });

  it.each(['\u200B\u200B', '\u3164', ' \u00A0\u2800 ', '\u2060\uFEFF'])(
    'refuses a field made only of invisible characters (%j)',
    async (value) => {
      const response = await post(receiveEmails, { ...subscriber, fullName: value });
      expect(response.status).toBe(400);
      await expect(response.json()).resolves.toEqual({ errors: { fullName: 'Please enter your full name' } });
    },
  );

  it('normalizes the address (trimmed, domain lower-case) before it is used', async () => {
    const upstream = await startStandInServer(() => ({
      status: 200,
      body: 'Unsubscription request sent successfully',
    }));
    process.env.IR_BACKEND_URL = upstream.url;
    try {
      await post(cancelEmails, { email: '  Malee.Srisuk@Example.CO.TH ' });
      expect(JSON.parse(upstream.requests[0].body)).toEqual({ email: 'Malee.Srisuk@example.co.th' });
    } finally {
      delete process.env.IR_BACKEND_URL;
      await upstream.close();
    }
  });
});

describe('stored once, bounded per day', () => {
  it('keeps the message only in contact_messages: the mail names the row and is written from it', async () => {
    const message = `Stored once? ${Date.now()}`;
    expect((await post(contactInvestor, { ...contact, message })).status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail.raw).toContain(message);
    const [row] = await rows(`SELECT o.body, o.subject, o.contact_message_id = c.id AS linked FROM mail_outbox o
      JOIN contact_messages c ON c.message = '${message}' WHERE o.contact_message_id = c.id`);
    expect(row).toEqual({ body: null, subject: null, linked: 1 });
    const copies = await rows(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE body LIKE '%${message}%' OR subject LIKE '%${message}%'`,
    );
    expect(copies[0].n).toBe(0);
  });

  it(`stores at most ${CONTACT_MESSAGES_PER_DAY} messages per client in 24 hours, then answers 429`, async () => {
    const ip = '192.0.2.55';
    const dayStart = new Date(Date.now() - 23 * 60 * 60 * 1000);
    for (let i = 0; i < CONTACT_MESSAGES_PER_DAY; i += 1) {
      await expect(
        storeContactMessage(contact, { clientKey: ip, now: new Date(dayStart.getTime() + i * 1000) }),
      ).resolves.toEqual({ stored: true });
    }
    const before = (await rows('SELECT COUNT(*) AS n FROM contact_messages'))[0].n;
    const refused = await post(contactInvestor, contact, { ip });
    expect(refused.status).toBe(429);
    // The oldest of the day turns a day old in about an hour.
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await rows('SELECT COUNT(*) AS n FROM contact_messages'))[0].n).toBe(before);
    // Another client is not held back.
    expect((await post(contactInvestor, contact, { ip: '192.0.2.56' })).status).toBe(200);
    await smtp.waitFor(1);
  });
});

describe('origin check', () => {
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  it('uses Sec-Fetch-Site when present', async () => {
    for (const site of ['cross-site', 'same-site']) {
      expect(
        (
          await post(
            cancelEmails,
            { email: 'a@example.com' },
            { headers: { 'sec-fetch-site': site, origin: 'http://ir.example.com' } },
          )
        ).status,
      ).toBe(403);
    }
    // A proxy rewrote Host, so Origin and Host differ; the browser still says same-origin.
    const proxied = await post(
      cancelEmails,
      { email: 'a@example.com' },
      { headers: { 'sec-fetch-site': 'same-origin', origin: 'https://ir.example.com', host: '127.0.0.1:3000' } },
    );
    expect(proxied.status).toBe(200);
  });

  it('compares scheme and host with SITE_URL when it is set', async () => {
    process.env.SITE_URL = 'https://ir.example.com';
    const headers = (origin: string) => ({ headers: { origin, host: '127.0.0.1:3000' } });
    expect((await post(cancelEmails, { email: 'a@example.com' }, headers('https://ir.example.com'))).status).toBe(200);
    expect((await post(cancelEmails, { email: 'a@example.com' }, headers('http://ir.example.com'))).status).toBe(403);
    expect((await post(cancelEmails, { email: 'a@example.com' }, headers('https://ir.example.com:8443'))).status).toBe(
      403,
    );
    expect((await post(cancelEmails, { email: 'a@example.com' }, headers('https://127.0.0.1:3000'))).status).toBe(403);
  });

  it("compares scheme and host with the request's own origin without SITE_URL", async () => {
    expect(
      (await post(cancelEmails, { email: 'a@example.com' }, { headers: { origin: 'http://ir.example.com' } })).status,
    ).toBe(200);
    expect(
      (await post(cancelEmails, { email: 'a@example.com' }, { headers: { origin: 'https://ir.example.com' } })).status,
    ).toBe(403);
  });
});

describe('mail that cannot go out', () => {
  it('stays queued while SMTP is down and is delivered by a retry and at the next start', async () => {
    await deliverQueuedMail();
    const down = await startSmtpSink();
    await down.close();
    process.env.SMTP_URL = down.url;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await post(contactInvestor, { ...contact, message: 'Sent while SMTP was down' });
      await expect(response.text()).resolves.toBe('Email sent successfully');
      const report = await deliverQueuedMail();
      expect(report).toMatchObject({ sent: 0, pending: 1 });
      expect(await rows('SELECT message FROM contact_messages ORDER BY id DESC LIMIT 1')).toEqual([
        { message: 'Sent while SMTP was down' },
      ]);
      expect(
        await rows(
          'SELECT attempts > 0 AS tried, last_error IS NOT NULL AS failed FROM mail_outbox WHERE sent_at IS NULL',
        ),
      ).toEqual([{ tried: 1, failed: 1 }]);

      // The next start of the server retries on its own, though the mail's next try is not due yet.
      process.env.SMTP_URL = smtp.url;
      await stopRunningScheduler();
      await closeDatabase();
      await getDatabase();
      startJobs();
      const [mail] = await smtp.waitFor(1);
      expect(mail.raw).toContain('Sent while SMTP was down');
      await expect(deliverQueuedMail()).resolves.toMatchObject({ pending: 0 });
    } finally {
      process.env.SMTP_URL = smtp.url;
      errors.mockRestore();
    }
  });

  it('mail:retry style delivery sends what is queued once SMTP is back', async () => {
    delete process.env.SMTP_URL;
    await post(receiveEmails, { ...subscriber, email: 'later@example.com' });
    await expect(deliverQueuedMail()).resolves.toMatchObject({ sent: 0, pending: 1 });
    process.env.SMTP_URL = smtp.url;
    await expect(deliverQueuedMail()).resolves.toMatchObject({ sent: 1, pending: 0 });
    expect(smtp.messages.map((mail) => mail.to)).toEqual([['later@example.com']]);
  });
});

describe('remote mode', () => {
  it('forwards the checked JSON and relays the reply text and status', async () => {
    const upstream = await startStandInServer(() => ({ status: 200, body: 'Email sent successfully' }));
    process.env.IR_BACKEND_URL = upstream.url;
    try {
      const response = await post(contactInvestor, { ...contact, name: ' Somchai ', extra: 'dropped' });
      expect(response.status).toBe(200);
      await expect(response.text()).resolves.toBe('Email sent successfully');
      expect(upstream.requests[0]).toMatchObject({ method: 'POST', path: '/api/send_email/contact-investor' });
      expect(JSON.parse(upstream.requests[0].body)).toEqual(contact);

      // The sign-up's alert fields go in the same body; the company backend owns subscriptions.
      upstream.answer(() => ({ status: 200, body: 'Subscription request sent successfully' }));
      await expect((await post(receiveEmails, subscriber)).text()).resolves.toBe(
        'Subscription request sent successfully',
      );
      expect(upstream.requests[1]).toMatchObject({ method: 'POST', path: '/api/send_email/receive-emails' });
      expect(JSON.parse(upstream.requests[1].body)).toEqual(subscriber);

      upstream.answer(() => ({ status: 500, body: 'Mail server error' }));
      const failed = await post(receiveEmails, subscriber);
      expect(failed.status).toBe(500);
      await expect(failed.text()).resolves.toBe('Mail server error');
    } finally {
      delete process.env.IR_BACKEND_URL;
      await upstream.close();
    }
  });
});
