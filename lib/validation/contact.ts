import { object, string, type InferType } from 'yup';
import { errorKeys, formTextFields, MAX_LENGTH } from './text-rules';

/** Catalogue keys of the contact form errors (messages/*.json). */
export const CONTACT_ERROR_KEYS = errorKeys('Information.form.error', [
  'name',
  'surname',
  'phone',
  'fax',
  'address',
  'message',
]);

/** "At most {max} characters", for any field of the form. */
export const CONTACT_TOO_LONG_KEY = 'Information.form.tooLong';

/** The length limit of each free-text field (the phone and fax patterns bound theirs). */
export const CONTACT_MAX_LENGTH = {
  name: MAX_LENGTH.name,
  surname: MAX_LENGTH.name,
  address: MAX_LENGTH.address,
  message: MAX_LENGTH.message,
} as const;

const text = formTextFields(CONTACT_ERROR_KEYS, CONTACT_TOO_LONG_KEY, CONTACT_MAX_LENGTH);

const digits = (key: string, pattern: RegExp) =>
  string()
    .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
    .typeError(key)
    .required(key)
    .matches(pattern, key);

/** The contact form; shared by the form on /informationinfo and POST /api/send_email/contact-investor. */
export const contactSchema = object({
  name: text('name'),
  surname: text('surname'),
  phone: digits(CONTACT_ERROR_KEYS.phone, /^\d{10}$/),
  fax: digits(CONTACT_ERROR_KEYS.fax, /^\d{9,10}$/),
  address: text('address', true),
  message: text('message', true),
});

export type ContactInput = InferType<typeof contactSchema>;
