import type { WorkspaceAction } from '@/lib/accounts';

/**
 * The approval workflow of a newsroom item (docs/newsroom.md): its states, and which step leads from
 * which state to which, with the workspace permission each step needs (lib/accounts/roles.ts). A step
 * not listed from a state is refused. Pure: the store (./items.ts) applies a step only where the
 * stored state is still the one it read.
 */

export const ITEM_STATES = [
  'draft',
  'submitted',
  'scheduled',
  'rejected',
  'live',
  'withdrawal-requested',
  'withdrawn',
] as const;
export type ItemState = (typeof ITEM_STATES)[number];

export const STEPS = [
  'edit',
  'submit',
  'approve',
  'reject',
  'go-live',
  'request-withdrawal',
  'approve-withdrawal',
] as const;
export type Step = (typeof STEPS)[number];

interface StepRule {
  /** The states the step starts from, and the state it leads to. */
  from: readonly ItemState[];
  to: ItemState | ((from: ItemState, wasLive: boolean) => ItemState);
  /** The permission it needs; the scheduler's going live needs none (it carries out an approval). */
  permission: WorkspaceAction | null;
  /** Someone other than the one who asked (the submitter, or who requested the withdrawal). */
  fourEyes: boolean;
}

export const STEP_RULES: Record<Step, StepRule> = {
  // A draft is edited in place; a rejected or live item gets a new version (a correction, once live).
  edit: { from: ['draft', 'rejected', 'live'], to: 'draft', permission: 'content.draft', fourEyes: false },
  submit: { from: ['draft'], to: 'submitted', permission: 'content.submit', fourEyes: false },
  approve: { from: ['submitted'], to: 'scheduled', permission: 'content.approve', fourEyes: true },
  // A submission, a scheduled version not yet live, or a withdrawal request; a live item stays live.
  reject: {
    from: ['submitted', 'scheduled', 'withdrawal-requested'],
    to: (from) => (from === 'withdrawal-requested' ? 'live' : 'rejected'),
    permission: 'content.reject',
    fourEyes: true,
  },
  'go-live': { from: ['scheduled'], to: 'live', permission: null, fourEyes: false },
  'request-withdrawal': { from: ['live'], to: 'withdrawal-requested', permission: 'content.submit', fourEyes: false },
  'approve-withdrawal': {
    from: ['withdrawal-requested'],
    to: 'withdrawn',
    permission: 'content.withdraw',
    fourEyes: true,
  },
};

/** The state a step leads to from `from`, or null when the step is not allowed there. */
export function nextState(from: ItemState, step: Step): ItemState | null {
  const rule = STEP_RULES[step];
  if (!rule.from.includes(from)) return null;
  return typeof rule.to === 'function' ? rule.to(from, from === 'live') : rule.to;
}

/** The steps allowed from a state (the workspace shows only these). */
export function stepsFrom(state: ItemState): Step[] {
  return STEPS.filter((step) => nextState(state, step) !== null);
}
