/**
 * The text of a field's error: the shared schema reports a catalogue key (lib/validation/*), the form's
 * labels hold the server-translated text under that key.
 */
export function errorText(errors: Readonly<Record<string, string>>, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return errors[key] ?? key;
}
