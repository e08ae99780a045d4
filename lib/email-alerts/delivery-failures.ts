/**
 * How a failed send is taken, by the outbox (lib/mail) and the alerts' dispatch alike: what the SMTP
 * server's answer means for the mail, and when to try it again.
 */

/** Tries of one mail before it is given up: with retryDelayMs, the last falls about six hours after the first. */
export const MAX_ATTEMPTS = 10;

/** Wait before the next try of a mail that has been tried `attempts` times: 1 min, doubling, at most 2 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60 * 1000);
}

/**
 * What a failed send says. `permanent`: the server refused this mail for good (a 5xx to its recipient
 * or its content). `temporary`: it refused it for now (4xx). `unreachable`: nothing was said about this
 * mail (no connection, timeout, TLS, login, a refused sender, 421 "closing"): the next would fare alike.
 */
export type FailureKind = 'permanent' | 'temporary' | 'unreachable';

export function failureKind(error: unknown): FailureKind {
  const { code, command, responseCode } = (error ?? {}) as {
    code?: unknown;
    command?: unknown;
    responseCode?: unknown;
  };
  // nodemailer's own check of an address found it unusable: no server will take it.
  if (code === 'EENVELOPE' && command === 'API') return 'permanent';
  const aboutThisMail = command === 'RCPT TO' || command === 'DATA' || code === 'EMESSAGE';
  if (!aboutThisMail || typeof responseCode !== 'number' || responseCode === 421) return 'unreachable';
  if (responseCode >= 500) return 'permanent';
  if (responseCode >= 400) return 'temporary';
  return 'unreachable';
}
