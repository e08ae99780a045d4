import { settings, type Settings } from '@/lib/config/settings.mjs';

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

/** A cap setting: a whole number, 0 = no cap. */
const cap = (value: number): number => (value === 0 ? Number.MAX_SAFE_INTEGER : value);

export function addressMailCaps(
  read: Pick<Settings, 'ALERT_SIGNUPS_PER_DOMAIN_PER_HOUR' | 'ALERT_SIGNUPS_PER_HOUR'> = settings(),
): AddressMailCaps {
  return { perDomainPerHour: cap(read.ALERT_SIGNUPS_PER_DOMAIN_PER_HOUR), perHour: cap(read.ALERT_SIGNUPS_PER_HOUR) };
}
