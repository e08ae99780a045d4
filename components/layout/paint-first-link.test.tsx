import type { AnchorHTMLAttributes } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PaintFirstLink } from './paint-first-link';

const push = jest.fn();

jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
// next/link's own navigation is Next's: here only what the wrapper passes it, as a plain anchor.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({
    href,
    prefetch,
    scroll,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean; scroll?: boolean }) => (
    <a href={href} data-prefetch={String(prefetch)} data-scroll={String(scroll)} {...props} />
  ),
}));

/** Resolves after the next animation frame and the task after it: when the link's navigation starts. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('PaintFirstLink', () => {
  beforeEach(() => push.mockClear());

  it('starts the navigation after the tap’s next paint, not inside the click', async () => {
    render(
      <PaintFirstLink prefetch={false} href="/en/newinfo/info?page=2">
        Page 2
      </PaintFirstLink>,
    );
    const link = screen.getByRole('link', { name: 'Page 2' });
    expect(link).toHaveAttribute('href', '/en/newinfo/info?page=2');
    const followed = fireEvent.click(link);
    // The browser does not follow the link itself, and the router has not been asked yet.
    expect(followed).toBe(false);
    expect(push).not.toHaveBeenCalled();
    await afterPaint();
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith('/en/newinfo/info?page=2', { scroll: true });
  });

  it('keeps scroll={false} and the link’s own click handler', async () => {
    const onClick = jest.fn();
    render(
      <PaintFirstLink prefetch={false} href="/en" scroll={false} onClick={onClick}>
        English
      </PaintFirstLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'English' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    await afterPaint();
    expect(push).toHaveBeenCalledWith('/en', { scroll: false });
  });

  it('leaves a modified click, and a click its handler prevented, to the browser', async () => {
    render(
      <>
        <PaintFirstLink prefetch={false} href="/a">
          A
        </PaintFirstLink>
        <PaintFirstLink prefetch={false} href="/b" onClick={(event) => event.preventDefault()}>
          B
        </PaintFirstLink>
      </>,
    );
    // Whether the wrapper prevented the browser's own handling; then the test stops it (jsdom cannot navigate).
    const prevented: boolean[] = [];
    const record = (event: Event) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'A' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'B' }));
    document.removeEventListener('click', record);
    expect(prevented).toEqual([false, true]);
    await afterPaint();
    expect(push).not.toHaveBeenCalled();
  });
});
