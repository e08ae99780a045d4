import 'server-only';
import { settings } from '@/lib/config/settings.mjs';
import type { BackendLang } from '@/lib/contract';

/** Which backend answers: read from the environment at call time so tests and restarts can switch it. */
export type BackendMode = { kind: 'remote'; baseUrl: string } | { kind: 'embedded' };

export function backendMode(): BackendMode {
  const baseUrl = settings().IR_BACKEND_URL;
  return baseUrl ? { kind: 'remote', baseUrl } : { kind: 'embedded' };
}

/** Upper bound of one backend request; IR_BACKEND_TIMEOUT_MS lets tests shorten it. */
export function backendTimeoutMs(): number {
  return settings().IR_BACKEND_TIMEOUT_MS;
}

/** 'en' is sent as en, any other value as th (docs/product.md, The backend contract). */
export function backendLang(locale: string | null | undefined): BackendLang {
  return locale === 'en' ? 'en' : 'th';
}
