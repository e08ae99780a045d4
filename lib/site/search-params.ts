/** A URL search parameter as Next hands it to a page. */
export type SearchParamValue = string | string[] | undefined;

/** The first value of a repeated search parameter (?year=2024&year=2023 → '2024'). */
export function firstParam(raw: SearchParamValue): string | undefined {
  return Array.isArray(raw) ? raw[0] : raw;
}

/** An integer from a number or a string of digits ('2024', ' 3 '); null for anything else ('2.5', '3a', ''). */
export function toInteger(raw: number | string | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  if (typeof raw !== 'string' || !/^\s*-?\d+\s*$/.test(raw)) return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/** Longest search text kept from the URL. */
export const MAX_QUERY_LENGTH = 100;

/** The search text in the URL, trimmed and cut to {@link MAX_QUERY_LENGTH} characters; '' when absent. */
export function parseQuery(raw: SearchParamValue): string {
  const text = (firstParam(raw) ?? '').trim();
  // Array.from counts code points, so a cut never splits a surrogate pair.
  return Array.from(text).slice(0, MAX_QUERY_LENGTH).join('').trim();
}
