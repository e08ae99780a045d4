import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import type { Actor } from '../items';

/**
 * The workspace door for the newsroom's route tests (lib/testing/workspace-stand-in.ts): the signed-in
 * account is whoever `user()` says, and the routes' own permission checks are what is tested, so the
 * stand-in lets every action through.
 */
export function workspaceServerStandIn(user: () => Actor) {
  return jest
    .requireActual<typeof import('@/lib/testing/workspace-stand-in')>('@/lib/testing/workspace-stand-in')
    .workspaceDoorStandIn(user, { permissions: false });
}

/** next-intl's server translations from the real messages, without a request. */
export function translationsStandIn() {
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
      createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Uploads' }),
  };
}
