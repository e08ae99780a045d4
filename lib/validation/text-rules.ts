import { string } from 'yup';

/**
 * Rules shared by the form schemas. Kept free of server-only imports: the client forms use them too.
 * A schema reports a catalogue key (messages/*.json) as its message, which the forms translate and the
 * API answers in English; a length limit adds itself to the key as `key#limit` (lengthMessage).
 */

/** The longest value of each kind of field, in characters (code points), after trimming. */
export const MAX_LENGTH = {
  name: 100,
  address: 300,
  message: 5000,
  email: 254,
} as const;

// Control characters would let a value break out of a mail header or a log line.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Bidirectional embeddings, overrides and isolates reorder the text around them on screen: a name
// or an address could read differently in the IR team's mail than what was sent.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;
// What renders as nothing: white space, default-ignorable code points (zero-width characters, fillers,
// format controls) and the blank Braille pattern.
const INVISIBLE = /[\s\p{Default_Ignorable_Code_Point}\u2800]/gu;

export function isSingleLine(value: string | undefined): boolean {
  return value === undefined || (!CONTROL_CHARACTERS.test(value) && !BIDI_CONTROLS.test(value));
}

/** Multi-line fields (address, message) may hold line breaks and tabs, nothing else of the control range. */
export function isPlainMultiLine(value: string | undefined): boolean {
  return value === undefined || (!CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS.test(value) && !BIDI_CONTROLS.test(value));
}

/** Whether something would show: a field of zero-width spaces is as empty as a blank one. */
export function isVisible(value: string | undefined): boolean {
  return value !== undefined && value.replace(INVISIBLE, '') !== '';
}

/** Length in characters as a reader counts them (an emoji is one, not two UTF-16 units). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** The catalogue keys of a form's field errors, `<prefix>.<field>` for each of `fields`. */
export function errorKeys<P extends string, F extends string>(
  prefix: P,
  fields: readonly F[],
): { readonly [K in F]: `${P}.${K}` } {
  return Object.fromEntries(fields.map((field) => [field, `${prefix}.${field}`])) as { [K in F]: `${P}.${K}` };
}

/** The message of a broken length limit: the catalogue key and the limit, e.g. `Information.form.error.tooLong#100`. */
export function lengthMessage(key: string, max: number): string {
  return `${key}#${max}`;
}

/** Splits a schema message into its catalogue key and, for a length limit, the limit. */
export function parseMessage(message: string): { key: string; max?: number } {
  const match = /^(.+)#(\d+)$/.exec(message);
  return match ? { key: match[1], max: Number(match[2]) } : { key: message };
}

/**
 * A text field: a string as typed (never a number, boolean, list or object turned into one), trimmed,
 * required and visible, free of control and bidi characters, at most `max` characters.
 * Every failure reports `key`, a too long value `lengthMessage(tooLongKey, max)`.
 */
export function textField({
  key,
  tooLongKey,
  max,
  multiLine = false,
}: {
  key: string;
  tooLongKey: string;
  max: number;
  multiLine?: boolean;
}) {
  return (
    string()
      // yup would turn 5 into "5" and call .trim() on a list; only strings pass, the rest fail the type check.
      .transform((_value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : original))
      .typeError(key)
      .required(key)
      .test('visible', key, isVisible)
      .test(multiLine ? 'plain-text' : 'single-line', key, multiLine ? isPlainMultiLine : isSingleLine)
      .test(
        'max-length',
        lengthMessage(tooLongKey, max),
        (value) => value === undefined || characterCount(value) <= max,
      )
  );
}

/**
 * The text fields of one form: `field` is a text field with the form's error key and length limit for
 * it, and the form's too-long key.
 */
export function formTextFields<F extends string>(
  keys: Readonly<Record<NoInfer<F>, string>>,
  tooLongKey: string,
  maxLength: Readonly<Record<F, number>>,
) {
  return (field: F, multiLine = false) => textField({ key: keys[field], tooLongKey, max: maxLength[field], multiLine });
}

// RFC 5322 atext: letters, digits and these; no quotes, spaces, commas, brackets, colons or semicolons,
// which would make the text more than one plain address for a mailer. Letters of any script are allowed
// (SMTPUTF8 addresses), as the original simple rule allowed them.
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[\\p{L}\\p{M}\\p{N}](?:[\\p{L}\\p{M}\\p{N}-]*[\\p{L}\\p{M}\\p{N}])?';

/**
 * One plain address: local part of dot-separated atoms, @, a domain of at least two labels whose last
 * is not all digits (text, at sign, text, dot, text). `x<victim@evil.test>`, `a,b@example.com`,
 * `g:x@example.com;` and `x@example.com>,<root` are each refused.
 */
export const EMAIL_PATTERN = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+(?!\\p{N}+$)${LABEL}$`, 'u');

/** Whether `value` is one plain address within the limits of SMTP (RFC 5321: local part 64, whole 254). */
export function isPlainAddress(value: string): boolean {
  if (!EMAIL_PATTERN.test(value) || characterCount(value) > MAX_LENGTH.email) return false;
  return characterCount(value.slice(0, value.lastIndexOf('@'))) <= 64;
}

/** The address as stored and used: trimmed, the domain in lower case (the local part is the owner's). */
export function normalizeEmail(value: string): string {
  const trimmed = value.trim();
  const at = trimmed.lastIndexOf('@');
  return at === -1 ? trimmed : `${trimmed.slice(0, at + 1)}${trimmed.slice(at + 1).toLowerCase()}`;
}

/** An e-mail field: a text field whose value is one plain address, normalized. */
export function emailField({ key, tooLongKey }: { key: string; tooLongKey: string }) {
  return textField({ key, tooLongKey, max: MAX_LENGTH.email })
    .transform((value: unknown) => (typeof value === 'string' ? normalizeEmail(value) : value))
    .test('plain-address', key, (value) => value === undefined || value === '' || isPlainAddress(value));
}
