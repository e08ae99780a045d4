import { getTranslations } from 'next-intl/server';
import { listUsers } from '@/lib/accounts';
import { UserAdmin } from '../user-admin';

/**
 * The user administration (docs/accounts.md): every account with its role and state, and an admin's
 * operations on it, those of `npm run admin`. Permission `users.manage`, checked on the server here
 * and again by each operation's route (POST /api/workspace/users).
 */
export async function UsersPage() {
  const t = await getTranslations('Workspace');
  const roles = { editor: t('roles.editor'), approver: t('roles.approver'), admin: t('roles.admin') };
  const users = await listUsers();
  return (
    <UserAdmin
      users={users.map((row) => ({
        email: row.email,
        name: row.name,
        role: row.role,
        state: row.disabled
          ? t('users.disabled')
          : row.locked
            ? t('users.locked')
            : row.enrolled
              ? t('users.active')
              : t('users.notEnrolled'),
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
  );
}
