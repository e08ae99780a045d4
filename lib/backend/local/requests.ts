import type { ContactInput } from '@/lib/validation/contact';
import type { SubscribeInput, UnsubscribeInput } from '@/lib/validation/newsletter';
import { inTransaction } from './db';
import { queueMailStatement } from './outbox';

/**
 * Requests accepted by the embedded backend. Each is stored together with the mail it triggers in
 * one transaction, so an accepted request is never lost even when mail cannot go out yet.
 */

export async function storeContactMessage(contact: ContactInput): Promise<void> {
  const now = new Date().toISOString();
  await inTransaction([
    {
      sql: `INSERT INTO contact_messages (name, surname, phone, fax, address, message, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
      args: [contact.name, contact.surname, contact.phone, contact.fax, contact.address, contact.message, now],
    },
    queueMailStatement(
      {
        kind: 'contact',
        recipient: null,
        subject: `Investor enquiry from ${contact.name} ${contact.surname}`,
        body: [
          'A visitor sent this message through the investor-relations contact form.',
          '',
          `First name: ${contact.name}`,
          `Last name: ${contact.surname}`,
          `Phone: ${contact.phone}`,
          `Fax: ${contact.fax}`,
          `Address: ${contact.address}`,
          '',
          contact.message,
        ].join('\n'),
      },
      now,
    ),
  ]);
}

export async function storeSubscription(subscription: SubscribeInput): Promise<void> {
  const now = new Date().toISOString();
  const email = subscription.email.toLowerCase();
  await inTransaction([
    {
      // Subscribing again refreshes the details and ends an earlier unsubscription.
      sql: `INSERT INTO subscribers (email, full_name, country, occupation, job_title, industry, subscribed_at, unsubscribed_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, NULL)
        ON CONFLICT (email) DO UPDATE SET full_name = excluded.full_name, country = excluded.country,
          occupation = excluded.occupation, job_title = excluded.job_title, industry = excluded.industry,
          subscribed_at = excluded.subscribed_at, unsubscribed_at = NULL`,
      args: [
        email,
        subscription.fullName,
        subscription.country,
        subscription.occupation,
        subscription.jobTitle,
        subscription.industry,
        now,
      ],
    },
    queueMailStatement(
      {
        kind: 'subscribe',
        recipient: email,
        subject: 'Your subscription to Siam Horizon Estate investor news',
        body: [
          `Dear ${subscription.fullName},`,
          '',
          'Thank you for subscribing to investor news of Siam Horizon Estate Public Company Limited (SET: SHRZ).',
          'You can unsubscribe at any time on the "Receive e-mails" page of our investor-relations website.',
          '',
          'ขอบคุณที่สมัครรับข่าวสารนักลงทุนของบริษัท สยามฮอไรซัน เอสเตท จำกัด (มหาชน)',
          'ท่านสามารถยกเลิกการรับข่าวสารได้ทุกเมื่อที่หน้า "รับข่าวสารทางอีเมล" บนเว็บไซต์นักลงทุนสัมพันธ์',
        ].join('\n'),
      },
      now,
    ),
  ]);
}

/** Stamps unsubscribed_at. An unknown address changes nothing and gets no mail, and the caller answers alike. */
export async function storeUnsubscription({ email }: UnsubscribeInput): Promise<void> {
  const now = new Date().toISOString();
  const address = email.toLowerCase();
  await inTransaction([
    // Queue the confirmation only for an active subscriber, before the update below ends the subscription.
    queueMailStatement(
      {
        kind: 'unsubscribe',
        recipient: address,
        subject: 'You have unsubscribed from Siam Horizon Estate investor news',
        body: [
          'You will no longer receive investor news of Siam Horizon Estate Public Company Limited.',
          '',
          'ท่านได้ยกเลิกการรับข่าวสารนักลงทุนของบริษัท สยามฮอไรซัน เอสเตท จำกัด (มหาชน) แล้ว',
        ].join('\n'),
      },
      now,
      { exists: 'SELECT 1 FROM subscribers WHERE email = ? AND unsubscribed_at IS NULL', args: [address] },
    ),
    { sql: 'UPDATE subscribers SET unsubscribed_at = ? WHERE email = ? AND unsubscribed_at IS NULL', args: [now, address] },
  ]);
}
