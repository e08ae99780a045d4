import { NextResponse } from 'next/server';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { Locale } from '@/lib/i18n';
import { mergeMessages, type Messages } from '@/lib/i18n';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { runJobSoon } from '@/lib/server/process-bridge.mjs';
import { isCrossSite } from '@/lib/security/origin-check';
import { SEND_EMAIL_CALLS, type SendEmailCall } from '@/lib/contract';
import { contactSchema, subscribeSchema, unsubscribeSchema, parseMessage } from '@/lib/validation';
import { backendMode, backendTimeoutMs } from './config';
import { storeContactMessage, storeSubscription, storeUnsubscription, type StoreOutcome } from '@/lib/store';
import { clientKey, createFormRateLimiter, type RateLimiter } from './rate-limit';
import { readLimitedText, textFields } from './request-body';

/** POST /api/send_email/* (docs/product.md, The form calls): checks, then forwards (remote) or stores and mails (embedded). */

export const MAX_BODY_BYTES = 16 * 1024;

/** A validated request: its cleaned input and how the embedded backend stores it. */
interface AcceptedRequest {
  input: object;
  store: (client: string) => Promise<StoreOutcome>;
}

type Check = (payload: object, locale: Locale) => Promise<AcceptedRequest | { errors: Record<string, string> }>;

function action<S extends AnyObjectSchema>(
  schema: S,
  store: (input: InferType<S>, client: string) => Promise<StoreOutcome | void>,
  { trueAllowed = [] }: { trueAllowed?: readonly string[] } = {},
): Check {
  return async (payload, locale) => {
    // Only the schema's fields, each a string (or a ticked box's true): other keys are dropped, other types refused.
    const fields = textFields(payload, Object.keys(schema.fields), trueAllowed);
    if (!fields.ok) {
      // A refused type gets the field's own message, as a wrong value would.
      const errors: Record<string, string> = {};
      for (const field of Object.keys(fields.errors))
        errors[field] = localMessage(await typeErrorOf(schema, field), locale);
      return { errors };
    }
    try {
      // Casting trims and normalizes the values before anything is stored or forwarded.
      const input: InferType<S> = await schema.validate(fields.values, { abortEarly: false, stripUnknown: true });
      return { input, store: async (client) => (await store(input, client)) ?? { stored: true } };
    } catch (error) {
      if (error instanceof ValidationError) return { errors: fieldErrors(error, locale) };
      throw error;
    }
  };
}

/** The message the schema gives a field holding something that is not text: its catalogue key. */
async function typeErrorOf(schema: AnyObjectSchema, field: string): Promise<string> {
  try {
    await schema.validateAt(field, { [field]: {} });
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  return field;
}

const CHECKS: Record<SendEmailCall, Check> = {
  contact: action(contactSchema, (input, client) => storeContactMessage(input, { clientKey: client })),
  subscribe: action(subscribeSchema, (input) => storeSubscription(input), { trueAllowed: ['consent'] }),
  unsubscribe: action(unsubscribeSchema, (input) => storeUnsubscription(input)),
};

// One limit per action and client: a burst of refused sign-ups does not block the contact form.
const limiters = Object.fromEntries(
  (Object.keys(CHECKS) as SendEmailCall[]).map((call) => [call, createFormRateLimiter(`send-email:${call}`)]),
) as Record<SendEmailCall, RateLimiter>;

const errorReply = (status: number, error: string, headers?: HeadersInit) =>
  NextResponse.json({ error }, { status, headers });

export async function handleSendEmail(request: Request, call: SendEmailCall): Promise<Response> {
  if (isCrossSite(request)) return errorReply(403, 'Cross-site request refused');

  const client = clientKey(request);
  const quota = await limiters[call].take(client);
  if (!quota.allowed) return errorReply(429, 'Too many requests', { 'retry-after': String(quota.retryAfterSeconds) });

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) return errorReply(415, 'Content-Type must be application/json');

  const body = await readLimitedText(request, MAX_BODY_BYTES);
  if (!body.ok && body.reason === 'too-large') return errorReply(413, `Body larger than ${MAX_BODY_BYTES} bytes`);
  // The client may still be sending: close the connection rather than read the rest.
  if (!body.ok) return errorReply(408, 'Body not received in time', { connection: 'close' });

  let payload: unknown;
  try {
    payload = JSON.parse(body.text);
  } catch {
    return errorReply(400, 'Invalid JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return errorReply(400, 'Expected a JSON object');

  const checked = await CHECKS[call](payload, requestLocale(request, payload));
  if ('errors' in checked) return NextResponse.json({ errors: checked.errors }, { status: 400 });

  const mode = backendMode();
  if (mode.kind === 'remote') return forward(`${mode.baseUrl}${SEND_EMAIL_CALLS[call].path}`, checked.input, call);

  let outcome: StoreOutcome;
  try {
    outcome = await checked.store(client);
  } catch (error) {
    console.error(`[send_email] ${call}: could not store the request:`, error instanceof Error ? error.message : error);
    return errorReply(500, 'Could not store the request');
  }
  if (!outcome.stored) {
    return errorReply(429, 'Too many messages from this address today', {
      'retry-after': String(outcome.retryAfterSeconds),
    });
  }
  runJobSoon('mail');
  return new Response(SEND_EMAIL_CALLS[call].success, {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });
}

// Thai falls back to English for any key it lacks, as on the pages (lib/i18n/request.ts).
const catalogues: Record<Locale, Messages> = { en, th: mergeMessages(en, th) };

/**
 * The language of the field errors: the body's `lang` (the sign-up's page language), else the first of
 * Thai or English in Accept-Language, else English (what an API client without either reads most likely).
 */
export function requestLocale(request: Request, payload: object): Locale {
  const lang: unknown = Object.hasOwn(payload, 'lang') ? (payload as Record<string, unknown>).lang : undefined;
  if (lang === 'th' || lang === 'en') return lang;
  const ranges = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0], q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ primary, q }) => (primary === 'th' || primary === 'en') && q > 0)
    .sort((a, b) => b.q - a.q);
  return ranges[0]?.primary === 'th' ? 'th' : 'en';
}

/** First message per field in the request's language: the catalogue key's text, with the limit of a length message filled in. */
function fieldErrors(error: ValidationError, locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.inner.length ? error.inner : [error]) {
    const field = issue.path ?? 'body';
    errors[field] ??= localMessage(issue.message, locale);
  }
  return errors;
}

export function localMessage(message: string, locale: Locale): string {
  const { key, max } = parseMessage(message);
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined),
      catalogues[locale],
    );
  if (typeof found !== 'string') return message;
  return max === undefined
    ? found
    : found.replace(/\{max(?:, number)?\}/, max.toLocaleString(locale === 'th' ? 'th-TH' : 'en'));
}

async function forward(url: string, input: object, call: SendEmailCall): Promise<Response> {
  try {
    const upstream = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(backendTimeoutMs()),
      cache: 'no-store',
    });
    return new Response(await upstream.text(), {
      status: upstream.status,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  } catch (error) {
    console.error(`[send_email] ${call}: backend unreachable:`, error instanceof Error ? error.message : error);
    return errorReply(502, 'Backend unavailable');
  }
}
