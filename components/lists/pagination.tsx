import { PaintFirstLink } from '@/components/layout/paint-first-link';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { listHref, paginationWindow, type ListDefaults, type ListState } from '@/lib/lists';
import styles from './pagination.module.css';

export interface PaginationLabels {
  /** Accessible name of the navigation landmark, e.g. "Pages". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link; receives the page number, e.g. (n) => `Page ${n}`. */
  page: (page: number) => string;
}

interface PaginationCommon {
  page: number;
  totalPages: number;
  labels: PaginationLabels;
}

/** A list page's links, built from its state; or any page's, from a function giving the URL of a page. */
type PaginationProps = PaginationCommon &
  (
    | {
        locale: Locale;
        /** Locale-less path of the list page, e.g. '/newinfo/info'. */
        pathname: string;
        /** The list's other state (year, q, type): kept on every page link. */
        state: Omit<ListState, 'page'>;
        defaults?: ListDefaults;
      }
    | { hrefOf: (page: number) => string }
  );

/**
 * Every page is a real link, so crawlers can walk the list and a shared link opens the same page.
 * Previous and next are disabled buttons, not links, on the first and last page.
 */
export function Pagination(props: PaginationProps) {
  const { page, totalPages, labels } = props;
  const href =
    'hrefOf' in props
      ? props.hrefOf
      : (target: number) =>
          localizePath(listHref(props.pathname, { ...props.state, page: target }, props.defaults), props.locale);
  if (totalPages <= 1) return null;

  return (
    <nav aria-label={labels.nav} className={styles.pagination}>
      {page > 1 && <link rel="prev" href={href(page - 1)} />}
      {page < totalPages && <link rel="next" href={href(page + 1)} />}
      <ul>
        <li>
          {page > 1 ? (
            <PaintFirstLink prefetch={false} href={href(page - 1)} className={styles.step} rel="prev">
              <span aria-hidden="true">‹</span> {labels.previous}
            </PaintFirstLink>
          ) : (
            <button type="button" className={styles.step} disabled>
              <span aria-hidden="true">‹</span> {labels.previous}
            </button>
          )}
        </li>
        {paginationWindow(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PaintFirstLink
                prefetch={false}
                href={href(item)}
                className={styles.number}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </PaintFirstLink>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <PaintFirstLink prefetch={false} href={href(page + 1)} className={styles.step} rel="next">
              {labels.next} <span aria-hidden="true">›</span>
            </PaintFirstLink>
          ) : (
            <button type="button" className={styles.step} disabled>
              {labels.next} <span aria-hidden="true">›</span>
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
