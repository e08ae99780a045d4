import { settings } from '@/lib/config/settings.mjs';

/**
 * Keeps mail to at most `perSecond` sends a second, however many senders share it: each send takes the
 * next free slot, 1/perSecond apart, and waits for it. 0 (or less) lets everything through.
 */
export interface Pacer {
  /** Resolves when this send's slot has come; rejects with the signal's reason if it aborts first. */
  wait(signal?: AbortSignal): Promise<void>;
}

export function createPacer({
  perSecond,
  now = Date.now,
  sleep = defaultSleep,
}: {
  perSecond: number;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}): Pacer {
  if (!(perSecond > 0) || !Number.isFinite(perSecond)) return { wait: async () => undefined };
  const gap = 1000 / perSecond;
  let next = -Infinity;
  return {
    async wait(signal) {
      signal?.throwIfAborted();
      const time = now();
      // An idle pacer does not save up slots: after a pause the rate starts again from now.
      const slot = Math.max(time, next);
      next = slot + gap;
      if (slot > time) await sleep(slot - time, signal);
    },
  };
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** ALERT_MAILS_PER_SECOND: the most alert mails sent a second (default 10; 0 = no limit; at most 1000). */
export function alertMailsPerSecond(): number {
  return settings().ALERT_MAILS_PER_SECOND;
}
