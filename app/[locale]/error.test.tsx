import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import ErrorPage from './error';

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...props} />,
}));

describe('the localized error page', () => {
  it.each([
    ['en', en],
    ['th', th],
  ] as const)('speaks %s and retries', async (locale, messages) => {
    const reset = jest.fn();
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <ErrorPage error={new Error('boom')} reset={reset} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.ErrorPage.title);
    await userEvent.click(screen.getByRole('button', { name: messages.ErrorPage.retry }));
    expect(reset).toHaveBeenCalled();
  });
});
