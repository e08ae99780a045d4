import type { AnchorHTMLAttributes } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MainMenu, type MenuEntry } from './main-menu';

// How many times a link was rendered (next/link's render is most of a menu render).
const linkRenders = { count: 0 };

jest.mock('next/link', () => ({
  __esModule: true,
  // Shows whether the menu turned prefetching off (next/link takes the prop; an <a> has no such attribute).
  default: ({
    href,
    prefetch,
    ...props
  }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; prefetch?: boolean | null }) => {
    linkRenders.count += 1;
    return <a href={href} data-prefetch={prefetch === false ? 'off' : 'on'} {...props} />;
  },
}));
jest.mock('next/navigation', () => ({ usePathname: () => '/debtinfo/creditrating' }));

const entries: MenuEntry[] = [
  { kind: 'link', id: 'about', label: 'About', href: '/about' },
  {
    kind: 'group',
    id: 'debt',
    label: 'Debt',
    items: [
      { label: 'Bonds', href: '/debtinfo/info' },
      { label: 'Credit rating', href: '/debtinfo/creditrating' },
      { label: 'Bills', href: '/debtinfo/billexchange' },
    ],
  },
];

function renderMenu() {
  render(
    <MainMenu
      entries={entries}
      labels={{ menu: 'Main menu', open: 'Open menu', close: 'Close menu' }}
      languageSwitch={<a href="#english">English</a>}
    />,
  );
}

describe('MainMenu', () => {
  it('opens a dropdown with Enter, moves with arrows, closes with Escape back on its button', async () => {
    renderMenu();
    const button = screen.getByRole('button', { name: 'Debt' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bonds' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bills' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bonds' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Bills' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens with ArrowDown on the button and focuses the first item', async () => {
    renderMenu();
    screen.getByRole('button', { name: 'Debt' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Bonds' })).toHaveFocus();
  });

  it('never prefetches its links: the app router would fetch every visible link during the load', () => {
    renderMenu();
    // The menu's own links (the language switch is passed in, a plain <a> here).
    const links = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('href') !== '#english');
    expect(links).toHaveLength(4);
    for (const link of links) expect(link).toHaveAttribute('data-prefetch', 'off');
  });

  it('marks the current page', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Debt' }));
    expect(screen.getByRole('link', { name: 'Credit rating' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Bonds' })).not.toHaveAttribute('aria-current');
  });

  it('the menu button toggles the phone panel', async () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opening the phone panel renders none of its links again (a short tap on a phone)', async () => {
    renderMenu();
    linkRenders.count = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(linkRenders.count).toBe(0);
  });
});
