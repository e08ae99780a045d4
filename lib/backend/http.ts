import 'server-only';
import { backendTimeoutMs } from './config';

/** A failed backend request, with a short reason for the log. Upstream bodies are never kept. */
export class BackendRequestError extends Error {}

interface RequestOptions {
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Upper bound of the request (default: IR_BACKEND_TIMEOUT_MS). */
  timeoutMs?: number;
  /**
   * false: a 3xx answer is a failure and is never followed, so headers carrying a secret go to `url`
   * and nowhere else (fetch would resend them to any host the redirect names).
   */
  followRedirects?: boolean;
}

/** GETs a JSON body; throws BackendRequestError on network error, timeout, non-2xx or invalid JSON. */
export async function getJson(
  url: string,
  { query, headers, timeoutMs = backendTimeoutMs(), followRedirects = true }: RequestOptions = {},
): Promise<unknown> {
  const target = new URL(url);
  for (const [name, value] of Object.entries(query ?? {})) target.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(target, {
      headers: { accept: 'application/json', ...headers },
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
      redirect: followRedirects ? 'follow' : 'manual',
    });
  } catch (error) {
    throw new BackendRequestError(describeFetchError(error, timeoutMs));
  }
  if (!followRedirects && (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400))) {
    await response.body?.cancel().catch(() => undefined);
    throw new BackendRequestError(`redirect refused (HTTP ${response.status})`);
  }
  if (!response.ok) {
    // Drain the body so the connection can be reused; its content is not trusted or logged.
    await response.body?.cancel().catch(() => undefined);
    throw new BackendRequestError(`HTTP ${response.status}`);
  }
  let body: string;
  try {
    body = await response.text();
  } catch (error) {
    throw new BackendRequestError(describeFetchError(error, timeoutMs));
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new BackendRequestError('invalid JSON');
  }
}

// Duck-typed: the abort error is a DOMException, which need not be an instance of this realm's Error.
function describeFetchError(error: unknown, timeoutMs: number): string {
  const { name, cause } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    cause?: unknown;
  };
  if (name === 'TimeoutError' || name === 'AbortError') return `timeout after ${timeoutMs} ms`;
  const detail = typeof cause === 'object' && cause !== null && 'message' in cause ? `: ${String(cause.message)}` : '';
  return `network error${detail}`;
}
