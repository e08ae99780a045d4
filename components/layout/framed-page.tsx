import type { ReactNode } from 'react';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import type { SearchParams } from '@/lib/lists';
import type { PageId } from '@/lib/site';
import { PageFrame } from './page-frame';

/** An inner page of the site map (the home page has no frame). */
export type FramedPageId = Exclude<PageId, 'home'>;

/** What Next hands a page of app/[locale]. */
export interface RouteProps extends LocaleParams {
  searchParams: Promise<SearchParams>;
}

/** What a page body gets: its route, the request's language and the query. */
export interface PageContext<P extends FramedPageId = FramedPageId> {
  page: P;
  locale: Locale;
  query: SearchParams;
}

type PageBody<P extends FramedPageId> = (context: PageContext<P>) => ReactNode | Promise<ReactNode>;

/**
 * The default export of an inner route: checks the locale (404 on an unknown one), reads the query and
 * renders the body in the page frame (banner, breadcrumbs, section tabs), so a route file is its
 * metadata and one line: `export default framedPage('newsSet', NewsTab);`.
 */
export function framedPage<P extends FramedPageId>(page: P, Body: PageBody<P>) {
  return async function FramedRoute({ params, searchParams }: RouteProps) {
    const locale = await resolveLocale(params);
    const query = await searchParams;
    return (
      <PageFrame page={page}>
        <Body page={page} locale={locale} query={query} />
      </PageFrame>
    );
  };
}
