import type { AbstractIntlMessages } from 'next-intl';

/**
 * The message namespaces that client components read with useTranslations. Only these travel to the
 * browser; server components translate everything else and pass plain strings down.
 */
export const clientNamespaces = ['Alerts', 'ErrorPage', 'information', 'receiveEmails'] as const;

export function pickClientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(clientNamespaces.filter((key) => key in messages).map((key) => [key, messages[key]]));
}
