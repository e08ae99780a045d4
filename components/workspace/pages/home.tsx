import { getTranslations } from 'next-intl/server';
import { checkAuditHead, permits, type AuditHeadCheck } from '@/lib/accounts';
import { EMPTY_DASHBOARD, followsExchangeRules, readDashboard } from '@/lib/newsroom/server';
import { DEFAULT_READING_DAYS, readReadingSeries } from '@/lib/reading/server';
import { DashboardSections } from '../dashboard';
import { ReadingSummary } from '../reading-figures';
import type { WorkspacePageContext } from '../workspace-page';

export async function WorkspaceHome({ user, locale }: WorkspacePageContext<object>) {
  const t = await getTranslations('Workspace');
  // A store that cannot be read gives empty sections or a sentence, never an error page.
  const fail = (what: string) => (error: unknown) => {
    console.error(`[workspace] could not read the ${what}:`, error instanceof Error ? error.message : error);
    return null;
  };
  const [dashboard, perDay] = await Promise.all([
    readDashboard(user).catch(fail('dashboard')),
    permits(user.role, user.id, 'reading.view')
      ? readReadingSeries({ days: DEFAULT_READING_DAYS }).catch(fail('reading figures'))
      : Promise.resolve(undefined),
  ]);
  // The audit log verified and its head shown to those who may read it: a checkpoint they can note (docs/accounts.md).
  const auditHead = permits(user.role, user.id, 'audit.view') ? await checkAuditHead().catch(fail('audit log')) : null;
  return (
    <>
      <h1>{t('home.heading')}</h1>
      {/* Who is signed in, the sections of their role and "Sign out" are the shell's (components/workspace/workspace-shell.tsx). */}
      {auditHead ? <p data-testid="audit-head">{auditHeadText(auditHead, locale, t)}</p> : null}
      <DashboardSections
        dashboard={dashboard ?? EMPTY_DASHBOARD}
        locale={locale}
        mayDraft={permits(user.role, user.id, 'content.draft')}
        rules={followsExchangeRules(user)}
      />
      {perDay !== undefined ? <ReadingSummary perDay={perDay} days={DEFAULT_READING_DAYS} locale={locale} /> : null}
    </>
  );
}

/** "Audit head: #n, hash …, checked at …", or where the log breaks. */
function auditHeadText(
  check: AuditHeadCheck,
  locale: string,
  t: Awaited<ReturnType<typeof getTranslations<'Workspace'>>>,
): string {
  const at = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Asia/Bangkok',
  }).format(new Date(check.checkedAt));
  if (!check.ok) return t('home.auditBroken', { seq: String(check.brokenAt), reason: check.reason, at });
  return check.head
    ? t('home.auditHead', { seq: String(check.head.seq), hash: check.head.hash, at })
    : t('home.auditEmpty', { at });
}
