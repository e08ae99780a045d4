/** @jest-environment node */
import { getDatabase } from './db';
import { CONTACT_MESSAGES_PER_DAY, storeContactMessage } from './requests';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

const contact = { name: 'Somchai', surname: 'Jaidee', phone: '0812345678', fax: '', address: 'Bangkok', message: 'm' };
const count = async (sql: string, args: string[]) =>
  Number((await (await getDatabase()).execute({ sql, args })).rows[0].n);

// The cap counts the messages stored before: messages arriving together must count each other
// (./capped-insert.ts; the alerts' caps are raced in ./email-alerts/email-alerts.test.ts).
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
});
