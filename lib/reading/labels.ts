import type { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n';
import type { DocumentKind } from './documents';

/** The site's messages, whole (the page and the CSV download name documents alike). */
type Translate = Awaited<ReturnType<typeof getTranslations<never>>>;
type Key = Parameters<Translate>[0];

/** What a document is, as the reader meets it: the page that lists it, or the newsroom kind that published it; '-' when unknown. */
export function documentKindLabel(kind: DocumentKind | null, t: Translate): string {
  if (!kind) return '-';
  return 'list' in kind ? t(`Routes.${kind.list}` as Key) : t(`Workspace.itemForm.kinds.${kind.item}` as Key);
}

/** "Thai", "English", "Thai and English", or "Not stated" for one file serving both languages. */
export function languagesLabel(languages: readonly Locale[], t: Translate): string {
  if (languages.length === 0) return t('Workspace.reading.languages.none' as Key);
  if (languages.length > 1) return t('Workspace.reading.languages.both' as Key);
  return t(`Workspace.reading.locales.${languages[0]}` as Key);
}

/** A search's language ('th', 'en'), named. */
export function localeLabel(locale: string, t: Translate): string {
  return locale === 'th' || locale === 'en' ? t(`Workspace.reading.locales.${locale}` as Key) : locale;
}
