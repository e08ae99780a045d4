import { getTranslations } from 'next-intl/server';
import styles from './skip-link.module.css';

export async function SkipLink() {
  const t = await getTranslations('Shell');
  return (
    <a href="#main" className={styles.skipLink}>
      {t('skipToContent')}
    </a>
  );
}
