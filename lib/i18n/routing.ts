import { defineRouting } from 'next-intl/routing';

export const routing = defineRouting({
  locales: ['th', 'en'],
  defaultLocale: 'th',
  // Thai lives at unprefixed paths, English under /en; /th/... redirects to the unprefixed path.
  localePrefix: 'as-needed',
  // One URL, one language: no Accept-Language or cookie redirect.
  localeDetection: false,
  // Without detection the NEXT_LOCALE cookie would never be read: do not set it.
  localeCookie: false,
});

export type Locale = (typeof routing.locales)[number];
