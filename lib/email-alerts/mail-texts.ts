import { createTranslator } from 'next-intl';
import { mergeMessages, type Locale, type Translator } from '@/lib/i18n';
import type { PageId } from '@/lib/site';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { ALERT_CATEGORIES, type AlertCategory } from './categories';
import type { MailText } from './alert-mail';
import type { TitleLabel } from './lists';

// Thai falls back to English for any key it lacks, as on the pages (lib/i18n/request.ts).
const catalogues = { en, th: mergeMessages(en, th) };

/** The texts of the alert and confirmation mails in one language, from messages/*.json (AlertMail, EmailAlerts). */
export interface MailTexts {
  t: MailText;
  /** The titles of the items that have no name of their own (AlertMail.titles). */
  titles: TitleLabel;
  company: string;
  categoryNames: Record<AlertCategory, string>;
  /** The name of a page of the site, as its heading says it. */
  route: (page: PageId) => string;
}

const cache = new Map<string, MailTexts>();

/** The texts in a language, naming the company as its facts do (`company`, the short name the caller read). */
export function mailTexts(locale: Locale, company: string): MailTexts {
  const key = `${locale}\u0000${company}`;
  const known = cache.get(key);
  if (known) return known;
  const translate: Translator = createTranslator({ locale, messages: catalogues[locale] });
  const texts: MailTexts = {
    t: createTranslator({ locale, messages: catalogues[locale], namespace: 'AlertMail' }),
    titles: createTranslator({ locale, messages: catalogues[locale], namespace: 'AlertMail.titles' }),
    company,
    categoryNames: Object.fromEntries(
      ALERT_CATEGORIES.map((category) => [category, translate(`EmailAlerts.categories.${category}`)]),
    ) as Record<AlertCategory, string>,
    route: (page) => translate(`Routes.${page}`),
  };
  if (cache.size > 20) cache.clear();
  cache.set(key, texts);
  return texts;
}
