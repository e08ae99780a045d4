import { object, string, type InferType } from 'yup';
import { EMAIL_PATTERN, isSingleLine } from './text-rules';

/** Catalogue keys of the newsletter form errors (messages/*.json, SPEC §5). */
export const NEWSLETTER_ERROR_KEYS = {
  fullName: 'receiveEmails.form.error.fullName',
  email: 'receiveEmails.form.error.email',
  country: 'receiveEmails.form.error.country',
  occupation: 'receiveEmails.form.error.occupation',
  jobTitle: 'receiveEmails.form.error.jobTitle',
  industry: 'receiveEmails.form.error.industry',
} as const;

const singleLine = (key: string) => string().trim().required(key).test('single-line', key, isSingleLine);
const email = () => singleLine(NEWSLETTER_ERROR_KEYS.email).matches(EMAIL_PATTERN, NEWSLETTER_ERROR_KEYS.email);

/** Newsletter sign-up on /receiveemails and POST /api/send_email/receive-emails. */
export const subscribeSchema = object({
  fullName: singleLine(NEWSLETTER_ERROR_KEYS.fullName),
  email: email(),
  country: singleLine(NEWSLETTER_ERROR_KEYS.country),
  occupation: singleLine(NEWSLETTER_ERROR_KEYS.occupation),
  jobTitle: singleLine(NEWSLETTER_ERROR_KEYS.jobTitle),
  industry: singleLine(NEWSLETTER_ERROR_KEYS.industry),
});

/** The unsubscribe modal and POST /api/send_email/cancel-emails: same e-mail rule and message. */
export const unsubscribeSchema = object({
  email: email(),
});

export type SubscribeInput = InferType<typeof subscribeSchema>;
export type UnsubscribeInput = InferType<typeof unsubscribeSchema>;
