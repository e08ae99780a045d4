import 'server-only';
import { NextResponse } from 'next/server';
import { ALERT_CATEGORIES, formatCategories, type AlertCategory } from '@/lib/email-alerts';
import { isConfirmationTokenShaped, isLinkTokenShaped } from '@/lib/email-alerts/server';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { isCrossSite } from '@/lib/security/origin-check';
import { pages, siteUrl } from '@/lib/site';
import { backendMode } from './config';
import {
  addressOfUnsubscribeToken,
  changeCategories,
  confirmSignUp,
  confirmUnsubscription,
  subscriberOfLink,
  withdrawSubscriber,
} from '@/lib/store';
import { clientKey, createFormRateLimiter } from './rate-limit';
import { readLimitedText } from './request-body';

/**
 * The e-mail alerts' own endpoints and page data, embedded backend only: with IR_BACKEND_URL
 * the company backend owns subscriptions, so these answer 404 and the pages say the link cannot be used.
 *
 * - POST /api/email-alerts/confirm: the confirm button of /receiveemails/confirm (token in the form).
 * - POST /api/email-alerts/unsubscribe?token=…: RFC 8058 one-click (mail programs POST
 *   "List-Unsubscribe=One-Click" there), and the unsubscribe button of the preferences page.
 * - POST /api/email-alerts/preferences: the category change of the preferences page.
 * - POST /api/email-alerts/confirm-unsubscribe: the button of /receiveemails/unsubscribe, the page of the
 *   mail the unsubscribe modal sends (token in the form).
 *
 * Every one: bounded body (2 KB, 10 s), a rate limit per client, a token of the exact shape before any
 * lookup. The browser forms are checked for cross-site origin; the one-click POST comes from mail
 * servers without one, and its token is the credential.
 */

const MAX_BODY_BYTES = 2048;
const limiters = {
  confirm: createFormRateLimiter('alerts-confirm'),
  unsubscribe: createFormRateLimiter('alerts-unsubscribe'),
  preferences: createFormRateLimiter('alerts-preferences'),
  confirmUnsubscribe: createFormRateLimiter('alerts-confirm-unsubscribe'),
};

export type LinkSubscriber = { email: string; categories: AlertCategory[] } | null | 'unavailable';

