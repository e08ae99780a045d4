/**
 * The translations of message keys named like the labels they fill, for leaves that take their texts
 * as props: labelsOf(t, ['open', 'close']) → { open: t('open'), close: t('close') }.
 */
export function labelsOf<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
