import { createClient } from '@libsql/client';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { linkToken, mailParts } from '@/lib/testing/mail-parts';
import type { ReceivedMail, SmtpSink } from '@/lib/testing/smtp-sink';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { expect, test } from './fixtures';
import { ownServer, publishTo } from './own-workspace-server';
import { confirmSignUp, signUpData, typeSignUp } from './subscriber';
import type { SecondServer } from './second-server';

/**
 * The e-mail alerts end to end, in both languages, on a server of its own (a fresh SQLite file, mail to a real
 * SMTP server on 127.0.0.1): sign up with consent, confirm by the mailed link, publish with
 * `npm run publish`, receive the alert (headers, language, category), one-click unsubscribe, and a
 * second publish that sends that address nothing. Then the mail abuse a stranger could try: 20
 * spellings of one mailbox get one confirmation mail, and the unsubscribe modal only mails a link whose
 * page's button ends the subscription.
 */

const catalogues = { th, en } as const;

let smtp: SmtpSink;
let app: SecondServer;
let folder: string;

test.describe.configure({ mode: 'serial' });
test.setTimeout(120_000);

const own = ownServer(
  'alerts',
  { REVALIDATE_SECRET: 'e2e-alerts-secret', ALERT_MAILS_PER_SECOND: '0' },
  { mail: true },
);
test.beforeAll(() => ({ app, folder, smtp } = own));

const prefix = (locale: 'th' | 'en') => (locale === 'en' ? '/en' : '');

async function mailTo(
  address: string,
  matching: (mail: ReceivedMail) => boolean = () => true,
  timeoutMs = 30_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.find((mail) => mail.to.includes(address) && matching(mail));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));

/** Signs up through the API (the same POST the form sends) and confirms through the confirm endpoint. */
async function subscribeByApi(
  request: APIRequestContext,
  email: string,
  locale: 'th' | 'en',
  categories: string,
): Promise<void> {
  const signUp = await request.post(`${app.base}/api/send_email/receive-emails`, {
    data: signUpData('Api Subscriber', email, locale, categories),
  });
  expect(await signUp.text()).toBe('Subscription request sent successfully');
  const token = linkToken((await mailTo(email)).raw, `${prefix(locale)}/receiveemails/confirm`);
  await confirmSignUp(request, app.base, token, locale);
}

