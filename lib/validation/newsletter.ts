import { object, type InferType } from 'yup';
import { emailField, MAX_LENGTH, textField } from './text-rules';

/** Catalogue keys of the newsletter form errors (messages/*.json, SPEC §5). */
export const NEWSLETTER_ERROR_KEYS = {
  fullName: 'receiveEmails.form.error.fullName',
  email: 'receiveEmails.form.error.email',
  country: 'receiveEmails.form.error.country',
  occupation: 'receiveEmails.form.error.occupation',
  jobTitle: 'receiveEmails.form.error.jobTitle',
  industry: 'receiveEmails.form.error.industry',
} as const;

/** "At most {max} characters", for any field of the sign-up form or the unsubscribe modal. */
export const NEWSLETTER_TOO_LONG_KEY = 'receiveEmails.form.tooLong';

/** The length limit of each field. */
export const NEWSLETTER_MAX_LENGTH = {
  fullName: MAX_LENGTH.name,
  email: MAX_LENGTH.email,
  country: MAX_LENGTH.name,
  occupation: MAX_LENGTH.name,
  jobTitle: MAX_LENGTH.name,
  industry: MAX_LENGTH.name,
} as const;

const text = (field: Exclude<keyof typeof NEWSLETTER_MAX_LENGTH, 'email'>) =>
  textField({ key: NEWSLETTER_ERROR_KEYS[field], tooLongKey: NEWSLETTER_TOO_LONG_KEY, max: NEWSLETTER_MAX_LENGTH[field] });
const email = () => emailField({ key: NEWSLETTER_ERROR_KEYS.email, tooLongKey: NEWSLETTER_TOO_LONG_KEY });

/** Newsletter sign-up on /receiveemails and POST /api/send_email/receive-emails. */
export const subscribeSchema = object({
  fullName: text('fullName'),
  email: email(),
  country: text('country'),
  occupation: text('occupation'),
  jobTitle: text('jobTitle'),
  industry: text('industry'),
});

/** The unsubscribe modal and POST /api/send_email/cancel-emails: same e-mail rule and message. */
export const unsubscribeSchema = object({
  email: email(),
});

export type SubscribeInput = InferType<typeof subscribeSchema>;
export type UnsubscribeInput = InferType<typeof unsubscribeSchema>;
