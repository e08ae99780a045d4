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
export async function writeConfirmationMail(requestId: number, now: Date): Promise<MailContent | null> {
  const { token, hash } = newConfirmationToken();
  const client = await getDatabase();
  const result = await client.execute({
    sql: `UPDATE subscription_requests SET token_hash = ?, expires_at = ?
      WHERE id = ? AND confirmed_at IS NULL AND categories IS NOT NULL AND expires_at > ? RETURNING lang`,
    args: [hash, new Date(now.getTime() + RETENTION.confirmationMs).toISOString(), requestId, now.toISOString()],
  });
  const row = result.rows[0];
  if (!row) return null;
  const lang = row.lang === 'en' ? 'en' : 'th';
  return confirmationMail(
    lang,
    absoluteUrl(pages.confirmSubscription, lang, `token=${token}`),
    await companyShortName(client, lang),
  );
}

export function confirmationMail(lang: 'th' | 'en', link: string, companyName: string): MailContent {
  const { t, company } = mailTexts(lang, companyName);
  return {
    subject: t('confirmSubject', { company }),
    body: [
      t('confirmIntro', { company }),
      '',
      t('confirmAction'),
      link,
      '',
      t('confirmExpiry'),
      t('confirmIgnore'),
      '',
    ].join('\n'),
  };
}

/**
 * The mail of an unsubscribe asked for by address (the modal), written when the outbox sends it, as the
 * confirmation mail is: a new single-purpose token whose hash alone is stored on the request, and a link to
 * the page whose button ends the subscription. In the language of the mailbox's subscription. Null when the
 * request is gone, used or expired, or the mailbox is no longer subscribed.
 */
export async function writeUnsubscribeMail(requestId: number, now: Date): Promise<MailContent | null> {
  const { token, hash } = newConfirmationToken();
  const client = await getDatabase();
  const result = await client.execute({
    sql: `UPDATE unsubscription_requests SET token_hash = ?, expires_at = ?
      WHERE id = ? AND done_at IS NULL AND expires_at > ?
        AND EXISTS (SELECT 1 FROM subscribers s WHERE s.mailbox = unsubscription_requests.mailbox)
      RETURNING (SELECT lang FROM subscribers s WHERE s.mailbox = unsubscription_requests.mailbox ORDER BY s.id LIMIT 1) AS lang`,
    args: [hash, new Date(now.getTime() + RETENTION.confirmationMs).toISOString(), requestId, now.toISOString()],
  });
  const row = result.rows[0];
  if (!row) return null;
  const lang = row.lang === 'en' ? 'en' : 'th';
  return unsubscribeMail(
    lang,
    absoluteUrl(pages.confirmUnsubscription, lang, `token=${token}`),
    await companyShortName(client, lang),
  );
}

export function unsubscribeMail(lang: 'th' | 'en', link: string, companyName: string): MailContent {
  const { t, company } = mailTexts(lang, companyName);
  return {
    subject: t('unsubscribeSubject', { company }),
    body: [
      t('unsubscribeIntro', { company }),
      '',
      t('unsubscribeAction'),
      link,
      '',
      t('confirmExpiry'),
      t('unsubscribeIgnore'),
      '',
    ].join('\n'),
  };
}
