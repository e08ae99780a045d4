import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { checkAuditHead, listUsers, permits, type AuditHeadCheck } from '@/lib/accounts';
import { type Dashboard } from '@/lib/newsroom';
import { readDashboard } from '@/lib/newsroom/server';
import { readReadingFigures } from '@/lib/reading/server';
import { DashboardSections, ReadingSections } from '@/components/workspace/dashboard';
import { UserAdmin } from '@/components/workspace/user-admin';
import { workspacePage, type WorkspacePageContext } from '@/components/workspace/workspace-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Workspace');
  return { title: t('title') };
}

async function WorkspaceHome({ user, locale }: WorkspacePageContext<object>) {
  const t = await getTranslations('Workspace');
  const roles = { editor: t('roles.editor'), approver: t('roles.approver'), admin: t('roles.admin') };
  const users = permits(user.role, user.id, 'users.manage') ? await listUsers() : null;
  // A store that cannot be read gives empty sections or a sentence, never an error page.
  const fail = (what: string) => (error: unknown) => {
    console.error(`[workspace] could not read the ${what}:`, error instanceof Error ? error.message : error);
    return null;
  };
  const [dashboard, figures] = await Promise.all([
    readDashboard(user).catch(fail('dashboard')),
    permits(user.role, user.id, 'reading.view') ? readReadingFigures().catch(fail('reading figures')) : Promise.resolve(undefined),
  ]);
  // The audit log verified and its head shown to those who may read it: a checkpoint they can note (docs/accounts.md).
  const auditHead = permits(user.role, user.id, 'audit.view') ? await checkAuditHead().catch(fail('audit log')) : null;
  const empty: Dashboard = { awaiting: [], scheduled: [], drafts: [], recentlyLive: [], meetingsDue: [] };
  return (
    <>
      <h1>{t('home.heading')}</h1>
      {/* Who is signed in, the sections of their role and "Sign out" are the shell's (components/workspace/workspace-shell.tsx). */}
      {auditHead ? <p data-testid="audit-head">{auditHeadText(auditHead, locale, t)}</p> : null}
      <DashboardSections dashboard={dashboard ?? empty} locale={locale} mayDraft={permits(user.role, user.id, 'content.draft')} />
      {figures !== undefined ? <ReadingSections figures={figures} locale={locale} /> : null}
      {users ? (
        <UserAdmin
          users={users.map((row) => ({
            email: row.email,
            name: row.name,
            role: row.role,
            state: row.disabled ? t('users.disabled') : row.locked ? t('users.locked') : row.enrolled ? t('users.active') : t('users.notEnrolled'),
            locked: row.locked,
          }))}
          labels={{
            heading: t('users.heading'),
            email: t('users.email'),
            name: t('users.name'),
            role: t('users.role'),
            state: t('users.state'),
            actions: t('users.actions'),
            add: t('users.add'),
            disable: t('users.disable'),
            reset: t('users.reset'),
            unlock: t('users.unlock'),
            setRole: t('users.setRole'),
            link: t('users.link'),
            error: t('error'),
            roles,
          }}
        />
      ) : null}
    </>
  );
}

/** "Audit head: #n, hash …, checked at …", or where the log breaks. */
function auditHeadText(check: AuditHeadCheck, locale: string, t: Awaited<ReturnType<typeof getTranslations<'Workspace'>>>): string {
  const at = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Bangkok' }).format(new Date(check.checkedAt));
  if (!check.ok) return t('home.auditBroken', { seq: check.brokenAt, reason: check.reason, at });
  return check.head ? t('home.auditHead', { seq: check.head.seq, hash: check.head.hash, at }) : t('home.auditEmpty', { at });
}

export default workspacePage(null, WorkspaceHome);
