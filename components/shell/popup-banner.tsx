import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import { AnnouncementPopup } from './announcement-popup';
import styles from './popup-banner.module.css';

/** The announcement that greets a visitor on load. */
export async function PopupBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations('PopupBanner');
  return (
    <AnnouncementPopup title={t('title')} closeLabel={t('close')}>
      <p className={styles.body}>{t('body')}</p>
      <Link prefetch={false} href={localizePath(pages.calendar, locale)} className={styles.cta}>
        {t('cta')}
      </Link>
    </AnnouncementPopup>
  );
}
