import { createTranslator } from 'next-intl';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import type { Actor } from '../items';

/**
 * Stand-ins for the newsroom's route tests, used from their `jest.mock` factories. The session,
 * origin and CSRF checks are lib/accounts' workspaceAction (its own tests and e2e); here the signed-in
 * account is whoever `user()` says, and a plain form post gets lib/accounts' real 303 reply.
 */
export function workspaceServerStandIn(user: () => Actor) {
  // The real door, not the stand-in this returns for it.
  const { formReply, isPlainFormPost } = jest.requireActual<typeof import('@/lib/accounts/server')>('@/lib/accounts/server');
  return {
    workspaceAction: async (request: Request, _action: string, run: (person: Actor & { name: string }, client: string) => Promise<Response>) => {
      const reply = await run({ ...user(), name: '' }, '192.0.2.9');
      return isPlainFormPost(request) ? formReply(request, reply) : reply;
    },
    workspaceJson: (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  };
}

/** next-intl's server translations from the real messages, without a request. */
export function translationsStandIn() {
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
      createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Uploads' }),
  };
}
