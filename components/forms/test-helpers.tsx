import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { AlertContainer } from '@/components/alerts/alert-container';

/** Test-only: renders a form as the layout does, with the real messages and the alert container. */
export const catalogues = { en, th } as const;
export type TestLocale = keyof typeof catalogues;

export function renderWithIntl(ui: ReactNode, locale: TestLocale) {
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="Asia/Bangkok">
      {ui}
      <AlertContainer labels={catalogues[locale].Alerts} />
    </NextIntlClientProvider>,
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
