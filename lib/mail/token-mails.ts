import { readCompanyShortName, renewSignUpToken, renewUnsubscribeToken } from '@/lib/backend';
import { RETENTION } from '@/lib/email-alerts';
import { newConfirmationToken } from '@/lib/email-alerts/server';
import { pages, absoluteUrl } from '@/lib/site';
import { confirmationMail, mailCompanyName, unsubscribeMail, type MailContent } from './mails';

/**
 * The mails whose link carries a token, written when the outbox sends them (./outbox.ts): a new token is
 * made, only its hash is stored on the request (replacing the hash of any earlier try) with a new expiry,
 * and only the mail carries the token. The text is the site's, in the request's language.
 */

/**
 * The confirmation mail of a sign-up. Null when the sign-up is gone, cancelled, confirmed or expired.
 */
export function writeConfirmationMail(requestId: number, now: Date): Promise<MailContent | null> {
  return writeTokenMail(renewSignUpToken, { requestId, now, page: pages.confirmSubscription, mail: confirmationMail });
}

/**
 * The mail of an unsubscribe asked for by address (the modal): a link to the page whose button ends the
 * subscription, in the language of the mailbox's subscription. Null when the request is gone, used or
 * expired, or the mailbox is no longer subscribed.
 */
export function writeUnsubscribeMail(requestId: number, now: Date): Promise<MailContent | null> {
  return writeTokenMail(renewUnsubscribeToken, {
    requestId,
    now,
    page: pages.confirmUnsubscription,
    mail: unsubscribeMail,
  });
}

async function writeTokenMail(
  renew: typeof renewSignUpToken,
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
  const lang = await renew(requestId, hash, new Date(now.getTime() + RETENTION.confirmationMs), now);
  if (!lang) return null;
  return mail(lang, absoluteUrl(page, lang, `token=${token}`), mailCompanyName(await readCompanyShortName(lang), lang));
}
