'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { currentSection } from './current-section';
import styles from './workspace-shell.module.css';

export interface WorkspaceNavItem {
  href: string;
  label: string;
}

interface NavProps {
  label: string;
  items: readonly WorkspaceNavItem[];
}

/** The workspace's sections, the current one (./current-section.ts, its query too) marked for assistive technology and by its style. */
export function WorkspaceNav(props: NavProps) {
  const search = useSearchParams().toString();
  return <WorkspaceNavList {...props} search={search} />;
}

/**
 * The same list read without the query: the Suspense fallback of WorkspaceNav. Every workspace page
 * renders per request, so it shows only if one is ever prerendered.
 */
export function WorkspaceNavList({ label, items, search = '' }: NavProps & { search?: string }) {
  const pathname = usePathname();
  const current = currentSection(
    items.map((item) => item.href),
    pathname,
    search,
  );
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
