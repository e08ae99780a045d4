import { permits, type Role } from '@/lib/accounts/roles';

/** Who a route test says is signed in; null for nobody. */
export interface StandInPerson {
  id: string;
  email: string;
  role: Role;
}

interface StandInOptions {
  /** Refuse (403) what the person's role does not permit, as the real door does; default true. */
  permissions?: boolean;
  /** Answer a plain form post with the real 303 redirect, as the real door does; default true (false: the route's own reply). */
  redirectForms?: boolean;
  /** Told each action a route asks for. */
  onAction?: (action: string) => void;
}

/**
 * A stand-in for lib/accounts' server door in route tests, used from their `jest.mock` factories:
 * `jest.mock('@/lib/accounts/server', () => jest.requireActual<…>('@/lib/testing/workspace-stand-in').workspaceDoorStandIn(() => signedIn))`.
 * The session, origin and CSRF checks are the real workspaceAction's (its own tests and the e2e
 * specs); here the signed-in person is whoever `person()` says (nobody: 401), refused (403) unless
 * `permits` grants the action, and a plain form post gets the real 303 reply. The rest of the route
 * runs for real, on the test's own store.
 */
export function workspaceDoorStandIn(
  person: () => StandInPerson | null,
  { permissions = true, redirectForms = true, onAction }: StandInOptions = {},
) {
  const guard = jest.requireActual<typeof import('@/lib/accounts/guard')>('@/lib/accounts/guard');
  const { WORKSPACE_HEADERS, workspaceJson, isPlainFormPost, formReply } = guard;
  return {
    WORKSPACE_HEADERS,
    workspaceJson,
    isPlainFormPost,
    formReply,
    workspaceAction: async (
      request: Request,
      action: Parameters<typeof permits>[2],
      run: (user: StandInPerson & { name: string }, client: string) => Promise<Response>,
    ) => {
      onAction?.(action);
      const signedIn = person();
      if (!signedIn) return workspaceJson({ error: 'signed-out' }, 401);
      if (permissions && !permits(signedIn.role, signedIn.id, action))
        return workspaceJson({ error: 'forbidden' }, 403);
      const reply = await run({ ...signedIn, name: '' }, '192.0.2.9');
      return redirectForms && isPlainFormPost(request) ? formReply(request, reply) : reply;
    },
  };
}
