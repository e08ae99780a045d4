import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { pages } from '@/lib/site-map';
import { PopupDialog } from './popup-dialog';
import styles from './popup-dialog.module.css';

/** The announcement that greets a visitor on load (SPEC §1, §4). */
export async function PopupBanner() {
  const t = await getTranslations('PopupBanner');
  return (
    <PopupDialog title={t('title')} closeLabel={t('close')}>
      <p>{t('body')}</p>
      <Link href={pages.calendar} className={styles.cta}>
        {t('cta')}
      </Link>
    </PopupDialog>
  );
}
