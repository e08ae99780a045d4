/**
 * How long a workspace session lives (docs/accounts.md): it ends after IR_SESSION_IDLE_MINUTES without
 * a request (default 30) and IR_SESSION_MAX_HOURS after sign-in whatever the activity (default 12).
 */

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

const MINUTE = 60_000;

function wholeNumber(value: string | undefined, fallback: number, max: number, name: string): number {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max) return Number(text);
  if (text !== '') console.error(`[accounts] ${name}=${JSON.stringify(value)} is not a whole number from 1 to ${max}; using ${fallback}`);
  return fallback;
}

export function sessionPolicy(env: Record<string, string | undefined> = process.env): SessionPolicy {
  return {
    idleMs: wholeNumber(env.IR_SESSION_IDLE_MINUTES, 30, 24 * 60, 'IR_SESSION_IDLE_MINUTES') * MINUTE,
    absoluteMs: wholeNumber(env.IR_SESSION_MAX_HOURS, 12, 24 * 7, 'IR_SESSION_MAX_HOURS') * 60 * MINUTE,
  };
}

export type SessionState = 'active' | 'idle' | 'expired';

/** Whether a session started at `createdAt` and last used at `lastSeenAt` still holds at `now`. */
export function sessionState(session: { createdAt: Date; lastSeenAt: Date }, now: Date, policy: SessionPolicy): SessionState {
  if (now.getTime() - session.createdAt.getTime() >= policy.absoluteMs) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= policy.idleMs) return 'idle';
  return 'active';
}
