import type { Kysely, OrderByModifiers, SelectQueryBuilder } from 'kysely';
import type { EngineName } from './engine';
import { queries } from './query';
import type { DB } from './schema';

/**
 * Queries of the list tables (docs/decisions/045-typed-queries.md): the generated schema leaves them
 * out, as their columns are their definitions' fields (lib/list-defs, read through lib/contract), so a
 * list's table and columns are named at run time, by its ContentTable (./content-tables.ts). Kysely
 * quotes every name it writes, so a field with capitals (imageUrl) keeps them on PostgreSQL too.
 */

/** A row of a list table as the store writes it: its columns by name. */
export type ListRow = Record<string, string | number | null>;

/** The schema's tables and, under any other name, a list table. */
export type ListTables = DB & { [table: string]: ListRow };

/** The builder for list tables on the engine `on` runs (the client or transaction the query runs on). */
export function listQueries(on: { readonly engine?: EngineName }): Kysely<ListTables> {
  return queries(on).withTables<{ [table: string]: ListRow }>();
}

/**
 * The builder for a statement returned to run later, in a batch or a migration, on either engine: it
 * is compiled with SQLite's `?` placeholders, which the PostgreSQL engine numbers
 * (lib/store/postgres-engine.ts), so only a statement that reads the same on both engines is built
 * with it.
 */
export const portableQueries: Kysely<ListTables> = listQueries({});

const ORDER_TERM = /^(\w+)(?:\s+(ASC|DESC))?(?:\s+NULLS\s+(FIRST|LAST))?$/i;

/**
 * A list's order (its definition's `orderBy`, lib/contract: "year DESC, quarter DESC", "published_at
 * DESC NULLS LAST") applied to a query of its table, term by term.
 */
export function orderedAsListed<O>(
  query: SelectQueryBuilder<ListTables, string, O>,
  orderBy: string,
): SelectQueryBuilder<ListTables, string, O> {
  return orderBy.split(',').reduce((ordered, term) => {
    const match = ORDER_TERM.exec(term.trim());
    if (!match) throw new Error(`A list's order must be columns with ASC, DESC, NULLS FIRST or LAST: ${orderBy}`);
    const [, column, direction, nulls] = match;
    const modifiers: OrderByModifiers = (item) => {
      const directed = direction?.toUpperCase() === 'DESC' ? item.desc() : item.asc();
      if (!nulls) return directed;
      return nulls.toUpperCase() === 'FIRST' ? directed.nullsFirst() : directed.nullsLast();
    };
    return ordered.orderBy(column, modifiers);
  }, query);
}
