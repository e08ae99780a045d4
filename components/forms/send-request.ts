import { SEND_EMAIL_CALLS, type SendEmailCall } from '@/lib/contract';

export type { SendEmailCall };

/**
 * Posts the values as JSON and resolves to the reply text. Throws when the call fails: no answer, or
 * an error status (refused input, rate limit, backend down), which the forms report as "an error occurred".
 */
export async function sendEmailRequest(call: SendEmailCall, values: object): Promise<string> {
  const { path } = SEND_EMAIL_CALLS[call];
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const text = await response.text();
  // A remote backend may answer the same text as a JSON string.
  if (/json/i.test(response.headers.get('content-type') ?? '')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === 'string') return parsed;
    } catch {
      // Not JSON after all: compare the raw text.
    }
  }
  return text;
}

export function isSuccessReply(call: SendEmailCall, reply: string): boolean {
  return reply === SEND_EMAIL_CALLS[call].success;
}
