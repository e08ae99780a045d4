import { Link } from '@/lib/i18n/navigation';
import styles from './breadcrumbs.module.css';

interface BreadcrumbsProps {
  label: string;
  crumbs: { label: string; href: string }[];
  current: string;
}

export function Breadcrumbs({ label, crumbs, current }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
