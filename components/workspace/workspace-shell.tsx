import { Suspense, type ReactNode } from 'react';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { permits, type WorkspaceAction } from '@/lib/accounts';
import type { WorkspaceUser } from '@/lib/accounts';
import { localizePath, type KeyIn, type Locale } from '@/lib/i18n';
import { QUESTIONS_ADMIN_PATH } from '@/lib/questions';
import { LanguageLink, LanguageSwitch } from '@/components/shell/language-switch';
import { SignOutButton } from './sign-out-button';
import { WorkspaceNav, WorkspaceNavList, type WorkspaceNavItem } from './workspace-nav';
import { WorkspaceToastHost } from './workspace-toasts';
import styles from './workspace-shell.module.css';

/** The workspace's sections, each with the action a role needs to be shown it (lib/accounts/roles.ts). */
const SECTIONS: readonly { key: KeyIn<'Workspace.shell.sections'>; path: string; action: WorkspaceAction | null }[] = [
  { key: 'dashboard', path: '/admin', action: null },
  { key: 'items', path: '/admin/items', action: null },
  // The Items page filtered to the quarterly results: current while that filter is on.
  { key: 'quarterlyResults', path: '/admin/items?kind=quarterlyResults', action: null },
  { key: 'newItem', path: '/admin/items/new', action: 'content.draft' },
  { key: 'facts', path: '/admin/facts', action: 'content.draft' },
  { key: 'questions', path: QUESTIONS_ADMIN_PATH, action: 'questions.moderate' },
  { key: 'reading', path: '/admin/reading', action: 'reading.view' },
  { key: 'vitals', path: '/admin/vitals', action: 'vitals.view' },
  { key: 'users', path: '/admin/users', action: 'users.manage' },
  { key: 'audit', path: '/admin/audit', action: 'audit.view' },
];

/**
 * The workspace's own frame (docs/accounts.md, The workspace's shell): its name, the sections the
 * signed-in person's role may use, who is signed in with which role, and "Sign out"; no public menu,
 * footer, popup or Web Vitals collector. Without a person (sign-in, enrolment, a preview link), a
 * plain centred page.
 */
export async function WorkspaceShell({
  user,
  locale,
  children,
}: {
  user: WorkspaceUser | null;
  locale: Locale;
  children: ReactNode;
}) {
  const t = await getTranslations('Workspace');
  const other: Locale = locale === 'th' ? 'en' : 'th';
  const languageSwitch = {
    label: t('shell.otherLanguage'),
    description: t('shell.otherLanguageDescription'),
    targetLocale: other,
  };
  const items: WorkspaceNavItem[] = user
    ? SECTIONS.filter((section) => section.action === null || permits(user.role, user.id, section.action)).map(
        (section) => ({
          href: localizePath(section.path, locale),
          label: t(`shell.sections.${section.key}`),
        }),
      )
    : [];
  return (
    <div className={user ? styles.shell : styles.plain}>
      <header className={styles.bar}>
        <Link prefetch={false} className={styles.name} href={localizePath('/admin', locale)}>
          {t('title')}
        </Link>
        <div className={styles.language}>
          <Suspense fallback={<LanguageLink {...languageSwitch} />}>
            <LanguageSwitch {...languageSwitch} />
          </Suspense>
        </div>
        {user ? (
          <div className={styles.person}>
            <span>
              {user.name || user.email} · <span data-testid="workspace-role">{t(`roles.${user.role}`)}</span>
            </span>
            <SignOutButton label={t('signOut')} signIn={localizePath('/admin/sign-in', locale)} />
          </div>
        ) : null}
      </header>
      {user ? (
        <Suspense fallback={<WorkspaceNavList label={t('shell.navigation')} items={items} />}>
          <WorkspaceNav label={t('shell.navigation')} items={items} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <WorkspaceToastHost label={t('shell.toasts')} closeLabel={t('shell.closeToast')} />
    </div>
  );
}
