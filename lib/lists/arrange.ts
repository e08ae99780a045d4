import type { CalendarEvent } from '@/lib/contract';
import { LIST_DEFINITION_LIST, type ListDefinition } from '@/lib/list-defs';
import { investorEvents } from '@/lib/lists/investor-calendar';
import { parseBangkokDate, type DateInput } from '@/lib/format';
import { inQuarterOrder } from '@/lib/lists/latest-documents';
import { newestFirst } from '@/lib/lists/list-state';
import type { ListCallItems, ListItems, ListPageId } from './registry';

export type { ListCallItems } from './registry';

/** How a call's reply runs: the order of its items that carry no time (lib/contract/calls.ts). */
type ReplyOrder = 'oldest first' | 'newest first';

/**
 * A date-sorted list, newest first. Items of one date come newest first too: by the time they were
 * published (`published_at`: an exchange announcement's SET release time, else the time it went
 * live), an item with a time before one without; then, for items without one (the seed's, a backend
 * that sends none), the newest row first, as the call's reply runs. A correction keeps its item's
 * time, and so its place.
 */
function newestFirstInDay<T extends { published_at?: string }>(dateOf: (item: T) => DateInput, reply: ReplyOrder) {
  return (items: readonly T[]): T[] => {
    const moment = (value: string | undefined) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);
    return items
      .map((item, index) => ({
        item,
        day: parseBangkokDate(dateOf(item))?.getTime() ?? Number.NEGATIVE_INFINITY,
        at: moment(item.published_at),
        row: reply === 'oldest first' ? index : -index,
      }))
      .sort((a, b) =>
        b.day !== a.day ? (b.day > a.day ? 1 : -1) : b.at !== a.at ? (b.at > a.at ? 1 : -1) : b.row - a.row,
      )
      .map(({ item }) => item);
  };
}

type Arrange = (items: readonly Record<string, unknown>[]) => unknown[];

/** How a list's items are ordered, from its definition (lib/list-defs): by date, unless lib/lists reads the list by its own code. */
function arrangementOf(definition: ListDefinition): Arrange {
  switch (definition.shape) {
    // A calendar reads forwards: events in date order.
    case 'calendar':
      return (events) =>
        newestFirst(investorEvents(events as unknown as CalendarEvent[]), (event) => event.date).reverse();
    case 'quarterDocuments':
      return (items) => inQuarterOrder(items as unknown as { year: number; quarter: number }[]);
    // Meeting documents keep the backend's order.
    case 'meetings':
      return (items) => [...items];
    default: {
      const { date, replyOrder } = definition;
      if (!date || !replyOrder)
        throw new Error(`The list ${definition.page} has neither a shape nor a date field and reply order`);
      return newestFirstInDay((item: Record<string, unknown>) => item[date] as DateInput, replyOrder) as Arrange;
    }
  }
}

/**
 * The order each list page reads its call's items in. Everything that reads a list arranges its items
 * here, so they agree: the page and its pagination (list-data.ts), the home page's latest items, the
 * RSS feed, the search index's links to the page an item shows on (lib/search) and the sitemap's pages.
 */
const arrangements = Object.fromEntries(
  LIST_DEFINITION_LIST.map((definition) => [definition.page, arrangementOf(definition)]),
) as unknown as {
  [K in ListPageId]: (items: readonly ListCallItems[K][]) => ListItems[K][];
};

/** A list page's items in the order the page shows them. */
export function arrangeList<K extends ListPageId>(page: K, items: readonly ListCallItems[K][]): ListItems[K][] {
  return (arrangements[page] as (items: readonly ListCallItems[K][]) => ListItems[K][])(items);
}
