import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { StockQuote } from '@/lib/contract';
import { loadCompanyFacts } from '@/lib/backend';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import { quoteView } from '@/components/stock/quote-view';
import { StockCard } from '@/components/stock/stock-card';
import { stockCardLabels } from '@/components/stock/stock-labels';
import styles from './home.module.css';

interface HomeHeroProps {
  locale: Locale;
  quote: StockQuote | null;
  marketOpen: boolean;
}

/** The page's one h1, the company in a sentence, and the live stock card. */
export async function HomeHero({ locale, quote, marketOpen }: HomeHeroProps) {
  const tRoutes = await getTranslations('Routes');
  const t = await getTranslations('Home');
  const company = await loadCompanyFacts(locale);

  return (
    <div className={styles.hero}>
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{company.name}</p>
          <h1 className={styles.heroTitle}>{tRoutes('home')}</h1>
          <p className={styles.heroLead}>{t('lead')}</p>
        </div>
        <section className={styles.stock} aria-labelledby="home-stock-title">
          <h2 id="home-stock-title" className="visually-hidden">
            {t('stock.title')}
          </h2>
          <StockCard
            initialQuote={quote}
            initiallyOpen={marketOpen}
            initialView={quoteView(quote, locale)}
            locale={locale}
            labels={await stockCardLabels(company.symbol)}
          />
          <Link prefetch={false} href={localizePath(pages.stockInfo, locale)} className={styles.stockLink}>
            {t('stock.details')}
          </Link>
        </section>
      </div>
    </div>
  );
}
