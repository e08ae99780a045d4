import {
  CONTACT_ERROR_KEYS,
  CONTACT_MAX_LENGTH,
  CONTACT_TOO_LONG_KEY,
  NEWSLETTER_ERROR_KEYS,
  NEWSLETTER_MAX_LENGTH,
  NEWSLETTER_TOO_LONG_KEY,
  lengthMessage,
} from '@/lib/validation';
import { ALERT_CATEGORIES, type AlertCategory } from '@/lib/email-alerts';
import { localizePath } from '@/lib/i18n';
import type { Locale, PlainKeyIn, Translator } from '@/lib/i18n';
import { pages } from '@/lib/site';

/**
 * The forms' texts, translated on the server (the form pages call these with getTranslations()) and handed
 * to the client forms as plain props: no message catalogue or formatter travels to the browser. The error
 * messages are keyed by the messages the shared yup schemas report (lib/validation/*): catalogue keys, and
 * for a length limit the key with the limit (`Information.form.tooLong#100`), translated with that limit.
 *
 * Server side only: this module imports the schemas' key lists, and with them yup.
 */

/** Translates a full catalogue key, as getTranslations() (no namespace) or createTranslator does. */
export type Translate = Translator;

type ContactErrorKey = (typeof CONTACT_ERROR_KEYS)[keyof typeof CONTACT_ERROR_KEYS];
type NewsletterErrorKey = (typeof NEWSLETTER_ERROR_KEYS)[keyof typeof NEWSLETTER_ERROR_KEYS];
/** A length limit's message, `key#limit`. */
type LengthMessage = `${string}#${number}`;

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
  /** Information.form.error.* → text, and Information.form.tooLong#limit → text */
  errors: Record<ContactErrorKey | LengthMessage, string>;
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
  categories: string;
  consent: string;
  privacyLink: string;
  submit: string;
  success: string;
  /** The line the success popup adds: confirm by the link sent. */
  confirmByLink: string;
  fail: string;
  errorGeneric: string;
  /** What the alert fields need beside texts: the category names, the page's language, the privacy notice's path. */
  alerts: { categoryNames: Record<AlertCategory, string>; lang: Locale; privacyHref: string };
  /** ReceiveEmails.form.error.* → text, and ReceiveEmails.form.tooLong#limit → text */
  errors: Record<NewsletterErrorKey | LengthMessage, string>;
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
  /** The e-mail rules' messages, under their catalogue key and length message. */
  errors: Record<typeof NEWSLETTER_ERROR_KEYS.email | LengthMessage, string>;
}

function translateAll<K extends ContactErrorKey | NewsletterErrorKey>(
  t: Translate,
  keys: readonly K[],
): Record<K, string> {
  const text = (key: ContactErrorKey | NewsletterErrorKey) => t(key);
  return Object.fromEntries(keys.map((key) => [key, text(key)])) as Record<K, string>;
}

/** The too-long message for each limit the fields have, under the message the schema reports. */
function lengthTexts(
  t: Translate,
  key: typeof CONTACT_TOO_LONG_KEY | typeof NEWSLETTER_TOO_LONG_KEY,
  limits: readonly number[],
): Record<LengthMessage, string> {
  return Object.fromEntries([...new Set(limits)].map((max) => [lengthMessage(key, max), t(key, { max })]));
}

export function contactFormLabels(t: Translate): ContactFormLabels {
  const form = (key: PlainKeyIn<'Information.form'>) => t(`Information.form.${key}`);
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
    errors: {
      ...translateAll(t, Object.values(CONTACT_ERROR_KEYS)),
      ...lengthTexts(t, CONTACT_TOO_LONG_KEY, Object.values(CONTACT_MAX_LENGTH)),
    },
  };
}

export function newsletterFormLabels(t: Translate, locale: Locale): NewsletterFormLabels {
  const form = (key: PlainKeyIn<'ReceiveEmails.form'>) => t(`ReceiveEmails.form.${key}`);
  return {
    heading: form('heading'),
    requiredNote: form('requiredNote'),
    fullName: form('fullName'),
    email: form('email'),
    country: form('country'),
    occupation: form('occupation'),
    jobTitle: form('jobTitle'),
    industry: form('industry'),
    categories: form('categories'),
    consent: form('consent'),
    privacyLink: form('privacyLink'),
    submit: form('submit'),
    success: form('success'),
    confirmByLink: form('confirmByLink'),
    fail: form('fail'),
    errorGeneric: form('errorGeneric'),
    alerts: {
      categoryNames: Object.fromEntries(
        ALERT_CATEGORIES.map((category) => [category, t(`EmailAlerts.categories.${category}`)]),
      ) as Record<AlertCategory, string>,
      lang: locale,
      privacyHref: localizePath(pages.privacy, locale),
    },
    errors: {
      ...translateAll(t, Object.values(NEWSLETTER_ERROR_KEYS)),
      ...lengthTexts(t, NEWSLETTER_TOO_LONG_KEY, Object.values(NEWSLETTER_MAX_LENGTH)),
    },
  };
}

export function unsubscribeLabels(t: Translate): UnsubscribeLabels {
  const dialog = (key: PlainKeyIn<'ReceiveEmails.unsubscribe'>) => t(`ReceiveEmails.unsubscribe.${key}`);
  return {
    prompt: dialog('prompt'),
    open: dialog('open'),
    title: dialog('title'),
    close: dialog('close'),
    description: dialog('description'),
    email: dialog('email'),
    submit: dialog('submit'),
    success: t('ReceiveEmails.form.unsubscribeSuccess'),
    fail: t('ReceiveEmails.form.unsubscribeFail'),
    errorGeneric: t('ReceiveEmails.form.errorGeneric'),
    errors: {
      ...translateAll(t, [NEWSLETTER_ERROR_KEYS.email]),
      ...lengthTexts(t, NEWSLETTER_TOO_LONG_KEY, [NEWSLETTER_MAX_LENGTH.email]),
    },
  };
}
