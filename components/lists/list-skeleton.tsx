import { getTranslations } from 'next-intl/server';
import styles from './list-skeleton.module.css';

/** What a list route shows while its data loads (loading.tsx): the loading text and grey placeholder rows. */
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
