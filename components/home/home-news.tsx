import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { NewsClipping, SetNews } from '@/lib/contract';
import { formatLongDate } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import styles from './home.module.css';

interface HomeNewsProps {
  locale: Locale;
  clippings: readonly NewsClipping[];
  setNews: readonly SetNews[];
}

/** The three latest print clippings beside the last four exchange announcements. */
export async function HomeNews({ locale, clippings, setNews }: HomeNewsProps) {
  const t = await getTranslations('Home');

  return (
    <section className={styles.band} aria-label={t('news.label')}>
      <div className={`container ${styles.section} ${styles.newsGrid}`}>
        <section aria-labelledby="home-clippings-title" data-testid="home-clippings">
          <div className={styles.sectionHead}>
            <h2 id="home-clippings-title">{t('clippings.title')}</h2>
            <Link prefetch={false} href={localizePath(pages.newsPrint, locale)} className={styles.more}>
              {t('clippings.all')}
            </Link>
          </div>
          {clippings.length === 0 ? (
            <p className={styles.empty}>{t('clippings.empty')}</p>
          ) : (
            <ul className={styles.clippingList}>
              {clippings.map((clipping) => (
                <li key={clipping.url_news_clippings} className={styles.clipping}>
                  <div className={styles.clippingImage}>
                    {clipping.imageUrl && (
                      // A plain img: the remote backend may serve images from hosts next/image is not configured for.
                      // eslint-disable-next-line @next/next/no-img-element
                      <img src={clipping.imageUrl} alt="" width={120} height={90} loading="lazy" />
                    )}
                  </div>
                  <div>
                    <p className={styles.date}>{formatLongDate(clipping.publish_date_news_clippings, locale)}</p>
                    <a href={clipping.url_news_clippings} target="_blank" rel="noopener noreferrer">
                      {clipping.title_news_clippings}
                      <span className="visually-hidden"> {t('newTab')}</span>
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="home-set-news-title" data-testid="home-set-news">
          <div className={styles.sectionHead}>
            <h2 id="home-set-news-title">{t('setNews.title')}</h2>
            <Link prefetch={false} href={localizePath(pages.newsSet, locale)} className={styles.more}>
              {t('setNews.all')}
            </Link>
          </div>
          {setNews.length === 0 ? (
            <p className={styles.empty}>{t('setNews.empty')}</p>
          ) : (
            <ul className={styles.newsList}>
              {setNews.map((item) => (
                <li key={item.new_set_id}>
                  <p className={styles.date}>{formatLongDate(item.new_set_date, locale)}</p>
                  <a href={item.new_set_pdf_url} target="_blank" rel="noopener noreferrer">
                    {item.new_set_title}
                    <span className="visually-hidden"> {t('newTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </section>
  );
}
