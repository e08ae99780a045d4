import Link from 'next/link';
import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { loadCompanyFacts } from '@/lib/backend';
import { OPENSEARCH_PATH } from '@/lib/search';
import { pages, sections } from '@/lib/site';
import { MainMenu, type MenuEntry } from './main-menu';
import { LanguageLink, LanguageSwitch } from './language-switch';
import { SiteSearchBox } from './site-search-box';
import styles from './site-header.module.css';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations('Shell');
  const tSearch = await getTranslations('SearchBox');
  const tRoutes = await getTranslations('Routes');
  const tSections = await getTranslations('Sections');
  const company = await loadCompanyFacts(locale);

  // Sections of one page are plain links; the others open a dropdown.
  const entries: MenuEntry[] = [
    { kind: 'link', id: 'about', label: tRoutes('about'), href: localizePath(pages.about, locale) },
    ...sections.map((section): MenuEntry => {
      if (section.pages.length === 1) {
        const page = section.pages[0];
        return { kind: 'link', id: section.id, label: tSections(section.id), href: localizePath(pages[page], locale) };
      }
      return {
        kind: 'group',
        id: section.id,
        label: tSections(section.id),
        items: section.pages.map((page) => ({ label: tRoutes(page), href: localizePath(pages[page], locale) })),
      };
    }),
  ];

  const searchLabels = { label: tSearch('label'), placeholder: tSearch('placeholder'), submit: tSearch('submit') };
  const languageSwitch = {
    label: t('switchLanguage'),
    description: t('switchLanguageLabel'),
    targetLocale: (locale === 'th' ? 'en' : 'th') as Locale,
  };

  return (
    <header className={styles.header}>
      {/* React places it in <head>: browsers offer the site's search (OpenSearch) in the page's language. */}
      <link
        rel="search"
        type="application/opensearchdescription+xml"
        title={tSearch('opensearchTitle', { company: company.shortName })}
        href={localizePath(OPENSEARCH_PATH, locale)}
      />
      <div className={`container ${styles.topBar}`}>
        {/* Named by its visible text (WCAG 2.5.3 label in name): no aria-label that would replace it. */}
        <Link prefetch={false} href={localizePath(pages.home, locale)} className={styles.brand}>
          {/* A 40 px SVG: a plain image, so no image component code ships for it. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/logo.svg" alt="" width={40} height={40} fetchPriority="high" />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{company.shortName}</span>
            <span className={styles.brandSub}>
              {tRoutes('home')} · {company.symbol}
            </span>
          </span>
        </Link>
        <div className={styles.search}>
          <SiteSearchBox locale={locale} placement="bar" labels={searchLabels} />
        </div>
        <a className={styles.corporate} href={company.website} rel="noopener">
          {t('corporateSite')}
        </a>
      </div>
      <MainMenu
        entries={entries}
        labels={{ menu: t('mainMenu'), open: t('openMenu'), close: t('closeMenu') }}
        search={<SiteSearchBox locale={locale} placement="panel" labels={searchLabels} />}
        languageSwitch={
          <Suspense fallback={<LanguageLink {...languageSwitch} />}>
            <LanguageSwitch {...languageSwitch} />
          </Suspense>
        }
      />
    </header>
  );
}
