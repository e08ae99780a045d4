/**
 * How long a workspace session lives (docs/accounts.md): it ends after IR_SESSION_IDLE_MINUTES without
 * a request (default 30) and IR_SESSION_MAX_HOURS after sign-in whatever the activity (default 12).
 */
import { settings, type Settings } from '@/lib/config/settings.mjs';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

const MINUTE = 60_000;

export function sessionPolicy(
  read: Pick<Settings, 'IR_SESSION_IDLE_MINUTES' | 'IR_SESSION_MAX_HOURS'> = settings(),
): SessionPolicy {
  return { idleMs: read.IR_SESSION_IDLE_MINUTES * MINUTE, absoluteMs: read.IR_SESSION_MAX_HOURS * 60 * MINUTE };
}

export type SessionState = 'active' | 'idle' | 'expired';

/** Whether a session started at `createdAt` and last used at `lastSeenAt` still holds at `now`. */
export function sessionState(
  session: { createdAt: Date; lastSeenAt: Date },
  now: Date,
  policy: SessionPolicy,
): SessionState {
  if (now.getTime() - session.createdAt.getTime() >= policy.absoluteMs) return 'expired';
  if (now.getTime() - session.lastSeenAt.getTime() >= policy.idleMs) return 'idle';
  return 'active';
}
