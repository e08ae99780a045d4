export type Messages = { [key: string]: string | Messages };

/**
 * Deep-merges `override` onto `base`: every key of base is present, override wins where it has a value.
 * Typed as `base`, whose keys it has: the English catalogue's type for Thai merged onto English.
 */
export function mergeMessages<Base extends Messages>(base: Base, override: Messages): Base {
  return merge(base, override) as Base;
}

function merge(base: Messages, override: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    merged[key] = typeof value === 'object' && typeof baseValue === 'object' ? merge(baseValue, value) : value;
  }
  return merged;
}
