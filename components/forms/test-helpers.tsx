import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
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
