import type { ReactNode } from 'react';
import { pageUser, workspaceAvailable } from '@/lib/accounts/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';
import { WorkspaceShell } from '@/components/workspace/workspace-shell';

/**
 * The workspace's frame, for its pages and the preview links: its own shell, never the public site's
 * (docs/accounts.md, The workspace's shell). The person is read once here; each page still checks its
 * own permission.
 */
export default async function WorkspaceGroupLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await resolveLocale(params);
  // A store that cannot be read shows the plain shell; the page says what went wrong.
  const user = workspaceAvailable() ? await pageUser().catch(() => null) : null;
  return (
    <WorkspaceShell user={user} locale={locale}>
      {children}
    </WorkspaceShell>
  );
}
