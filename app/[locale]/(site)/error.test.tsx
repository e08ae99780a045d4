import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes } from 'react';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import ErrorPage from './error';
import { errorPageMessages } from './error-messages';

const params = { locale: 'en' };
jest.mock('next/navigation', () => ({ useParams: () => params }));
jest.mock('next/link', () => ({
  __esModule: true,
  // next/link takes prefetch; an <a> has no such attribute.
  default: ({
    href,
    prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | null }) => (
    <a href={href} data-prefetch={prefetch === false ? 'off' : 'on'} {...props} />
  ),
}));

describe('the localized error page', () => {
  it.each([
    ['en', en],
    ['th', th],
  ] as const)('speaks %s and retries', async (locale, messages) => {
    params.locale = locale;
    const reset = jest.fn();
    render(<ErrorPage error={new Error('boom')} reset={reset} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(messages.ErrorPage.title);
    expect(screen.getByRole('link', { name: messages.ErrorPage.home })).toHaveAttribute(
      'href',
      locale === 'en' ? '/en' : '/',
    );
    await userEvent.click(screen.getByRole('button', { name: messages.ErrorPage.retry }));
    expect(reset).toHaveBeenCalled();
  });

  it('keeps its strings equal to the message files', () => {
    expect(errorPageMessages.en).toEqual(en.ErrorPage);
    expect(errorPageMessages.th).toEqual(th.ErrorPage);
  });
});
