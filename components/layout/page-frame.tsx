import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';
import { localizePath } from '@/lib/i18n';
import { absoluteUrl, pages, sectionOf, type PageId } from '@/lib/site';
import { JsonLd } from '@/components/seo/json-ld';
import { Breadcrumbs } from './breadcrumbs';
import { TabMenu } from './tab-menu';
import styles from './page-frame.module.css';

interface PageFrameProps {
  page: Exclude<PageId, 'home'>;
  /**
   * A page below a route of the site map (a quarter of the results hub): its own title and
   * locale-less path; the route becomes the last crumb before it.
   */
  subpage?: { title: string; path: string };
  children?: ReactNode;
}

/** Every inner page: the banner with breadcrumbs and title, the section's tab menu, then the body. */
export async function PageFrame({ page, subpage, children }: PageFrameProps) {
  const tRoutes = await getTranslations('Routes');
  const tSections = await getTranslations('Sections');
  const tShell = await getTranslations('Shell');
  const section = sectionOf(page);
  const title = subpage?.title ?? tRoutes(page);

  const locale = (await getLocale()) as Locale;
  const crumbs: { label: string; href: string }[] = [{ label: tShell('home'), href: pages.home }];
  if (section && section.pages.length > 1) {
    const first = section.pages[0];
    crumbs.push({ label: tSections(section.id), href: pages[first] });
  }
  if (subpage) crumbs.push({ label: tRoutes(page), href: pages[page] });
  const breadcrumbList = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [...crumbs, { label: title, href: subpage?.path ?? pages[page] }].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.href, locale),
    })),
  };

  return (
    <>
      <JsonLd data={breadcrumbList} />
      <div className={styles.banner}>
        <div className="container">
          <Breadcrumbs
            label={tShell('breadcrumbs')}
            crumbs={crumbs.map((crumb) => ({ ...crumb, href: localizePath(crumb.href, locale) }))}
            current={title}
          />
          <h1 className={styles.title}>{title}</h1>
        </div>
      </div>
      {section?.tabs && (
        <TabMenu
          label={tShell('sectionTabs', { section: tSections(section.id) })}
          tabs={section.pages.map((id) => ({
            href: localizePath(pages[id], locale),
            label: tRoutes(id),
            current: id === page,
          }))}
        />
      )}
      <div className={`container ${styles.body}`}>{children}</div>
    </>
  );
}