async function publish(list: string, item: object): Promise<void> {
  const file = path.join(folder, `item-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(item));
  const pdf = path.join(folder, 'notice.pdf');
  writeFileSync(pdf, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const stdout = await publishTo(own, [list, file, pdf]);
  expect(stdout).toContain('alerts queued');
  expect(stdout).toContain(`revalidated ${app.base}`);
  // The published document is a file of this test, not of the checkout.
  const url = /document: public(\/documents\/published\/\S+)/.exec(stdout)?.[1];
  if (url) rmSync(path.join(process.cwd(), 'public', url), { force: true });
}

async function fillSignUp(page: Page, locale: 'th' | 'en', email: string) {
  const form = catalogues[locale].ReceiveEmails.form;
  const signUp = page.locator('main form').first();
  await expect(signUp.getByRole('button', { name: form.submit })).toBeEnabled();
  await typeSignUp(signUp, form);
  await signUp.getByLabel(form.email, { exact: false }).first().fill(email);
  return signUp;
}

for (const locale of ['th', 'en'] as const) {
  const m = catalogues[locale];

  test(`${locale}: a sign-up without consent shows the field error and sends nothing`, async ({ page }) => {
    const email = `no-consent-${locale}@example.com`;
    await page.goto(`${app.base}${prefix(locale)}/receiveemails`);
    const form = await fillSignUp(page, locale, email);
    await form.getByRole('button', { name: m.ReceiveEmails.form.submit }).click();
    await expect(form.getByText(m.ReceiveEmails.form.error.consent)).toBeVisible();
    await expect(form.getByRole('checkbox', { name: m.ReceiveEmails.form.consent })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.waitForTimeout(500);
    expect(mailsTo(email)).toHaveLength(0);
  });

  test(`${locale}: sign up, confirm by the mailed link, get the alert of a published announcement, one-click unsubscribe`, async ({
    page,
    request,
  }) => {
    const reader = `reader-${locale}@example.com`;
    const calendarOnly = `calendar-${locale}@example.com`;
    const witness = `witness-${locale}@example.com`;

    // Sign up with consent on the page.
    await page.goto(`${app.base}${prefix(locale)}/receiveemails`);
    const form = await fillSignUp(page, locale, reader);
    await form.getByRole('checkbox', { name: m.ReceiveEmails.form.consent }).check();
    await form.getByRole('button', { name: m.ReceiveEmails.form.submit }).click();
    const success = page.getByRole('alertdialog').filter({ hasText: m.ReceiveEmails.form.success });
    await expect(success).toContainText(m.ReceiveEmails.form.confirmByLink);

    // The confirmation mail: a link only, in the page's language.
    const confirmation = await mailTo(reader);
    expect(confirmation.raw).not.toContain('Malee');
    const token = linkToken(confirmation.raw, `${prefix(locale)}/receiveemails/confirm`);
    expect(token).toBeDefined();

    // Following the link confirms nothing by itself: the button does.
    await page.goto(`${app.base}${prefix(locale)}/receiveemails/confirm?token=${token}`);
    await page.getByRole('button', { name: m.EmailAlerts.confirm.submit }).click();
    await expect(page.getByRole('status')).toHaveText(m.EmailAlerts.confirm.confirmed);
    // Single use.
    await page.goto(`${app.base}${prefix(locale)}/receiveemails/confirm?token=${token}`);
    await page.getByRole('button', { name: m.EmailAlerts.confirm.submit }).click();
    await expect(page.getByRole('status')).toHaveText(m.EmailAlerts.confirm.invalid);

    await subscribeByApi(request, calendarOnly, locale, 'calendar');
    await subscribeByApi(request, witness, locale, 'announcements,news,documents,calendar');

    // Publish an announcement with the command.
    const title = { th: `ประกาศทดสอบ ${locale} ${Date.now()}`, en: `Test announcement ${locale} ${Date.now()}` };
    await publish('new_set', {
      th: { new_set_title: title.th, new_set_date: '2026-11-20' },
      en: { new_set_title: title.en, new_set_date: '2026-11-20' },
    });

    const alert = mailParts((await mailTo(reader, (mail) => mail.raw.includes('List-Unsubscribe'))).raw);
    expect(alert.headers['list-unsubscribe']).toMatch(
      new RegExp(`^<${app.base.replace(/[.:/]/g, '\\$&')}/api/email-alerts/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(alert.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(alert.text).toContain(title[locale]);
    expect(alert.html).toContain(`<html lang="${locale}">`);
    expect(alert.text).toContain(m.Routes.newsSet);
    expect(alert.text).toContain(`${prefix(locale)}/receiveemails/preferences?token=`);
    await mailTo(witness, (mail) => mail.raw.includes('List-Unsubscribe'));
    // Only for its category.
    expect(mailsTo(calendarOnly).filter((mail) => mail.raw.includes('List-Unsubscribe'))).toHaveLength(0);

    // The visible link opens a page with an unsubscribe button and the categories.
    const preferences = /(\S*\/receiveemails\/preferences\?token=[\w.-]+)/.exec(alert.text)![1];
    await page.goto(preferences);
    await expect(page.getByRole('button', { name: m.EmailAlerts.preferences.unsubscribe })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: m.EmailAlerts.categories.calendar })).toBeChecked();

    // One-click POST (RFC 8058), as a mail program sends it.
    const oneClick = alert.headers['list-unsubscribe'].slice(1, -1);
    const unsubscribed = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(unsubscribed.status()).toBe(200);
    await page.reload();
    await expect(page.getByText(m.EmailAlerts.preferences.invalid)).toBeVisible();

    // A second publish: the witness gets it, the unsubscribed address nothing.
    const before = mailsTo(reader).length;
    const second = { th: `ประกาศที่สอง ${locale} ${Date.now()}`, en: `Second announcement ${locale} ${Date.now()}` };
    await publish('new_set', {
      th: { new_set_title: second.th, new_set_date: '2026-11-21' },
      en: { new_set_title: second.en, new_set_date: '2026-11-21' },
    });
    await mailTo(witness, (mail) => mailParts(mail.raw).text.includes(second[locale]));
    expect(mailsTo(reader)).toHaveLength(before);
  });
}

