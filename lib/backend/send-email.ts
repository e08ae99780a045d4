import { after, NextResponse } from 'next/server';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import en from '@/messages/en.json';
import { contactSchema } from '@/lib/validation/contact';
import { subscribeSchema, unsubscribeSchema } from '@/lib/validation/newsletter';
import { backendMode, backendTimeoutMs } from './config';
import { deliverQueuedMail } from './local/outbox';
import { storeContactMessage, storeSubscription, storeUnsubscription } from './local/requests';
import { clientAddress, createRateLimiter } from './rate-limit';
import { readLimitedText } from './request-body';

/** POST /api/send_email/* (SPEC §7): checks, then forwards (remote) or stores and mails (embedded). */

export type SendEmailAction = 'contact-investor' | 'receive-emails' | 'cancel-emails';

/** The exact success texts the forms compare against (SPEC §7). */
export const SUCCESS_TEXT: Record<SendEmailAction, string> = {
  'contact-investor': 'Email sent successfully',
  'receive-emails': 'Subscription request sent successfully',
  'cancel-emails': 'Unsubscription request sent successfully',
};

export const MAX_BODY_BYTES = 16 * 1024;
export const RATE_LIMIT = { limit: 5, windowMs: 60_000 };

/** A validated request: its cleaned input and how the embedded backend stores it. */
interface AcceptedRequest {
  input: object;
  store: () => Promise<void>;
}

function action<S extends AnyObjectSchema>(schema: S, store: (input: InferType<S>) => Promise<void>) {
  return async (payload: unknown): Promise<AcceptedRequest> => {
    // Casting trims the values; unknown fields are dropped before anything is stored or forwarded.
    const input: InferType<S> = await schema.validate(payload, { abortEarly: false, stripUnknown: true });
    return { input, store: () => store(input) };
  };
}

const ACTIONS: Record<SendEmailAction, (payload: unknown) => Promise<AcceptedRequest>> = {
  'contact-investor': action(contactSchema, storeContactMessage),
  'receive-emails': action(subscribeSchema, storeSubscription),
  'cancel-emails': action(unsubscribeSchema, storeUnsubscription),
};

const limiters = Object.fromEntries(
  (Object.keys(ACTIONS) as SendEmailAction[]).map((action) => [action, createRateLimiter(RATE_LIMIT)]),
) as Record<SendEmailAction, ReturnType<typeof createRateLimiter>>;

const errorReply = (status: number, error: string, headers?: HeadersInit) =>
  NextResponse.json({ error }, { status, headers });

export async function handleSendEmail(request: Request, action: SendEmailAction): Promise<Response> {
  if (isCrossSite(request)) return errorReply(403, 'Cross-site request refused');

  const quota = limiters[action].take(clientAddress(request));
  if (!quota.allowed) {
    return errorReply(429, 'Too many requests', { 'retry-after': String(quota.retryAfterSeconds) });
  }

  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) return errorReply(415, 'Content-Type must be application/json');

  const body = await readLimitedText(request, MAX_BODY_BYTES);
  if (body === null) return errorReply(413, `Body larger than ${MAX_BODY_BYTES} bytes`);

  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return errorReply(400, 'Invalid JSON');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return errorReply(400, 'Expected a JSON object');

  let accepted: AcceptedRequest;
  try {
    accepted = await ACTIONS[action](payload);
  } catch (error) {
    if (error instanceof ValidationError) return NextResponse.json({ errors: fieldErrors(error) }, { status: 400 });
    throw error;
  }

  const mode = backendMode();
  if (mode.kind === 'remote') return forward(`${mode.baseUrl}/api/send_email/${action}`, accepted.input, action);

  try {
    await accepted.store();
  } catch (error) {
    console.error(`[send_email] ${action}: could not store the request:`, error instanceof Error ? error.message : error);
    return errorReply(500, 'Could not store the request');
  }
  if (process.env.SMTP_URL) runAfterResponse(() => deliverQueuedMail());
  return new Response(SUCCESS_TEXT[action], { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** A browser sends Origin on cross-site POSTs; a different host than ours means another site's page. */
function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  const host = request.headers.get('host') ?? new URL(request.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** First message per field, resolved from its catalogue key to the English text. */
function fieldErrors(error: ValidationError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.inner.length ? error.inner : [error]) {
    const field = issue.path ?? 'body';
    errors[field] ??= englishMessage(issue.message);
  }
  return errors;
}

function englishMessage(key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), en);
  return typeof found === 'string' ? found : key;
}

async function forward(url: string, input: object, action: SendEmailAction): Promise<Response> {
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
    console.error(`[send_email] ${action}: backend unreachable:`, error instanceof Error ? error.message : error);
    return errorReply(502, 'Backend unavailable');
  }
}

/** Mail goes out after the reply; outside a Next request (scripts, tests) it simply runs detached. */
function runAfterResponse(task: () => Promise<unknown>): void {
  const guarded = () => task().catch((error: unknown) => console.error('[mail] delivery failed:', error));
  try {
    after(guarded);
  } catch {
    void guarded();
  }
}
