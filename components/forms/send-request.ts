/** The POST calls of SPEC §7 and the exact replies that mean success. */

export const SEND_EMAIL_PATHS = {
  contact: '/api/send_email/contact-investor',
  subscribe: '/api/send_email/receive-emails',
  unsubscribe: '/api/send_email/cancel-emails',
} as const;

export const SUCCESS_REPLIES = {
  contact: 'Email sent successfully',
  subscribe: 'Subscription request sent successfully',
  unsubscribe: 'Unsubscription request sent successfully',
} as const;

export type SendEmailCall = keyof typeof SEND_EMAIL_PATHS;

/**
 * Posts the values as JSON and resolves to the reply text. Throws when the call fails: no answer, or
 * an error status (refused input, rate limit, backend down), which the forms report as "an error occurred".
 */
export async function sendEmailRequest(call: SendEmailCall, values: object): Promise<string> {
  const response = await fetch(SEND_EMAIL_PATHS[call], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(values),
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`${SEND_EMAIL_PATHS[call]} answered ${response.status}`);
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
  return reply === SUCCESS_REPLIES[call];
}
