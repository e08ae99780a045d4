import { object, string, type InferType } from 'yup';
import { isPlainMultiLine, isSingleLine } from './text-rules';

/** Catalogue keys of the contact form errors (messages/*.json, SPEC §5). */
export const CONTACT_ERROR_KEYS = {
  name: 'information.form.error.name',
  surname: 'information.form.error.surname',
  phone: 'information.form.error.phone',
  fax: 'information.form.error.fax',
  address: 'information.form.error.address',
  message: 'information.form.error.message',
} as const;

const singleLine = (key: string) => string().trim().required(key).test('single-line', key, isSingleLine);
const multiLine = (key: string) => string().trim().required(key).test('plain-text', key, isPlainMultiLine);

/** The contact form (SPEC §5); shared by the form on /informationinfo and POST /api/send_email/contact-investor. */
export const contactSchema = object({
  name: singleLine(CONTACT_ERROR_KEYS.name),
  surname: singleLine(CONTACT_ERROR_KEYS.surname),
  phone: string().trim().required(CONTACT_ERROR_KEYS.phone).matches(/^\d{10}$/, CONTACT_ERROR_KEYS.phone),
  fax: string().trim().required(CONTACT_ERROR_KEYS.fax).matches(/^\d{9,10}$/, CONTACT_ERROR_KEYS.fax),
  address: multiLine(CONTACT_ERROR_KEYS.address),
  message: multiLine(CONTACT_ERROR_KEYS.message),
});

export type ContactInput = InferType<typeof contactSchema>;
