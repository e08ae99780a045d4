export type Messages = { [key: string]: string | Messages };

/** Deep-merges `override` onto `base`: every key of base is present, override wins where it has a value. */
export function mergeMessages(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    merged[key] =
      typeof value === 'object' && typeof baseValue === 'object' ? mergeMessages(baseValue, value) : value;
  }
  return merged;
}
