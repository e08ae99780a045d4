/** @jest-environment node */
import { getDatabase } from './db';
import { CONTACT_MESSAGES_PER_DAY, storeContactMessage, storeSubscription } from './requests';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

const contact = { name: 'Somchai', surname: 'Jaidee', phone: '0812345678', fax: '', address: 'Bangkok', message: 'm' };
const count = async (sql: string, args: string[]) =>
  Number((await (await getDatabase()).execute({ sql, args })).rows[0].n);

// The caps count the rows stored before: requests arriving together must count each other (./cap-lock.ts).
describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('requests', { SMTP_URL: undefined }, engine);

  it("stores no more than a day's contact messages of one client when they all arrive at once", async () => {
    const now = new Date('2100-01-01T00:00:00Z');
    const outcomes = await Promise.all(
      Array.from({ length: CONTACT_MESSAGES_PER_DAY + 5 }, (_, index) =>
        storeContactMessage({ ...contact, message: `m${index}` }, { clientKey: 'racer', now }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(CONTACT_MESSAGES_PER_DAY);
    expect(outcomes.filter((outcome) => !outcome.stored)).toEqual(
      Array(5).fill({ stored: false, retryAfterSeconds: 24 * 60 * 60 }),
    );
    expect(await count('SELECT COUNT(*) AS n FROM contact_messages WHERE client_key = ?', ['racer'])).toBe(
      CONTACT_MESSAGES_PER_DAY,
    );
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'contact' AND contact_message_id IN (SELECT id FROM contact_messages WHERE client_key = ?)",
        ['racer'],
      ),
    ).toBe(CONTACT_MESSAGES_PER_DAY);
    // Another client is not held back by the first one's cap.
    await expect(storeContactMessage(contact, { clientKey: 'other', now })).resolves.toEqual({ stored: true });
  });

  it('queues no more sign-up mails to a domain than its hourly cap when the sign-ups arrive at once', async () => {
    const now = new Date('2100-01-01T00:00:00Z');
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        storeSubscription(
          {
            fullName: 'Race',
            email: `racer${index}@race.example`,
            country: 'TH',
            occupation: 'x',
            jobTitle: 'x',
            industry: 'x',
            consent: 'yes',
            categories: 'news',
            lang: 'en',
          },
          now,
          { perDomainPerHour: 3, perHour: 100 },
        ),
      ),
    );
    expect(await count('SELECT COUNT(*) AS n FROM subscription_requests WHERE domain = ?', ['race.example'])).toBe(3);
    expect(await count('SELECT COUNT(*) AS n FROM mail_outbox WHERE recipient LIKE ?', ['%@race.example'])).toBe(3);
  });
});
