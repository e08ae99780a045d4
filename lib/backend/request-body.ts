/** How reading a body ended: its text, or why it was given up. */
export type BodyRead = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'too-slow' };

/** The longest a form route waits for a body: a 16 KB form body takes a fraction of this even on a poor link. */
export const BODY_READ_TIMEOUT_MS = 10_000;

/**
 * The body as text, given up once it exceeds maxBytes or has not ended after timeoutMs. Read
 * incrementally, because Content-Length may be absent or wrong, so an oversized body is never held in
 * memory whole; and against a deadline, so a client trickling bytes cannot hold the route for the
 * server's whole request timeout.
 */
export async function readLimitedText(
  request: Request,
  maxBytes: number,
  timeoutMs = BODY_READ_TIMEOUT_MS,
): Promise<BodyRead> {
  const read = await readLimitedBytes(request, maxBytes, timeoutMs);
  return read.ok ? { ok: true, text: new TextDecoder().decode(read.bytes) } : read;
}

/** The body as bytes, with the same bounds as readLimitedText (a small multipart form with a file). */
export async function readLimitedBytes(
  request: Request,
  maxBytes: number,
  timeoutMs = BODY_READ_TIMEOUT_MS,
): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'too-slow' }> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'too-slow'>((resolve) => {
    timer = setTimeout(() => resolve('too-slow'), timeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), deadline]);
      if (next === 'too-slow') {
        void reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-slow' };
      }
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxBytes) {
        void reader.cancel().catch(() => undefined);
        return { ok: false, reason: 'too-large' };
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  return { ok: true, bytes: Buffer.concat(chunks) };
}

/** The fields of a JSON body, each a string or absent; or, per field, why not. */
export type TextFields =
  { ok: true; values: Record<string, string | true | undefined> } | { ok: false; errors: Record<string, string> };

export const NOT_TEXT_MESSAGE = 'Must be a string';

/**
 * Picks the named fields out of a parsed JSON object, refusing any that is not a string: numbers and
 * booleans are not turned into text, and lists and objects (however deeply nested) are not looked into.
 * Only own properties count and other keys are dropped, so `__proto__` or `constructor` in the body
 * reach nothing. The result is a fresh object the validation can take as it is. The fields named in
 * `trueAllowed` may also be JSON `true` (a box ticked), which is kept for the schema to read.
 */
export function textFields(payload: object, names: readonly string[], trueAllowed: readonly string[] = []): TextFields {
  const values: Record<string, string | true | undefined> = {};
  const errors: Record<string, string> = {};
  for (const name of names) {
    const value: unknown = Object.hasOwn(payload, name) ? (payload as Record<string, unknown>)[name] : undefined;
    if (value === undefined || value === null) values[name] = undefined;
    else if (typeof value === 'string') values[name] = value;
    else if (value === true && trueAllowed.includes(name)) values[name] = true;
    else errors[name] = NOT_TEXT_MESSAGE;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}
