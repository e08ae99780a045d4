import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { backendMode } from '@/lib/backend';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { type LivePopup } from '@/lib/newsroom';
import { livePopup } from '@/lib/newsroom/server';
import { pages } from '@/lib/site';
import { AnnouncementPopup } from './announcement-popup';
import styles from './popup-banner.module.css';

/**
 * The popup the newsroom put live (docs/newsroom.md, The popup), read on every render like the lists:
 * a shared cache in front keeps it at most a minute, and going live or a withdrawal purges it.
 * Null when there is none, the store is remote, or it fails: the built-in announcement shows then.
 */
async function newsroomPopup(locale: Locale): Promise<LivePopup | null> {
  if (backendMode().kind !== 'embedded') return null;
  try {
    const popup = await livePopup(locale);
    return popup?.title ? popup : null;
  } catch (error) {
    console.error(
      `[popup] the newsroom's popup is unavailable: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

/** The announcement that greets a visitor on load: the newsroom's live popup, else the built-in one. */
export async function PopupBanner({ locale }: { locale: Locale }) {
  const [t, popup] = await Promise.all([getTranslations('PopupBanner'), newsroomPopup(locale)]);
  if (popup) {
    return (
      <AnnouncementPopup title={popup.title} closeLabel={t('close')}>
        {popup.detail ? <p className={styles.body}>{popup.detail}</p> : null}
        {popup.link ? (
          <a href={popup.link} className={styles.cta}>
            {t('more')}
          </a>
        ) : null}
      </AnnouncementPopup>
    );
  }
  return (
    <AnnouncementPopup title={t('title')} closeLabel={t('close')}>
      <p className={styles.body}>{t('body')}</p>
      <Link prefetch={false} href={localizePath(pages.calendar, locale)} className={styles.cta}>
        {t('cta')}
      </Link>
    </AnnouncementPopup>
  );
}
