/**
 * The translations of message keys named like the labels they fill, for leaves that take their texts
 * as props: labelsOf(t, ['open', 'close']) → { open: t('open'), close: t('close') }.
 */
export function labelsOf<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}

/**
 * A message with simple {name} arguments (no plural or select), filled in a client leaf that takes
 * the raw message as a prop (t.raw): functions cannot cross from a server component to a client one.
 * An argument not given stays as written, so a missing value shows rather than vanishes.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}
