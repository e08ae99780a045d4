import type { Locale, Translator } from '@/lib/i18n';
import type { DocumentKind } from './documents';

/** What a document is, as the reader meets it: the page that lists it, or the newsroom kind that published it; '-' when unknown. */
export function documentKindLabel(kind: DocumentKind | null, t: Translator): string {
  if (!kind) return '-';
  return 'list' in kind ? t(`Routes.${kind.list}`) : t(`Workspace.itemForm.kinds.${kind.item}`);
}

/** "Thai", "English", "Thai and English", or "Not stated" for one file serving both languages. */
export function languagesLabel(languages: readonly Locale[], t: Translator): string {
  if (languages.length === 0) return t('Workspace.reading.languages.none');
  if (languages.length > 1) return t('Workspace.reading.languages.both');
  return t(`Workspace.reading.locales.${languages[0]}`);
}

/** A search's language ('th', 'en'), named. */
export function localeLabel(locale: string, t: Translator): string {
  return locale === 'th' || locale === 'en' ? t(`Workspace.reading.locales.${locale}`) : locale;
}
