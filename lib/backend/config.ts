import 'server-only';
import type { BackendLang } from './types';

/** Which backend answers: read from the environment at call time so tests and restarts can switch it. */
export type BackendMode = { kind: 'remote'; baseUrl: string } | { kind: 'embedded' };

const DEFAULT_TIMEOUT_MS = 5000;

export function backendMode(): BackendMode {
  const baseUrl = process.env.IR_BACKEND_URL?.trim();
  return baseUrl ? { kind: 'remote', baseUrl: baseUrl.replace(/\/+$/, '') } : { kind: 'embedded' };
}

/** Upper bound of one backend request; IR_BACKEND_TIMEOUT_MS lets tests shorten it. */
export function backendTimeoutMs(): number {
  const configured = Number(process.env.IR_BACKEND_TIMEOUT_MS);
  return Number.isFinite(configured) && configured > 0 ? configured : DEFAULT_TIMEOUT_MS;
}

/** 'en' is sent as en, any other value as th (docs/product.md, The backend contract). */
export function backendLang(locale: string | null | undefined): BackendLang {
  return locale === 'en' ? 'en' : 'th';
}