/** The subscriber a preferences link names, for the page: null = not (or no longer) valid. */
export async function alertSubscriberOfLink(token: string | undefined): Promise<LinkSubscriber> {
  if (!token || !isLinkTokenShaped(token) || backendMode().kind !== 'embedded') return null;
  try {
    const subscriber = await subscriberOfLink(token);
    return subscriber && { email: subscriber.email, categories: subscriber.categories };
  } catch (error) {
    console.error('[alerts] could not read a subscriber:', error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}

/** The address an unsubscribe mail's link was sent to, for its page: null = not (or no longer) valid. */
export async function addressOfUnsubscribeLink(token: string): Promise<string | null | 'unavailable'> {
  if (!isConfirmationTokenShaped(token) || backendMode().kind !== 'embedded') return null;
  try {
    return await addressOfUnsubscribeToken(token);
  } catch (error) {
    console.error('[alerts] could not read an unsubscribe request:', error instanceof Error ? error.message : error);
    return 'unavailable';
  }
}

type Guarded = { ok: true; form: URLSearchParams } | { ok: false; response: Response };

async function guard(
  request: Request,
  action: keyof typeof limiters,
  { sameSite }: { sameSite: boolean },
): Promise<Guarded> {
  if (backendMode().kind !== 'embedded')
    return { ok: false, response: NextResponse.json({ error: 'Not found' }, { status: 404 }) };
  if (sameSite && isCrossSite(request))
    return { ok: false, response: NextResponse.json({ error: 'Cross-site request refused' }, { status: 403 }) };
  const quota = await limiters[action].take(clientKey(request));
  if (!quota.allowed) {
    return {
      ok: false,
      response: NextResponse.json(
        { error: 'Too many requests' },
        { status: 429, headers: { 'retry-after': String(quota.retryAfterSeconds) } },
      ),
    };
  }
  const body = await readLimitedText(request, MAX_BODY_BYTES);
  if (!body.ok && body.reason === 'too-large')
    return { ok: false, response: NextResponse.json({ error: 'Body too large' }, { status: 413 }) };
  if (!body.ok)
    return {
      ok: false,
      response: NextResponse.json(
        { error: 'Body not received in time' },
        { status: 408, headers: { connection: 'close' } },
      ),
    };
  const type = request.headers.get('content-type') ?? '';
  if (body.text && !/^(application\/x-www-form-urlencoded|multipart\/form-data|text\/plain)\s*(;|$)/i.test(type)) {
    return { ok: false, response: NextResponse.json({ error: 'Expected a form' }, { status: 415 }) };
  }
  // multipart (RFC 8058 allows it) is read for its one field the same way: its name and value only matter.
  const form = /multipart/i.test(type) ? multipartFields(body.text) : new URLSearchParams(body.text);
  return { ok: true, form };
}

function multipartFields(text: string): URLSearchParams {
  const fields = new URLSearchParams();
  for (const match of text.matchAll(/name="([^"]{1,40})"\r?\n\r?\n([^\r\n]{0,200})/g))
    fields.append(match[1], match[2]);
  return fields;
}

function pageLanguage(form: URLSearchParams): Locale {
  return form.get('lang') === 'en' ? 'en' : 'th';
}

/** A 303 to a page of the site (the forms work without JavaScript). */
function backTo(path: string, lang: Locale, search: Record<string, string>): Response {
  const url = new URL(localizePath(path, lang), siteUrl());
  for (const [name, value] of Object.entries(search)) url.searchParams.set(name, value);
  // Relative, so a proxy's public origin is kept whatever SITE_URL says.
  return new Response(null, {
    status: 303,
    headers: { location: `${url.pathname}${url.search}`, 'cache-control': 'no-store' },
  });
}

const badRequest = (error: string) => NextResponse.json({ error }, { status: 400 });

export async function handleConfirm(request: Request): Promise<Response> {
  const guarded = await guard(request, 'confirm', { sameSite: true });
  if (!guarded.ok) return guarded.response;
  const { form } = guarded;
  const token = form.get('token') ?? '';
  const lang = pageLanguage(form);
  if (!isConfirmationTokenShaped(token)) return backTo(pages.confirmSubscription, lang, { result: 'invalid' });
  try {
    return backTo(pages.confirmSubscription, lang, { result: await confirmSignUp(token) });
  } catch (error) {
    console.error('[alerts] could not confirm a sign-up:', error instanceof Error ? error.message : error);
    return backTo(pages.confirmSubscription, lang, { result: 'error' });
  }
}

export async function handleConfirmUnsubscribe(request: Request): Promise<Response> {
  const guarded = await guard(request, 'confirmUnsubscribe', { sameSite: true });
  if (!guarded.ok) return guarded.response;
  const { form } = guarded;
  const token = form.get('token') ?? '';
  const lang = pageLanguage(form);
  if (!isConfirmationTokenShaped(token)) return backTo(pages.confirmUnsubscription, lang, { result: 'invalid' });
  try {
    return backTo(pages.confirmUnsubscription, lang, { result: await confirmUnsubscription(token) });
  } catch (error) {
    console.error('[alerts] could not unsubscribe by a mailed link:', error instanceof Error ? error.message : error);
    return backTo(pages.confirmUnsubscription, lang, { result: 'error' });
  }
}

export async function handleUnsubscribe(request: Request): Promise<Response> {
  const guarded = await guard(request, 'unsubscribe', { sameSite: false });
  if (!guarded.ok) return guarded.response;
  const { form } = guarded;
  const token = new URL(request.url).searchParams.get('token') ?? form.get('token') ?? '';
  const fromPage = form.get('from') === 'page';
  if (fromPage && isCrossSite(request))
    return NextResponse.json({ error: 'Cross-site request refused' }, { status: 403 });
  if (!fromPage && form.get('List-Unsubscribe') !== 'One-Click')
    return badRequest('Expected List-Unsubscribe=One-Click (RFC 8058)');
  if (!isLinkTokenShaped(token)) return badRequest('Invalid token');
  try {
    const subscriber = await subscriberOfLink(token);
    // Already unsubscribed (or a forged token): nothing to do, and the same answer (idempotent).
    if (subscriber) await withdrawSubscriber(subscriber);
  } catch (error) {
    console.error('[alerts] could not unsubscribe:', error instanceof Error ? error.message : error);
    return fromPage
      ? backTo(pages.alertPreferences, pageLanguage(form), { result: 'error' })
      : NextResponse.json({ error: 'Try again later' }, { status: 503 });
  }
  if (fromPage) return backTo(pages.alertPreferences, pageLanguage(form), { result: 'unsubscribed' });
  return new Response('Unsubscribed', { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

export async function handlePreferences(request: Request): Promise<Response> {
  const guarded = await guard(request, 'preferences', { sameSite: true });
  if (!guarded.ok) return guarded.response;
  const { form } = guarded;
  const token = form.get('token') ?? '';
  const lang = pageLanguage(form);
  if (!isLinkTokenShaped(token)) return badRequest('Invalid token');
  const chosen = form.getAll('categories');
  if (
    chosen.length > ALERT_CATEGORIES.length ||
    !chosen.every((value) => (ALERT_CATEGORIES as readonly string[]).includes(value))
  ) {
    return badRequest('Unknown category');
  }
  if (!formatCategories(chosen)) return backTo(pages.alertPreferences, lang, { token, result: 'empty' });
  try {
    const subscriber = await subscriberOfLink(token);
    if (!subscriber) return backTo(pages.alertPreferences, lang, { token, result: 'invalid' });
    await changeCategories(subscriber.id, chosen as AlertCategory[]);
    return backTo(pages.alertPreferences, lang, { token, result: 'saved' });
  } catch (error) {
    console.error('[alerts] could not change categories:', error instanceof Error ? error.message : error);
    return backTo(pages.alertPreferences, lang, { token, result: 'error' });
  }
}
