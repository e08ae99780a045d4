/** Rules shared by the form schemas. Kept free of server-only imports: the client forms use them too. */

/** SPEC §5: text, at sign, text, dot, text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Control characters would let a value break out of a mail header or a log line.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isSingleLine(value: string | undefined): boolean {
  return value === undefined || !CONTROL_CHARACTERS.test(value);
}

/** Multi-line fields (address, message) may hold line breaks and tabs, nothing else of the control range. */
export function isPlainMultiLine(value: string | undefined): boolean {
  return value === undefined || !CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS.test(value);
}
