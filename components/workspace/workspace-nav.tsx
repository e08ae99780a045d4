'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './workspace-shell.module.css';

export interface WorkspaceNavItem {
  href: string;
  label: string;
}

/** The workspace's sections, the current one marked for assistive technology and by its style. */
export function WorkspaceNav({ label, items }: { label: string; items: readonly WorkspaceNavItem[] }) {
  const pathname = usePathname();
  // The longest section path the page is under: /admin/items/new is "New item", /admin is only the dashboard.
  const current = items
    .map((item) => item.href.split('#')[0])
    .filter((path) => pathname === path || (pathname.startsWith(`${path}/`) && !/\/admin$/.test(path)))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <Link prefetch={false} href={item.href} aria-current={item.href === current ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
