'use client';

import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './main-menu.module.css';

export type MenuEntry =
  | { kind: 'link'; id: string; label: string; href: string }
  | { kind: 'group'; id: string; label: string; items: { label: string; href: string }[] };

interface MainMenuProps {
  entries: MenuEntry[];
  labels: { menu: string; open: string; close: string };
  languageSwitch: ReactNode;
  /** The site search box of phones, rendered on the server: the first item of the panel (hidden on wide screens). */
  search?: ReactNode;
}

export function MainMenu({ entries, labels, languageSwitch, search }: MainMenuProps) {
  const pathname = usePathname();
  const [panelOpen, setPanelOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const panelId = useId();

  // A navigation closes every menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setPanelOpen(false);
    setOpenGroup(null);
  }

  useEffect(() => {
    if (!openGroup && !panelOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) {
        setOpenGroup(null);
        setPanelOpen(false);
      }
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [openGroup, panelOpen]);

  // Opening the panel on a phone changes only the list's class: its entries (some 40 links) are not
  // rendered again, which keeps the tap on the menu button short (docs/performance.md).
  const items = useMemo(
    () =>
      entries.map((entry) =>
        entry.kind === 'link' ? (
          <li key={entry.id} className={styles.item}>
            <Link
              prefetch={false}
              href={entry.href}
              className={styles.topLink}
              aria-current={pathname === entry.href ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ) : (
          <MenuGroup
            key={entry.id}
            entry={entry}
            pathname={pathname}
            open={openGroup === entry.id}
            onOpenChange={(open) => setOpenGroup(open ? entry.id : null)}
          />
        ),
      ),
    [entries, pathname, openGroup],
  );

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !panelOpen || openGroup) return;
    setPanelOpen(false);
    navRef.current?.querySelector<HTMLButtonElement>('[data-menu-toggle]')?.focus();
  };

  return (
    <nav ref={navRef} aria-label={labels.menu} className={styles.nav} onKeyDown={onNavKeyDown}>
      <div className={`container ${styles.bar}`}>
        <button
          type="button"
          data-menu-toggle
          className={styles.toggle}
          aria-expanded={panelOpen}
          aria-controls={panelId}
          onClick={() => setPanelOpen((open) => !open)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
          {panelOpen ? labels.close : labels.open}
        </button>
        <ul id={panelId} className={`${styles.list} ${panelOpen ? styles.listOpen : ''}`}>
          {items}
          {search ? <li className={styles.searchItem}>{search}</li> : null}
        </ul>
        {/* Outside the collapsible list: the language switch stays in the bar on a phone too. */}
        <div className={styles.language}>{languageSwitch}</div>
      </div>
    </nav>
  );
}

interface MenuGroupProps {
  entry: Extract<MenuEntry, { kind: 'group' }>;
  pathname: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MenuGroup({ entry, pathname, open, onOpenChange }: MenuGroupProps) {
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFirstOnOpen = useRef(false);
  const containsCurrent = entry.items.some((item) => item.href === pathname);

  useEffect(() => {
    if (open && focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      listRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  }, [open]);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) links()[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        onOpenChange(true);
      }
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = links();
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      items[moves[event.key]]?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };

  // Focus leaving the group (Tab past its last link) closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };

  return (
    <li className={styles.item} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.groupButton} ${containsCurrent ? styles.current : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKeyDown}
      >
        {entry.label}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={listId} ref={listRef} className={styles.dropdown} hidden={!open} onKeyDown={onListKeyDown}>
        {entry.items.map((item) => (
          <li key={item.href}>
            <Link
              prefetch={false}
              href={item.href}
              className={styles.dropdownLink}
              aria-current={pathname === item.href ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
