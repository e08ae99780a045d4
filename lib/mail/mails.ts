import { mailTexts } from '@/lib/email-alerts';
import { seedCompanyRow } from '@/lib/facts';
import type { ContactInput } from '@/lib/validation';

/**
 * The text of the mails the outbox sends, written when each goes out (./outbox.ts); pure, so a queued mail
 * is written the same whenever it goes out. Nothing typed into a form appears in a mail to an address.
 */

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

/** The mail confirming a sign-up to the alerts: the link to the page whose button confirms it. */
export function confirmationMail(lang: 'th' | 'en', link: string, companyName: string): MailContent {
  return tokenMail('confirm', lang, link, companyName);
}

/** The mail of an unsubscribe asked for by address: the link to the page whose button ends the subscription. */
export function unsubscribeMail(lang: 'th' | 'en', link: string, companyName: string): MailContent {
  return tokenMail('unsubscribe', lang, link, companyName);
}

/**
 * The company's short name in a language for a mail: as its facts say it now (the company_facts table the
 * IR team keeps; docs/newsroom.md, Facts and figures), the seed's when the store has none in that language.
 */
export function mailCompanyName(stored: string | null, lang: 'th' | 'en'): string {
  return stored || seedCompanyRow(lang).short_name;
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
