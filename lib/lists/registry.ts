import type { InvestorEvent } from '@/lib/lists/investor-calendar';
import { yearOf } from '@/lib/format';
import {
  LIST_DEFINITION_LIST,
  type DefinedItem,
  type DefinedPage,
  type DefinitionOf,
  type ListDefinition,
} from '@/lib/list-defs';
import { documentYear } from '@/lib/lists/latest-documents';
import { meetingType, meetingYear } from '@/lib/lists/meeting-fields';
import type { PageId } from '@/lib/site';

/** Years from `newest` down to `oldest`, newest first: yearsDescending(2025, 2021) → [2025, ..., 2021]. */
export function yearsDescending(newest: number, oldest: number): number[] {
  return Array.from({ length: Math.max(0, newest - oldest + 1) }, (_, index) => newest - index);
}

/**
 * Where a list's year options come from. The years the spec names were the years of its data when it
 * was written; fixed, they would leave every newer item off its list. So each list offers the years
 * from the newest one that has an item (or, for a list of scheduled items, the current Bangkok year if
 * later) down to the oldest the spec names, and opens on the newest year that has items. Both are
 * worked out from the data and a clock at each render (./list-view.ts: offeredYears); nothing here
 * needs a rebuild when the year turns or an item of a new year is published.
 */
export interface YearRule {
  /** The years the spec names, always offered: its newest (the default of an empty list) and its oldest. */
  spec: { readonly newest: number; readonly oldest: number };
  /**
   * The list holds scheduled items (the calendar): the current year is offered before it has items,
   * and later years with scheduled items do not take the default from the current one.
   */
  scheduled?: boolean;
  /** Years older than the spec's oldest are offered too, down to the oldest year that has items. */
  olderFromData?: boolean;
}

/** How the list state reads an item of the list. */
export interface ItemReader<T> {
  /** The Gregorian year the item is filed under; null or undefined when unreadable (never shown). */
  yearOf: (item: T) => number | null | undefined;
  /** The text ?q= searches, for a searchable list. */
  titleOf?: (item: T) => string | null | undefined;
  /** The meeting type, for a typed list. */
  typeOf?: (item: T) => number | null;
}

/** One list page: what its URL may hold (?year=, ?page=, ?type=, ?q=) and how its items are read. */
export interface ListEntry<T> {
  years: YearRule;
  /** Items per page; without it the year's items are one page and ?page= is ignored. */
  pageSize?: number;
  /** ?type=: one tab per meeting type of the year. */
  typed?: boolean;
  /** ?q=: the title search. */
  searchable?: boolean;
  read: ItemReader<T>;
}

/** The items of each list page's call, as the call replies (lib/list-defs: read off the definition's fields). */
export type ListCallItems = { [P in DefinedPage]: DefinedItem<P> };

/** The items of each list page, as the pages and the list state read them: the calendar's are its events (./investor-calendar.ts). */
export type ListItems = {
  [P in DefinedPage]: DefinitionOf<P> extends { shape: 'calendar' } ? InvestorEvent : DefinedItem<P>;
};

export type ListPageId = keyof ListItems;

type Item = Record<string, unknown>;

/** How the list state reads an item of a list, from its definition. */
function readerOf(definition: ListDefinition): ItemReader<Item> {
  switch (definition.shape) {
    case 'calendar':
      return { yearOf: (event) => yearOf((event as unknown as InvestorEvent).date) };
    case 'quarterDocuments':
      return { yearOf: (item) => documentYear(item as { year: number; quarter: number }) };
    case 'meetings':
      return { yearOf: (item) => meetingYear(item as never), typeOf: (item) => meetingType(item as never) };
    default: {
      const { date, title } = definition;
      if (!date) throw new Error(`The list ${definition.page} has neither a shape nor a date field`);
      return {
        yearOf: (item) => yearOf(item[date] as string),
        ...(definition.searchable && title ? { titleOf: (item: Item) => item[title] as string } : {}),
      };
    }
  }
}

/** A list page's settings, from its definition: a shareholder meeting's list is typed (?type=). */
function entryOf(definition: ListDefinition): ListEntry<Item> {
  return {
    years: definition.years,
    ...(definition.pageSize === undefined ? {} : { pageSize: definition.pageSize }),
    ...(definition.shape === 'meetings' ? { typed: true } : {}),
    ...(definition.searchable ? { searchable: true } : {}),
    read: readerOf(definition),
  };
}

/**
 * Every list page's settings (the spec's business constants, and the decisions where it is silent),
 * read by the pages, their canonical URLs, the sitemap, the feeds, the search index's links and the
 * tests: derived from the list definitions (lib/list-defs), where each page's years and page size
 * are written. The years are the spec's as its oldest and its empty-list default; newer years follow
 * the data (docs/decisions/010-list-years-follow-the-data.md).
 */
export const listRegistry = Object.fromEntries(
  LIST_DEFINITION_LIST.map((definition) => [definition.page, entryOf(definition)]),
) as unknown as {
  [K in ListPageId]: ListEntry<ListItems[K]>;
};

export function isListPage(page: PageId): page is ListPageId {
  return Object.hasOwn(listRegistry, page);
}
