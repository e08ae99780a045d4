import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { WorkspaceAction, WorkspaceUser } from '@/lib/accounts';
import { signedInPage, workspaceAvailable } from '@/lib/accounts/server';
import { resolveLocale, type Locale, type Translator } from '@/lib/i18n';

/** A page's query, as Next hands it. */
export type WorkspaceQuery = Record<string, string | string[] | undefined>;

/** What a workspace page's body gets: the signed-in person, the language, the route's parameters and the query. */
export interface WorkspacePageContext<P, Q extends WorkspaceQuery = WorkspaceQuery> {
  user: WorkspaceUser;
  locale: Locale;
  params: P;
  query: Q;
}

/** What an entry page's body gets (sign-in, enrolment): no person yet. */
export type EntryPageContext<Q extends WorkspaceQuery = WorkspaceQuery> = Omit<
  WorkspacePageContext<object, Q>,
  'user' | 'params'
>;

interface RouteProps<P> {
  params: Promise<P & { locale: string }>;
  searchParams: Promise<WorkspaceQuery>;
}

/**
 * A workspace page's generateMetadata: its heading then the workspace's name as the title
 * (`<heading> | Workspace.title`), or the name alone (the dashboard). The layout adds the noindex.
 * `heading` picks the text from the workspace's messages: `(t) => t('audit.heading')`.
 */
export function workspaceMetadata(heading?: (t: Translator<'Workspace'>) => string) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('Workspace');
    return { title: heading ? `${heading(t)} | ${t('title')}` : t('title') };
  };
}

/** With a company backend (IR_BACKEND_URL) the workspace has nothing to offer: it says so. */
async function remoteNotice(): Promise<ReactNode> {
  const t = await getTranslations('Workspace');
  return <p>{t('remote')}</p>;
}

/**
 * The default export of a workspace page (docs/accounts.md, The workspace's shell): checks the locale,
 * that the workspace is available, and the session and the page's permission (`action`; null: any
 * signed-in person) on the server, the refusal audited, before the body renders. A route file is then
 * its metadata and `export default workspacePage('audit.view', AuditLog)`.
 */
export function workspacePage<P extends object = object, Q extends WorkspaceQuery = WorkspaceQuery>(
  action: WorkspaceAction | null,
  Body: (context: WorkspacePageContext<P, Q>) => ReactNode | Promise<ReactNode>,
) {
  return async function WorkspaceRoute({ params, searchParams }: RouteProps<P>) {
    const locale = await resolveLocale(params);
    if (!workspaceAvailable()) return remoteNotice();
    const user = await signedInPage(locale, action ?? undefined);
    return <Body user={user} locale={locale} params={await params} query={(await searchParams) as Q} />;
  };
}

/** The default export of a page reached before signing in (sign-in, enrolment): the locale and the availability checked. */
export function entryPage<Q extends WorkspaceQuery = WorkspaceQuery>(
  Body: (context: EntryPageContext<Q>) => ReactNode | Promise<ReactNode>,
) {
  return async function EntryRoute({ params, searchParams }: RouteProps<object>) {
    const locale = await resolveLocale(params);
    if (!workspaceAvailable()) return remoteNotice();
    return <Body locale={locale} query={(await searchParams) as Q} />;
  };
}
