import { createTranslator } from 'next-intl';
import { getCompanyFacts } from '@/lib/content';
import type { Locale } from '@/lib/i18n';
import { mergeMessages, type Messages } from '@/lib/i18n';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { ALERT_CATEGORIES, type AlertCategory } from './categories';
import type { MailText } from './alert-mail';

// Thai falls back to English for any key it lacks, as on the pages (lib/i18n/request.ts).
const catalogues: Record<Locale, Messages> = { en, th: mergeMessages(en, th) };

/** The texts of the alert and confirmation mails in one language, from messages/*.json (AlertMail, EmailAlerts). */
export interface MailTexts {
  t: MailText;
  company: string;
  categoryNames: Record<AlertCategory, string>;
  /** The name of a page of the site, as its heading says it. */
  route: (page: string) => string;
}

const cache = new Map<Locale, MailTexts>();

export function mailTexts(locale: Locale): MailTexts {
  const known = cache.get(locale);
  if (known) return known;
  const translate = createTranslator({ locale, messages: catalogues[locale] });
  const t: MailText = (key, values) => translate(`AlertMail.${key}` as never, values as never);
  const texts: MailTexts = {
    t,
    company: getCompanyFacts(locale).shortName,
    categoryNames: Object.fromEntries(
      ALERT_CATEGORIES.map((category) => [category, translate(`EmailAlerts.categories.${category}` as never)]),
    ) as Record<AlertCategory, string>,
    route: (page) => translate(`Routes.${page}` as never),
  };
  cache.set(locale, texts);
  return texts;
}
