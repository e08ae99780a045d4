/**
 * Runtime checks of backend replies, where data enters the application. Past this point the rest
 * of the code trusts the types of ./types.
 */

const INVALID = Symbol('invalid');
type Invalid = typeof INVALID;

/** Reads one field: the value in its typed form, or INVALID. */
export type FieldCheck<T> = (value: unknown) => T | Invalid;

export class ReplyShapeError extends Error {}

export const text: FieldCheck<string> = (value) => (typeof value === 'string' && value.trim() !== '' ? value : INVALID);

/** Some backends send ids and years as numeric strings; both forms are accepted. */
export const integer: FieldCheck<number> = (value) => {
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : INVALID;
};

export const quarter: FieldCheck<number> = (value) => {
  const n = integer(value);
  return n !== INVALID && n >= 1 && n <= 4 ? n : INVALID;
};

/** 'YYYY-MM-DD', optionally followed by a time part. */
export const isoDate: FieldCheck<string> = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}(?:$|[T ])/.test(value) &&
  !Number.isNaN(Date.parse(value.slice(0, 10)))
    ? value
    : INVALID;

/** A moment: 'YYYY-MM-DDTHH:mm[:ss[.sss]]' with its offset, 'Z' or ±HH:mm. */
export const isoDateTime: FieldCheck<string> = (value) =>
  typeof value === 'string' &&
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/.test(value) &&
  !Number.isNaN(Date.parse(value))
    ? value
    : INVALID;

/** Links end up in href and src: only site-relative paths and http(s) URLs, never javascript: and the like. */
export const link: FieldCheck<string> = (value) => {
  if (typeof value !== 'string') return INVALID;
  const url = value.trim();
  if (/^\/(?!\/)/.test(url)) return url;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : INVALID;
};

export const nullableNumber: FieldCheck<number | null> = (value) => {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : INVALID;
};

export const nullableText: FieldCheck<string | null> = (value) =>
  value === null || value === undefined || value === '' ? null : typeof value === 'string' ? value : INVALID;

/** A check narrowed by a condition on the value it reads (a positive price, an existing day). */
export function refined<T>(check: FieldCheck<T>, accept: (value: T) => boolean): FieldCheck<T> {
  return (value) => {
    const checked = check(value);
    return checked !== INVALID && accept(checked) ? checked : INVALID;
  };
}

/** An optional field: missing, null or empty reads as undefined; present but invalid fails the record. */
export function optional<T>(check: FieldCheck<T>): FieldCheck<T | undefined> {
  return (value) => (value === null || value === undefined || value === '' ? undefined : check(value));
}

/** The typed value a check reads: `Checked<typeof setNewsCheck>` is the SetNews entity. */
export type Checked<C> = C extends FieldCheck<infer T> ? T : never;

type Shape = Record<string, FieldCheck<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};
/** The record a shape reads; a field whose check may give undefined (optional()) is an optional key. */
type RecordOf<S extends Shape> = Simplify<
  { [K in keyof S as undefined extends Checked<S[K]> ? never : K]: Checked<S[K]> } & {
    [K in keyof S as undefined extends Checked<S[K]> ? K : never]?: Exclude<Checked<S[K]>, undefined>;
  }
>;

/** A record check that also names its fields, in reply order (the embedded tables' columns). */
export type RecordCheck<T> = FieldCheck<T> & { readonly fields: readonly string[] };

/** Builds a record check that keeps only the declared fields. */
export function record<S extends Shape>(shape: S): RecordCheck<RecordOf<S>> {
  const fields = Object.keys(shape);
  const check: FieldCheck<RecordOf<S>> = (value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return INVALID;
    const source = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const key of fields) {
      const checked = shape[key](source[key]);
      if (checked === INVALID) return INVALID;
      if (checked !== undefined) result[key] = checked;
    }
    return result as RecordOf<S>;
  };
  return Object.assign(check, { fields });
}

export function listOf<T>(check: FieldCheck<T>): FieldCheck<T[]> {
  return (value) => {
    if (!Array.isArray(value)) return INVALID;
    const items: T[] = [];
    for (const item of value) {
      const checked = check(item);
      if (checked !== INVALID) items.push(checked);
    }
    return items;
  };
}

/**
 * Checks a list reply: a reply that is not a list throws ReplyShapeError; a malformed item is
 * dropped and logged while the good items are kept.
 */
export function checkList<T>(callName: string, check: FieldCheck<T>, reply: unknown): T[] {
  if (!Array.isArray(reply)) throw new ReplyShapeError('wrong shape: expected a list');
  const items: T[] = [];
  reply.forEach((item, index) => {
    const checked = check(item);
    if (checked === INVALID) console.error(`[backend] ${callName}: dropped malformed item at index ${index}`);
    else items.push(checked);
  });
  return items;
}

/** Checks a single-object reply; throws ReplyShapeError when it does not fit. */
export function checkRecord<T>(check: FieldCheck<T>, reply: unknown): T {
  const checked = check(reply);
  if (checked === INVALID) throw new ReplyShapeError('wrong shape: expected an object');
  return checked;
}
