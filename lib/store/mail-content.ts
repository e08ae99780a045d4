import type { ContactInput } from '@/lib/validation';

/** The text of the mails the embedded backend sends; pure, so a queued mail is written the same whenever it goes out. */

export interface MailContent {
  subject: string;
  body: string;
}

type ContactMessage = Pick<ContactInput, 'name' | 'surname' | 'phone' | 'fax' | 'address' | 'message'>;

/** A contact message for the IR team, written from its contact_messages row when it is sent. */
export function contactMail(contact: ContactMessage): MailContent {
  return {
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
  };
}
