import type { routing } from '@/lib/i18n';
import type messages from '@/messages/en.json';

// next-intl's types learn the site's locales and its catalogue (docs/architecture.md, "Typed messages"):
// a key that en.json lacks, or a text called without one of its {arguments}, fails `npm run typecheck`.
// messages/en.json resolves to its declaration messages/en.d.json.ts, whose texts are literal types.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
