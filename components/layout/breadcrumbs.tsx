import Link from 'next/link';
import styles from './breadcrumbs.module.css';

interface BreadcrumbsProps {
  label: string;
  /** The crumbs before the current page, their hrefs already in the page's language. */
  crumbs: { label: string; href: string }[];
  current: string;
}

export function Breadcrumbs({ label, crumbs, current }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link prefetch={false} href={crumb.href}>
              {crumb.label}
            </Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
