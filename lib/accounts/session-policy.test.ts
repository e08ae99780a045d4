import { parseSettings } from '@/lib/config/settings.mjs';
import { sessionPolicy, sessionState } from './session-policy';

const policy = sessionPolicy(parseSettings({}));
const start = new Date('2026-03-01T01:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('sessionState', () => {
  it('defaults to 30 minutes idle and 12 hours in all', () => {
    expect(policy).toEqual({ idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 });
  });

  it('ends a session after 30 minutes without a request', () => {
    expect(sessionState({ createdAt: start, lastSeenAt: start }, at(29), policy)).toBe('active');
    expect(sessionState({ createdAt: start, lastSeenAt: start }, at(30), policy)).toBe('idle');
  });

  it('ends a busy session 12 hours after sign-in', () => {
    expect(sessionState({ createdAt: start, lastSeenAt: at(719) }, at(719.5), policy)).toBe('active');
    expect(sessionState({ createdAt: start, lastSeenAt: at(719) }, at(720), policy)).toBe('expired');
  });

  it('reads both settings, and falls back on a bad value', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(sessionPolicy(parseSettings({ IR_SESSION_IDLE_MINUTES: '5', IR_SESSION_MAX_HOURS: '2' }))).toEqual({
      idleMs: 5 * 60_000,
      absoluteMs: 2 * 3_600_000,
    });
    expect(sessionPolicy(parseSettings({ IR_SESSION_IDLE_MINUTES: 'ten' })).idleMs).toBe(30 * 60_000);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
