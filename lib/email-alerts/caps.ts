/**
 * The hourly caps on mail to addresses nobody has confirmed yet (sign-up confirmations and unsubscribe
 * confirmations), on top of one mail per mailbox per 10 minutes: a flood of sign-ups of many addresses
 * at one domain, or of any addresses, stops queueing mail once a cap is reached, and the reply stays the same.
 */
export interface AddressMailCaps {
  /** Unconfirmed requests per recipient domain in the last hour (ALERT_SIGNUPS_PER_DOMAIN_PER_HOUR). */
  perDomainPerHour: number;
  /** Unconfirmed requests overall in the last hour (ALERT_SIGNUPS_PER_HOUR). */
  perHour: number;
}

export const DEFAULT_CAPS: AddressMailCaps = { perDomainPerHour: 50, perHour: 300 };

/** A cap setting: a whole number, 0 = no cap; anything else is reported and the default used. */
function cap(name: string, value: string | undefined, fallback: number): number {
  const text = value?.trim() ?? '';
  if (/^\d{1,9}$/.test(text)) return Number(text) === 0 ? Number.MAX_SAFE_INTEGER : Number(text);
  if (text !== '') console.error(`[alerts] ${name}=${JSON.stringify(value)} is not a whole number; using ${fallback}`);
  return fallback;
}

export function addressMailCaps(env: Record<string, string | undefined> = process.env): AddressMailCaps {
  return {
    perDomainPerHour: cap('ALERT_SIGNUPS_PER_DOMAIN_PER_HOUR', env.ALERT_SIGNUPS_PER_DOMAIN_PER_HOUR, DEFAULT_CAPS.perDomainPerHour),
    perHour: cap('ALERT_SIGNUPS_PER_HOUR', env.ALERT_SIGNUPS_PER_HOUR, DEFAULT_CAPS.perHour),
  };
}
