import { object, string, type InferType } from 'yup';
import {
  ALERT_CATEGORIES,
  ALL_CATEGORIES_TEXT,
  CONSENT_GIVEN,
  formatCategories,
  parseCategories,
} from '@/lib/email-alerts';
import { emailField, errorKeys, formTextFields, MAX_LENGTH } from './text-rules';

/** Catalogue keys of the newsletter form errors (messages/*.json). */
export const NEWSLETTER_ERROR_KEYS = errorKeys('ReceiveEmails.form.error', [
  'fullName',
  'email',
  'country',
  'occupation',
  'jobTitle',
  'industry',
  'consent',
  'categories',
  'lang',
]);

/** The languages an alert can be written in; a sign-up without one gets Thai, as the backend's lang does. */
export const ALERT_LANGUAGES = ['th', 'en'] as const;

/** "At most {max} characters", for any field of the sign-up form or the unsubscribe modal. */
export const NEWSLETTER_TOO_LONG_KEY = 'ReceiveEmails.form.tooLong';

/** The length limit of each field. */
export const NEWSLETTER_MAX_LENGTH = {
  fullName: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  country: MAX_LENGTH.name,
  occupation: MAX_LENGTH.name,
  jobTitle: MAX_LENGTH.name,
  industry: MAX_LENGTH.name,
} as const;

const text = formTextFields(NEWSLETTER_ERROR_KEYS, NEWSLETTER_TOO_LONG_KEY, NEWSLETTER_MAX_LENGTH);
const email = () => emailField({ key: NEWSLETTER_ERROR_KEYS.email, tooLongKey: NEWSLETTER_TOO_LONG_KEY });

/**
 * A string field whose only accepted values are given; anything else, a non-string included, reports `key`.
 * With `trueAs`, JSON `true` (a ticked box sent by an API client) counts as that value.
 */
const choice = <T extends string>(key: string, values: readonly T[], trueAs?: T) =>
  string()
    .transform((_value: unknown, original: unknown) =>
      typeof original === 'string' ? original.trim() : original === true && trueAs !== undefined ? trueAs : original,
    )
    .typeError(key)
    .oneOf(values, key);

/**
 * The alert categories as one text of ids joined by commas (a JSON list would be refused like every
 * non-string field); at least one, each known and once. Stored in the order of ALERT_CATEGORIES.
 */
const categories = () =>
  string()
    .transform((_value: unknown, original: unknown) => {
      // The form's checkboxes give a list of ids; the POST body carries the joined text.
      const text =
        Array.isArray(original) &&
        original.length <= ALERT_CATEGORIES.length &&
        original.every((part) => typeof part === 'string')
          ? original.join(',')
          : original;
      if (typeof text !== 'string') return text;
      const parsed = parseCategories(text);
      return parsed ? formatCategories(parsed) : text;
    })
    .typeError(NEWSLETTER_ERROR_KEYS.categories)
    // Left out (an API client): every category, as the form ticks them by default. An empty choice is refused.
    .default(ALL_CATEGORIES_TEXT)
    .required(NEWSLETTER_ERROR_KEYS.categories)
    .test(
      'categories',
      NEWSLETTER_ERROR_KEYS.categories,
      (value) => value === undefined || parseCategories(value) !== null,
    );

/**
 * Newsletter sign-up on /receiveemails and POST /api/send_email/receive-emails: the six fields of the original form,
 * plus the consent to the privacy notice, the alert categories and the alert language (docs/product.md, E-mail alerts).
 */
export const subscribeSchema = object({
  fullName: text('fullName'),
  email: email(),
  country: text('country'),
  occupation: text('occupation'),
  jobTitle: text('jobTitle'),
  industry: text('industry'),
  consent: choice(NEWSLETTER_ERROR_KEYS.consent, [CONSENT_GIVEN], CONSENT_GIVEN).required(
    NEWSLETTER_ERROR_KEYS.consent,
  ),
  categories: categories(),
  lang: choice(NEWSLETTER_ERROR_KEYS.lang, ALERT_LANGUAGES).default('th'),
});

/** The unsubscribe modal and POST /api/send_email/cancel-emails: same e-mail rule and message. */
export const unsubscribeSchema = object({
  email: email(),
});

export type SubscribeInput = InferType<typeof subscribeSchema>;
export type UnsubscribeInput = InferType<typeof unsubscribeSchema>;
