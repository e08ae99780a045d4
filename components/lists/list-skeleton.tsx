import { getTranslations } from 'next-intl/server';
import type { FramedPageId } from '@/components/layout/framed-page';
import { PageFrame } from '@/components/layout/page-frame';
import styles from './list-skeleton.module.css';

/** What a list shows while its data loads: the loading text and grey placeholder rows. */
export async function ListSkeleton({ rows = 5 }: { rows?: number }) {
  const t = await getTranslations('Lists');
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p role="status" className={styles.text}>
        <span className={styles.spinner} aria-hidden="true" />
        {t('loading')}
      </p>
      <div className={styles.toolbar} aria-hidden="true" />
      <ul className={styles.rows} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <li key={index} />
        ))}
      </ul>
    </div>
  );
}

/**
 * A route's loading.tsx: the page frame (so the banner and tabs do not jump) around the skeleton, e.g.
 * `export default listLoading('newsSet');`.
 */
export function listLoading(page: FramedPageId, rows?: number) {
  return function Loading() {
    return (
      <PageFrame page={page}>
        <ListSkeleton rows={rows} />
      </PageFrame>
    );
  };
}
