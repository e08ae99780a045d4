import { RETENTION, mailTexts } from '@/lib/email-alerts';
import { newConfirmationToken } from '@/lib/email-alerts/server';
import { pages, absoluteUrl } from '@/lib/site';
import { getDatabase } from '../db';
import type { MailContent } from '../mail-content';
import { companyShortName } from './company-name';

/**
 * The confirmation mail of a sign-up, written when the outbox sends it (lib/mail/outbox.ts): a
 * new token is made, its hash stored on the sign-up (replacing the hash of any earlier try) with a new
 * expiry, and only the mail carries the token. Null when the sign-up is gone, cancelled, confirmed or
 * expired. The text is the site's, in the sign-up's language: nothing typed into the form appears in it.
 */
export function writeConfirmationMail(requestId: number, now: Date): Promise<MailContent | null> {
  return writeTokenMail(
    `UPDATE subscription_requests SET token_hash = ?, expires_at = ?
      WHERE id = ? AND confirmed_at IS NULL AND categories IS NOT NULL AND expires_at > ? RETURNING lang`,
    { requestId, now, page: pages.confirmSubscription, mail: confirmationMail },
  );
}

export function confirmationMail(lang: 'th' | 'en', link: string, companyName: string): MailContent {
  return tokenMail('confirm', lang, link, companyName);
}

/**
 * The mail of an unsubscribe asked for by address (the modal), written when the outbox sends it, as the
 * confirmation mail is: a new single-purpose token whose hash alone is stored on the request, and a link to
 * the page whose button ends the subscription. In the language of the mailbox's subscription. Null when the
 * request is gone, used or expired, or the mailbox is no longer subscribed.
 */
export function writeUnsubscribeMail(requestId: number, now: Date): Promise<MailContent | null> {
  return writeTokenMail(
    `UPDATE unsubscription_requests SET token_hash = ?, expires_at = ?
      WHERE id = ? AND done_at IS NULL AND expires_at > ?
        AND EXISTS (SELECT 1 FROM subscribers s WHERE s.mailbox = unsubscription_requests.mailbox)
      RETURNING (SELECT lang FROM subscribers s WHERE s.mailbox = unsubscription_requests.mailbox ORDER BY s.id LIMIT 1) AS lang`,
    { requestId, now, page: pages.confirmUnsubscription, mail: unsubscribeMail },
  );
}

export function unsubscribeMail(lang: 'th' | 'en', link: string, companyName: string): MailContent {
  return tokenMail('unsubscribe', lang, link, companyName);
}

/**
 * Makes a new token and stores its hash and expiry on the request: `update` sets them (token_hash,
 * expires_at) on the row of the request id still open at the time given, and answers the mail's
 * language; the mail then carries the link to `page` with the token. Null when no row was updated.
 */
async function writeTokenMail(
  update: string,
  {
    requestId,
    now,
    page,
    mail,
  }: {
    requestId: number;
    now: Date;
    page: Parameters<typeof absoluteUrl>[0];
    mail: (lang: 'th' | 'en', link: string, companyName: string) => MailContent;
  },
): Promise<MailContent | null> {
  const { token, hash } = newConfirmationToken();
  const client = await getDatabase();
  const result = await client.execute({
    sql: update,
    args: [hash, new Date(now.getTime() + RETENTION.confirmationMs).toISOString(), requestId, now.toISOString()],
  });
  const row = result.rows[0];
  if (!row) return null;
  const lang = row.lang === 'en' ? 'en' : 'th';
  return mail(lang, absoluteUrl(page, lang, `token=${token}`), await companyShortName(client, lang));
}

/** A mail whose link carries a token: its subject, what it is for, the link, how long it lasts, and what to do if unasked. */
function tokenMail(
  purpose: 'confirm' | 'unsubscribe',
  lang: 'th' | 'en',
  link: string,
  companyName: string,
): MailContent {
  const { t, company } = mailTexts(lang, companyName);
  return {
    subject: t(`${purpose}Subject`, { company }),
    body: [
      t(`${purpose}Intro`, { company }),
      '',
      t(`${purpose}Action`),
      link,
      '',
      t('confirmExpiry'),
      t(`${purpose}Ignore`),
      '',
    ].join('\n'),
  };
}
