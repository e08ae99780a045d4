/**
 * The version of the privacy notice (/privacy, messages PrivacyNotice): each consent record keeps the
 * version in force when it was given. Change it whenever the notice's content changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

/** How long the embedded backend keeps what the alerts need (docs/security.md, Personal data; the notice says the same). */
export const RETENTION = {
  /** A confirmation link works this long after its mail was written; an unconfirmed sign-up is deleted then. */
  confirmationMs: 48 * 60 * 60 * 1000,
  /** One confirmation mail per address in this time, however often it is signed up. */
  confirmationMailIntervalMs: 10 * 60 * 1000,
  /** A consent record is kept this long after its withdrawal. */
  consentAfterWithdrawalDays: 365,
  /** The record of a sent (or given up) alert is kept this long. */
  deliveryDays: 30,
} as const;
