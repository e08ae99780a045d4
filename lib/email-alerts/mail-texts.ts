import { createTranslator } from 'next-intl';
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

const cache = new Map<string, MailTexts>();

/** The texts in a language, naming the company as its facts do (`company`, the short name the caller read). */
export function mailTexts(locale: Locale, company: string): MailTexts {
  const key = `${locale}\u0000${company}`;
  const known = cache.get(key);
  if (known) return known;
  const translate = createTranslator({ locale, messages: catalogues[locale] });
  const t: MailText = (key, values) => translate(`AlertMail.${key}` as never, values as never);
  const texts: MailTexts = {
    t,
    company,
    categoryNames: Object.fromEntries(
      ALERT_CATEGORIES.map((category) => [category, translate(`EmailAlerts.categories.${category}` as never)]),
    ) as Record<AlertCategory, string>,
    route: (page) => translate(`Routes.${page}` as never),
  };
  if (cache.size > 20) cache.clear();
  cache.set(key, texts);
  return texts;
}
