import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { routing } from './routing';
import { mergeMessages } from './merge-messages';
import en from '@/messages/en.json';
import th from '@/messages/th.json';

// Thai falls back to English for any key it lacks.
const catalogues = { en, th: mergeMessages(en, th) } as const;

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: catalogues[locale],
    timeZone: 'Asia/Bangkok',
  };
});
