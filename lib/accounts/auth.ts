import argon2 from 'argon2';
import type { BetterAuthOptions } from 'better-auth';
import type * as AuthPlugins from 'better-auth/plugins';
import { authDatabaseType, authDialect, type AuthDialect } from '@/lib/backend';
import { siteUrl } from '@/lib/site';
import { AUTH_COOKIE_PREFIX } from './session-cookie';
import { sessionPolicy } from './session-policy';
import { withHashedSessionTokens } from './session-tokens';
import { authSecret } from './settings';

/**
 * The authentication framework (better-auth, docs/decisions/020-auth-framework.md) on the embedded
 * store: accounts, password hashes (argon2id), sessions and TOTP second factors. Its HTTP handler is
 * not mounted: the workspace's own routes call it on the server after their checks (origin, CSRF,
 * limits, lockout, roles), so nothing of it is reachable that those checks do not guard.
 */

/** The plugins the workspace uses, passed in because better-auth is loaded only when first needed. */
type PluginFactories = Pick<typeof AuthPlugins, 'admin' | 'twoFactor'>;

export function authOptions(dialect: AuthDialect, { admin, twoFactor }: PluginFactories) {
  const secure = siteUrl().protocol === 'https:';
  return {
    appName: 'IR workspace',
    baseURL: siteUrl().origin,
    secret: authSecret(),
    // The store itself, through its own dialect (lib/store/auth-database.ts).
    database: { dialect, type: authDatabaseType(dialect) },
    user: { modelName: 'auth_users' },
    account: { modelName: 'auth_accounts' },
    verification: { modelName: 'auth_verifications' },
    session: {
      modelName: 'auth_sessions',
      // The absolute limit: the expiry is never pushed back. The idle limit is checked per request (./session.ts).
      expiresIn: Math.floor(sessionPolicy().absoluteMs / 1000),
      disableSessionRefresh: true,
      // Every request reads the store, so a disabled account's session ends at its next request.
      cookieCache: { enabled: false },
    },
    emailAndPassword: {
      enabled: true,
      // Accounts come only from `npm run admin` (./accounts.ts).
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 256,
      password: {
        hash: (password: string) => argon2.hash(password, { type: argon2.argon2id }),
        verify: ({ hash, password }: { hash: string; password: string }) => argon2.verify(hash, password),
      },
    },
    // The routes limit sign-ins themselves (per account in the store, per client with REDIS_URL shared).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
    },
    telemetry: { enabled: false },
    plugins: [
      twoFactor({ issuer: 'IR workspace', twoFactorTable: 'auth_two_factors' }),
      admin({ defaultRole: 'editor', adminRoles: ['admin'] }),
    ],
  } satisfies BetterAuthOptions;
}

/**
 * better-auth ships ES modules only and is needed only to sign in or manage accounts: it is loaded on
 * first use, so whatever imports the accounts door (the newsroom, its Jest tests) does not load it.
 */
async function createAuth(dialect: AuthDialect) {
  const [{ betterAuth }, plugins, { getAdapter }] = await Promise.all([
    import('better-auth'),
    import('better-auth/plugins'),
    import('better-auth/db/adapter'),
  ]);
  const options = authOptions(dialect, plugins);
  // The framework's own adapter on the store, with session tokens stored hashed (./session-tokens.ts).
  const stored = withHashedSessionTokens(await getAdapter(options));
  return betterAuth({ ...options, database: () => stored });
}

export type WorkspaceAuth = Awaited<ReturnType<typeof createAuth>>;

let current: { dialect: AuthDialect; auth: Promise<WorkspaceAuth> } | null = null;

/** The framework on the process's store (made again when the store was reopened: a new dialect). */
export async function getAuth(): Promise<WorkspaceAuth> {
  const dialect = await authDialect();
  if (current?.dialect !== dialect) current = { dialect, auth: createAuth(dialect) };
  return current.auth;
}
