import type { APIRequestContext, Locator } from '@playwright/test';
import { expect } from './fixtures';

/**
 * A reader's sign-up to the e-mail alerts as the form posts it to POST /api/send_email/receive-emails:
 * every field filled, consent given, for `categories` in `lang`.
 */
export const signUpData = (fullName: string, email: string, lang: 'th' | 'en', categories = 'announcements') => ({
  fullName,
  email,
  country: 'Thailand',
  occupation: 'Investor',
  jobTitle: 'Analyst',
  industry: 'Finance',
  consent: 'yes',
  categories,
  lang,
});

/** Confirms a sign-up with the token its mail carried, as the confirm page posts it: 303 to the page that says so. */
export async function confirmSignUp(
  request: APIRequestContext,
  base: string,
  token: string | undefined,
  locale: 'th' | 'en',
): Promise<void> {
  expect(token).toBeDefined();
  const confirmed = await request.post(`${base}/api/email-alerts/confirm`, {
    form: { token: token!, lang: locale },
    maxRedirects: 0,
  });
  expect(confirmed.status()).toBe(303);
  expect(confirmed.headers().location).toContain('result=confirmed');
}

/**
 * Types a reader's details but the address into the sign-up form as a reader does (consent and
 * categories left to the test); `words` are the form's labels in the page's language.
 */
export async function typeSignUp(
  form: Locator,
  words: Record<'fullName' | 'country' | 'occupation' | 'jobTitle' | 'industry', string>,
): Promise<void> {
  await form.getByLabel(words.fullName).fill('Malee Srisuk');
  await form.getByLabel(words.country).fill('Thailand');
  await form.getByLabel(words.occupation).fill('Analyst');
  await form.getByLabel(words.jobTitle).fill('Senior analyst');
  await form.getByLabel(words.industry).fill('Finance');
}
