import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces that client components read with useTranslations: only the forms do, so only
 * the form pages send these (components/forms/form-messages.tsx). Every other client component gets
 * plain strings from the server, which keeps next-intl's message formatter off the other pages.
 */
export const clientNamespaces = ['information', 'receiveEmails'] as const;

export type ClientNamespace = (typeof clientNamespaces)[number];

export function pickClientMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly ClientNamespace[] = clientNamespaces,
): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((key) => key in messages).map((key) => [key, messages[key]]));
}
