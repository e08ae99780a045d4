import { getTranslations } from 'next-intl/server';
import { formatLongDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import type { ListItems, ListPageId, SearchParams } from '@/lib/lists';
import { loadList } from '@/lib/lists/server';

/** The Lists translations, as far as the "Updated <date>" note needs them. */
type UpdatedTranslator = (key: 'updated', values: { date: string }) => string;

/**
 * The "Updated <date>" text of an item whose correction went live (docs/newsroom.md, Corrections), given
 * when that was; nothing for an item never corrected.
 */
export function updatedText(tLists: UpdatedTranslator, locale: Locale) {
  return (corrected: string | null) =>
    corrected ? tLists('updated', { date: formatLongDate(corrected, locale) }) : undefined;
}

/** A list page's data (lib/lists), with the Lists translations and each item's "Updated <date>" text. */
export async function loadListPage<K extends ListPageId>(page: K, locale: Locale, query: SearchParams) {
  const [loaded, tLists] = await Promise.all([loadList(page, locale, query), getTranslations('Lists')]);
  const updatedOf = updatedText(tLists, locale);
  return { ...loaded, tLists, updated: (item: ListItems[K]) => updatedOf(loaded.correctedAt(item)) };
}
