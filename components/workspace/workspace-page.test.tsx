/** @jest-environment node */
import type { ReactNode } from 'react';
import { createTranslator } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import type { WorkspaceAction, WorkspaceUser } from '@/lib/accounts';
import type { Locale } from '@/lib/i18n';
import en from '@/messages/en.json';
import {
  entryPage,
  workspaceMetadata,
  workspacePage,
  type EntryPageContext,
  type WorkspacePageContext,
} from './workspace-page';

jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as 'Workspace' }),
  setRequestLocale: () => undefined,
}));

// The session and the permission are lib/accounts' (its own tests and e2e/workspace-pages.spec.ts); here
// the check answers with the test's person, or refuses as signedInPage does (it throws Next's redirect).
let available = true;
const person: WorkspaceUser = { id: 'u1', email: 'editor@example.com', name: 'Editor', role: 'editor' };
const checked: { locale: Locale; action?: WorkspaceAction }[] = [];
let refuse = false;
jest.mock('@/lib/accounts/server', () => ({
  workspaceAvailable: () => available,
  signedInPage: async (locale: Locale, action?: WorkspaceAction) => {
    checked.push({ locale, action });
    if (refuse) throw new Error('NEXT_REDIRECT');
    return person;
  },
}));

beforeEach(() => {
  available = true;
  refuse = false;
  checked.length = 0;
});

const route = <P extends object = object>(locale: string, query: Record<string, string> = {}, params = {} as P) => ({
  params: Promise.resolve({ ...params, locale }),
  searchParams: Promise.resolve(query),
});
const html = (node: ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('workspaceMetadata', () => {
  it("titles a page with its heading and the workspace's name, the dashboard with the name alone", async () => {
    expect(await workspaceMetadata((t) => t('audit.heading'))()).toEqual({
      title: `${en.Workspace.audit.heading} | ${en.Workspace.title}`,
    });
    expect(await workspaceMetadata()()).toEqual({ title: en.Workspace.title });
  });
});

describe('workspacePage', () => {
  const Body = ({ user, locale, params, query }: WorkspacePageContext<{ id: string }, { q?: string }>) => (
    <p>
      {user.email} {locale} {params.id} {query.q}
    </p>
  );

  it("checks the page's permission for the page's language, then renders the body with the person, the route and the query", async () => {
    const Route = workspacePage('audit.view', Body);
    expect(html(await Route(route('en', { q: 'zinc' }, { id: 'item-7' })))).toBe(
      '<p>editor@example.com en item-7 zinc</p>',
    );
    expect(checked).toEqual([{ locale: 'en', action: 'audit.view' }]);
  });

  it('asks only for a signed-in person when the page names no permission', async () => {
    await workspacePage(null, Body)(route('th', {}, { id: 'x' }));
    expect(checked).toEqual([{ locale: 'th', action: undefined }]);
  });

  it('renders nothing of the body for someone the check turns away', async () => {
    refuse = true;
    const body = jest.fn(Body);
    await expect(workspacePage('users.manage', body)(route('th', {}, { id: 'x' }))).rejects.toThrow('NEXT_REDIRECT');
    expect(body).not.toHaveBeenCalled();
  });

  it('says so, without asking for a session, when a company backend owns the workspace', async () => {
    available = false;
    expect(html(await workspacePage('audit.view', Body)(route('en', {}, { id: 'x' })))).toBe(
      `<p>${en.Workspace.remote}</p>`,
    );
    expect(checked).toEqual([]);
  });

  it('answers 404 for a language the site does not have', async () => {
    await expect(workspacePage(null, Body)(route('fr', {}, { id: 'x' }))).rejects.toThrow(
      /NEXT_HTTP_ERROR_FALLBACK;404/,
    );
    expect(checked).toEqual([]);
  });
});

describe('entryPage', () => {
  const Body = ({ locale, query }: EntryPageContext<{ token?: string }>) => (
    <p>
      {locale} {query.token}
    </p>
  );

  it('renders the body without a session, with the language and the query', async () => {
    expect(html(await entryPage(Body)(route('en', { token: 'abc' })))).toBe('<p>en abc</p>');
    expect(checked).toEqual([]);
  });

  it('says so when a company backend owns the workspace', async () => {
    available = false;
    expect(html(await entryPage(Body)(route('th')))).toBe(`<p>${en.Workspace.remote}</p>`);
  });
});
