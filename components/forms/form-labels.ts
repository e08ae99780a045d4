import { CONTACT_ERROR_KEYS } from '@/lib/validation/contact';
import { NEWSLETTER_ERROR_KEYS } from '@/lib/validation/newsletter';

/**
 * The forms' texts, translated on the server (the form pages call these with getTranslations()) and handed
 * to the client forms as plain props: no message catalogue or formatter travels to the browser. The error
 * messages are keyed by the catalogue keys the shared yup schemas report (lib/validation/*).
 *
 * Server side only: this module imports the schemas' key lists, and with them yup.
 */

/** Translates a full catalogue key, as getTranslations() (no namespace) or createTranslator does. */
export type Translate = (key: string) => string;

type ContactErrorKey = (typeof CONTACT_ERROR_KEYS)[keyof typeof CONTACT_ERROR_KEYS];
type NewsletterErrorKey = (typeof NEWSLETTER_ERROR_KEYS)[keyof typeof NEWSLETTER_ERROR_KEYS];

export interface ContactFormLabels {
  heading: string;
  requiredNote: string;
  firstName: string;
  lastName: string;
  phone: string;
  fax: string;
  address: string;
  message: string;
  submit: string;
  success: string;
  fail: string;
  errorprocessing: string;
  /** information.form.error.* → text */
  errors: Record<ContactErrorKey, string>;
}

export interface NewsletterFormLabels {
  heading: string;
  requiredNote: string;
  fullName: string;
  email: string;
  country: string;
  occupation: string;
  jobTitle: string;
  industry: string;
  submit: string;
  success: string;
  fail: string;
  errorGeneric: string;
  /** receiveEmails.form.error.* → text */
  errors: Record<NewsletterErrorKey, string>;
}

export interface UnsubscribeLabels {
  prompt: string;
  open: string;
  title: string;
  close: string;
  description: string;
  email: string;
  submit: string;
  success: string;
  fail: string;
  errorGeneric: string;
  /** The e-mail rule's message, under its catalogue key. */
  errors: Record<typeof NEWSLETTER_ERROR_KEYS.email, string>;
}

function translateAll<K extends string>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}

export function contactFormLabels(t: Translate): ContactFormLabels {
  const form = (key: string) => t(`information.form.${key}`);
  return {
    heading: form('heading'),
    requiredNote: form('requiredNote'),
    firstName: form('firstName'),
    lastName: form('lastName'),
    phone: form('phone'),
    fax: form('fax'),
    address: form('address'),
    message: form('message'),
    submit: form('submit'),
    success: form('success'),
    fail: form('fail'),
    errorprocessing: form('errorprocessing'),
    errors: translateAll(t, Object.values(CONTACT_ERROR_KEYS)),
  };
}

export function newsletterFormLabels(t: Translate): NewsletterFormLabels {
  const form = (key: string) => t(`receiveEmails.form.${key}`);
  return {
    heading: form('heading'),
    requiredNote: form('requiredNote'),
    fullName: form('fullName'),
    email: form('email'),
    country: form('country'),
    occupation: form('occupation'),
    jobTitle: form('jobTitle'),
    industry: form('industry'),
    submit: form('submit'),
    success: form('success'),
    fail: form('fail'),
    errorGeneric: form('errorGeneric'),
    errors: translateAll(t, Object.values(NEWSLETTER_ERROR_KEYS)),
  };
}

export function unsubscribeLabels(t: Translate): UnsubscribeLabels {
  const dialog = (key: string) => t(`receiveEmails.unsubscribe.${key}`);
  return {
    prompt: dialog('prompt'),
    open: dialog('open'),
    title: dialog('title'),
    close: dialog('close'),
    description: dialog('description'),
    email: dialog('email'),
    submit: dialog('submit'),
    success: t('receiveEmails.form.unsubscribeSuccess'),
    fail: t('receiveEmails.form.unsubscribeFail'),
    errorGeneric: t('receiveEmails.form.errorGeneric'),
    errors: translateAll(t, [NEWSLETTER_ERROR_KEYS.email]),
  };
}

