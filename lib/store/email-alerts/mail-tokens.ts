import type { ExpressionBuilder } from 'kysely';
import { getDatabase } from '../db';
import { first, queries } from '../query';
import type { DB } from '../schema';

/**
 * The token of a confirmation or unsubscribe mail, renewed when the outbox writes the mail
 * (lib/mail/token-mails.ts): the new token's hash replaces any earlier one on the request, with a new
 * expiry; the answer is the mail's language, or null when the request no longer waits for its mail.
 */

/** A sign-up still waiting for confirmation at `now` gets the token `hash` until `expires`; its language. */
export async function renewSignUpToken(requestId: number, hash: string, expires: Date, now: Date) {
  const client = await getDatabase();
  const row = await first(
    client,
    queries(client)
      .updateTable('subscription_requests')
      .set({ token_hash: hash, expires_at: expires.toISOString() })
      .where('id', '=', requestId)
      .where('confirmed_at', 'is', null)
      .where('categories', 'is not', null)
      .where('expires_at', '>', now.toISOString())
      .returning('lang'),
  );
  return row ? language(row.lang) : null;
}

/**
 * An unsubscribe request still open at `now`, of a mailbox still subscribed, gets the token `hash` until
 * `expires`; the language of the mailbox's (first) subscription.
 */
export async function renewUnsubscribeToken(requestId: number, hash: string, expires: Date, now: Date) {
  const client = await getDatabase();
  const subscriberOfMailbox = (row: ExpressionBuilder<DB, 'unsubscription_requests'>) =>
    row.selectFrom('subscribers as s').whereRef('s.mailbox', '=', 'unsubscription_requests.mailbox');
  const row = await first(
    client,
    queries(client)
      .updateTable('unsubscription_requests')
      .set({ token_hash: hash, expires_at: expires.toISOString() })
      .where((request) =>
        request.and([
          request('id', '=', requestId),
          request('done_at', 'is', null),
          request('expires_at', '>', now.toISOString()),
          request.exists(subscriberOfMailbox(request).select('s.id')),
        ]),
      )
      .returning((request) => subscriberOfMailbox(request).select('s.lang').orderBy('s.id').limit(1).as('lang')),
  );
  return row ? language(row.lang) : null;
}

function language(lang: string | null): 'th' | 'en' {
  return lang === 'en' ? 'en' : 'th';
}
