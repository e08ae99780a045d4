/** @jest-environment node */
import { getDatabase } from './db';
import { storeContactMessage } from './requests';
import { purgeExpiredRecords, RETENTION_DAYS } from './retention';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('retention', { SMTP_URL: undefined }, engine);

  const DAY = 24 * 60 * 60 * 1000;
  const contact = {
    name: 'Somchai',
    surname: 'Jaidee',
    phone: '0812345678',
    fax: '021234567',
    address: 'Bangkok',
    message: 'm',
  };
  const query = async (sql: string) => (await (await getDatabase()).execute(sql)).rows.map((row) => ({ ...row }));

  it(`keeps sent and failed mail and answered contact messages ${RETENTION_DAYS} days, client addresses one day`, async () => {
    const now = new Date('2026-06-30T00:00:00.000Z');
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const db = await getDatabase();

    // Contact messages 40 days, 31 days and 12 hours old; the 31-day one's mail is still waiting (e.g. no SMTP yet).
    for (const [days, key] of [
      [40, 'old'],
      [31, 'waiting'],
      [0.5, 'recent'],
    ] as const) {
      await storeContactMessage({ ...contact, message: key }, { clientKey: `client-${key}`, now: ago(days) });
    }
    await db.execute(
      `UPDATE mail_outbox SET sent_at = '${ago(35).toISOString()}' WHERE contact_message_id = (SELECT id FROM contact_messages WHERE message = 'old')`,
    );
    await db.execute(
      `UPDATE mail_outbox SET sent_at = '${ago(1).toISOString()}' WHERE contact_message_id = (SELECT id FROM contact_messages WHERE message = 'recent')`,
    );
    await db.execute(`INSERT INTO mail_outbox (kind, recipient, subject, body, created_at, failed_at) VALUES
    ('subscribe', 'gone@example.com', 's', 'b', '${ago(45).toISOString()}', '${ago(31).toISOString()}'),
    ('subscribe', 'kept@example.com', 's', 'b', '${ago(45).toISOString()}', '${ago(29).toISOString()}')`);

    expect(await purgeExpiredRecords(now)).toEqual({ mail: 2, contactMessages: 1, clientKeysCleared: 1 });

    expect(await query('SELECT message, client_key FROM contact_messages ORDER BY id')).toEqual([
      { message: 'waiting', client_key: null },
      { message: 'recent', client_key: 'client-recent' },
    ]);
    expect(
      await query(
        'SELECT recipient, sent_at IS NOT NULL AS sent, failed_at IS NOT NULL AS failed FROM mail_outbox ORDER BY id',
      ),
    ).toEqual([
      { recipient: null, sent: 0, failed: 0 },
      { recipient: null, sent: 1, failed: 0 },
      { recipient: 'kept@example.com', sent: 0, failed: 1 },
    ]);
    // Nothing more to do the second time.
    expect(await purgeExpiredRecords(now)).toEqual({ mail: 0, contactMessages: 0, clientKeysCleared: 0 });
  });
});
