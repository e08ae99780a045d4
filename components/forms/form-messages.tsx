import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickClientMessages, type ClientNamespace } from '@/lib/i18n/client-messages';

/** Gives a form (a client component) the messages of its namespace, and nothing more. */
export async function FormMessages({ namespace, children }: { namespace: ClientNamespace; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickClientMessages(messages, [namespace])}>{children}</NextIntlClientProvider>;
}
