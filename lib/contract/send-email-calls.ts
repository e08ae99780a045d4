/**
 * The POST calls of the forms (docs/product.md, The form calls): the path of each and the exact reply
 * text that means success. The forms (components/forms/send-request.ts) compare replies against these,
 * and the embedded backend (lib/backend/send-email.ts) answers them, so both read the one definition here.
 */
export const SEND_EMAIL_CALLS = {
  contact: { path: '/api/send_email/contact-investor', success: 'Email sent successfully' },
  subscribe: { path: '/api/send_email/receive-emails', success: 'Subscription request sent successfully' },
  unsubscribe: { path: '/api/send_email/cancel-emails', success: 'Unsubscription request sent successfully' },
} as const;

export type SendEmailCall = keyof typeof SEND_EMAIL_CALLS;