test('20 spellings of one mailbox, posted at once, get exactly one confirmation mail', async ({ request }) => {
  const spellings = [
    ...Array.from({ length: 16 }, (_, index) => `bomb+${index + 1}@gmail.com`),
    'b.o.m.b@gmail.com',
    'BOMB@gmail.com',
    'Bo.Mb+x@googlemail.com',
    'bomb@GMAIL.COM',
  ];
  const replies = await Promise.all(
    spellings.map((email) =>
      request.post(`${app.base}/api/send_email/receive-emails`, {
        data: {
          fullName: 'Bomb',
          email,
          country: 'Thailand',
          occupation: 'x',
          jobTitle: 'x',
          industry: 'x',
          consent: true,
          lang: 'en',
        },
      }),
    ),
  );
  for (const reply of replies) expect(await reply.text()).toBe('Subscription request sent successfully');
  const toMailbox = () =>
    smtp.messages.filter((mail) =>
      mail.to.some((to) => /@(gmail|googlemail)\.com$/i.test(to) && /^b\.?o\.?m\.?b/i.test(to)),
    );
  await expect.poll(() => toMailbox().length, { timeout: 30_000 }).toBeGreaterThan(0);
  // The mail job runs after every form post: give any further mail time to arrive.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const count = toMailbox().length;
  console.log(`[e2e] confirmation mails for ${spellings.length} spellings of one mailbox: ${count}`);
  test.info().annotations.push({ type: 'confirmation mails for 20 spellings', description: String(count) });
  expect(count).toBe(1);
});

test('the unsubscribe modal mails one link; the subscriber stays until the button of its page is pressed', async ({
  page,
  request,
}) => {
  const email = `leaver-${Date.now()}@example.com`;
  await subscribeByApi(request, email, 'en', 'announcements,news');
  const db = createClient({ url: `file:${path.join(folder, 'ir.db')}` });
  const subscribed = async () =>
    Number(
      (await db.execute({ sql: 'SELECT COUNT(*) AS n FROM subscribers WHERE email = ?', args: [email] })).rows[0].n,
    );
  try {
    expect(await subscribed()).toBe(1);
    const before = mailsTo(email).length;

    await page.goto(`${app.base}/en/receiveemails`);
    const opener = page.getByRole('button', { name: en.ReceiveEmails.unsubscribe.open });
    await expect(opener).toBeEnabled();
    await opener.click();
    const dialog = page.getByRole('dialog', { name: en.ReceiveEmails.unsubscribe.title });
    await dialog.getByRole('textbox').fill(email);
    await dialog.getByRole('button', { name: en.ReceiveEmails.unsubscribe.submit }).click();
    await expect(
      page.getByRole('alertdialog').filter({ hasText: en.ReceiveEmails.form.unsubscribeSuccess }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    const mail = await mailTo(email, (one) => one.raw.includes('/receiveemails/unsubscribe'));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(mailsTo(email)).toHaveLength(before + 1);
    expect(await subscribed()).toBe(1);

    const token = linkToken(mail.raw, '/en/receiveemails/unsubscribe');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Opening the link (as a mail scanner would) ends nothing.
    const opened = await page.goto(`${app.base}/en/receiveemails/unsubscribe?token=${token}`);
    expect(opened?.headers()['cache-control']).toContain('no-store');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText(email)).toBeVisible();
    expect(await subscribed()).toBe(1);

    await page.getByRole('button', { name: en.EmailAlerts.unsubscribe.submit }).click();
    await expect(page.getByText(en.EmailAlerts.unsubscribe.unsubscribed)).toBeVisible();
    expect(await subscribed()).toBe(0);
    // The link works once.
    await page.goto(`${app.base}/receiveemails/unsubscribe?token=${token}`);
    await expect(page.getByText(th.EmailAlerts.unsubscribe.invalid)).toBeVisible();
  } finally {
    db.close();
  }
});

test('the privacy notice exists in both languages and the footer links to it', async ({ page }) => {
  for (const locale of ['th', 'en'] as const) {
    await page.goto(`${app.base}${prefix(locale)}/receiveemails`);
    await page.locator('footer').getByRole('link', { name: catalogues[locale].Footer.privacy }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(locale)}/privacy$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogues[locale].Routes.privacy);
    await expect(page.getByRole('heading', { name: catalogues[locale].PrivacyNotice.withdraw.heading })).toBeVisible();
  }
});
