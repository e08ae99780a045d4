import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { FinancialDocument } from '@/lib/contract';
import { displayYear } from '@/lib/format';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import type { HomeDocuments } from './home-selection';
import cardGrid from '@/components/layout/card-grid.module.css';
import styles from './home.module.css';

interface DocumentCard {
  id: string;
  kind: string;
  title: string | null;
  url: string | null;
  allHref: string;
}

/** Four cards: latest financial statement, latest MD&A, the newest meeting document, the latest One Report. */
export async function LatestDocuments({ locale, documents }: { locale: Locale; documents: HomeDocuments }) {
  const t = await getTranslations('Home.documents');
  const period = (document: FinancialDocument | undefined) =>
    document ? t('period', { quarter: String(document.quarter), year: displayYear(document.year, locale) }) : null;

  const cards: DocumentCard[] = [
    {
      id: 'statement',
      kind: t('statement'),
      title: period(documents.statement),
      url: documents.statement?.pdf_url ?? null,
      allHref: pages.financialStatements,
    },
    {
      id: 'analysis',
      kind: t('analysis'),
      title: period(documents.analysis),
      url: documents.analysis?.pdf_url ?? null,
      allHref: pages.financialDescription,
    },
    {
      id: 'meeting',
      kind: t('meeting'),
      title: documents.meeting?.meeting_name ?? null,
      url: documents.meeting?.meeting_url ?? null,
      allHref: pages.shareholderMeeting,
    },
    {
      id: 'oneReport',
      kind: t('oneReport'),
      title: documents.oneReport?.report_name ?? null,
      url: documents.oneReport?.report_pdf_url ?? null,
      allHref: pages.oneReport,
    },
  ];

  return (
    <section className={`container ${styles.section}`} aria-labelledby="home-documents-title">
      <h2 id="home-documents-title">{t('title')}</h2>
      <ul className={`${cardGrid.grid} ${styles.documentGrid}`}>
        {cards.map((card) => (
          <li
            key={card.id}
            className={`${cardGrid.card} ${styles.documentCard}`}
            data-testid={`home-document-${card.id}`}
          >
            <h3 className={styles.documentKind}>{card.kind}</h3>
            <p className={styles.documentTitle}>{card.title ?? t('empty')}</p>
            <div className={styles.documentActions}>
              {card.url ? (
                <a href={card.url} target="_blank" rel="noopener noreferrer" className="button">
                  {t('download')}
                  <span className="visually-hidden">
                    {' '}
                    {card.kind} {card.title} {t('newTab')}
                  </span>
                </a>
              ) : (
                <span className={styles.dash} aria-hidden="true">
                  -
                </span>
              )}
              <Link href={localizePath(card.allHref, locale)} className={styles.more}>
                {t('all')}
                <span className="visually-hidden"> {card.kind}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
