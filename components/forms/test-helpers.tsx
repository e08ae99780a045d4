import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { FormResultHost } from '@/components/form-results/form-result-host';
import { contactFormLabels, newsletterFormLabels, unsubscribeLabels, type Translate } from './form-labels';

/** Test-only: the real message catalogues. */
export const catalogues = { en, th } as const;
export type TestLocale = keyof typeof catalogues;

/**
 * The forms' labels as the pages build them on the server (getTranslations() there, the same translator
 * here), from the real messages.
 */
export function formLabels(locale: TestLocale) {
  const t: Translate = createTranslator({ locale, messages: catalogues[locale] });
  return {
    contact: contactFormLabels(t),
    newsletter: newsletterFormLabels(t, locale),
    unsubscribe: unsubscribeLabels(t),
  };
}

/** Renders a form as the layout does: with the form result host, labelled in the locale. */
export function renderWithAlerts(ui: ReactNode, locale: TestLocale) {
  return render(
    <>
      {ui}
      <FormResultHost labels={catalogues[locale].FormResults} />
    </>,
  );
}

interface StubReply {
  status?: number;
  body?: string;
  contentType?: string;
}

/** A fetch reply as the send_email routes give it; jsdom has no Response. */
export function reply({ status = 200, body = '', contentType = 'text/plain; charset=utf-8' }: StubReply) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    text: async () => body,
  } as unknown as Response;
}

export function stubFetch(implementation: () => Promise<Response>) {
  const fetchMock = jest.fn(implementation);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The JSON body of the n-th call to the stubbed fetch. */
export function sentBody(fetchMock: jest.Mock, call = 0): unknown {
  const init = fetchMock.mock.calls[call][1] as RequestInit;
  return JSON.parse(String(init.body));
}

/**
 * Renders a form with its alerts, fetch stubbed to answer with the given body (or as the given function
 * answers); gives the stub and a user to act with.
 */
export function renderForm(ui: ReactNode, locale: TestLocale, answer: string | (() => Promise<Response>)) {
  const fetchMock = stubFetch(typeof answer === 'string' ? async () => reply({ body: answer }) : answer);
  const user = userEvent.setup();
  renderWithAlerts(ui, locale);
  return { fetchMock, user };
}

export type TestUser = ReturnType<typeof userEvent.setup>;

/**
 * Checks that a form's submit button is disabled while its request waits for an answer, and enabled again
 * once the answer (the given body) has shown its alert.
 */
export async function expectDisabledWhileSending(
  start: (answer: () => Promise<Response>) => { user: TestUser },
  fill: (user: TestUser) => Promise<void>,
  submit: () => HTMLElement,
  body: string,
) {
  let answer: (response: Response) => void = () => {};
  const { user } = start(() => new Promise<Response>((resolve) => (answer = resolve)));

  await fill(user);
  await user.click(submit());

  await waitFor(() => expect(fetch).toHaveBeenCalled());
  expect(submit()).toBeDisabled();
  answer(reply({ body }));
  await screen.findByRole('alertdialog');
  await waitFor(() => expect(submit()).toBeEnabled());
}
