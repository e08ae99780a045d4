import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import type { Actor } from '../items';

let signedIn: Actor | null = null;

/** Signs an account in for the route requests that follow, until another is signed in. */
export function signIn(actor: Actor): void {
  signedIn = actor;
}

/**
 * The workspace door for the newsroom's route tests (lib/testing/workspace-stand-in.ts): the signed-in
 * account is the one signIn() named last, and the routes' own permission checks are what is tested,
 * so the stand-in lets every action through. A test file mocks lib/accounts/server with it and
 * imports signIn from this same module, which the mock's requireActual shares.
 */
export function workspaceServerStandIn() {
  return jest
    .requireActual<typeof import('@/lib/testing/workspace-stand-in')>('@/lib/testing/workspace-stand-in')
    .workspaceDoorStandIn(() => signedIn, { permissions: false });
}

/** next-intl's server translations from the real messages, without a request. */
export function translationsStandIn() {
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
      createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Uploads' }),
  };
}
