import type { AlertCategory } from '@/lib/email-alerts';
import type { SectionId } from '@/lib/site';

/**
 * A list page and its backend call as one definition (docs/architecture.md, Adding a list): every
 * registry that names a list (the call registry and its reply check, the embedded table and its seed,
 * the page's settings and arrangement, the alert list, the search builder, the newsroom kind, the site
 * map) is derived from the definitions of this folder. Data only, and no runtime import of any other
 * feature: lib/contract, lib/store, lib/lists, lib/search, lib/email-alerts, lib/newsroom and lib/site
 * all read it, so it sits below them.
 */

/** What a field of the call's reply holds; lib/contract reads each with its check (FIELD_CHECKS). */
export interface FieldTypes {
  /** A non-empty text. */
  text: string;
  integer: number;
  /** 1 to 4. */
  quarter: number;
  /** A calendar day, YYYY-MM-DD. */
  isoDate: string;
  /** An https:// URL or a site path. */
  link: string;
  /** A link the item may leave out. */
  optionalLink: string | undefined;
  /**
   * When an item of a date-sorted list was published (UTC, ISO 8601): an exchange announcement's SET
   * release time, else the time it went live. Optional: the seed's items and a backend that does not
   * send it have none. It orders the items of one date, newest first (lib/lists/arrange.ts).
   */
  publishedAt: string | undefined;
}

export type FieldKind = keyof FieldTypes;

/** The fields of a call's item, in reply order (the embedded table's columns). */
export type ListFields = Readonly<Record<string, FieldKind>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The item a call's fields read: a field that may be missing is an optional key (as lib/contract's record()). */
export type ItemOf<F extends ListFields> = Simplify<
  { -readonly [K in keyof F as undefined extends FieldTypes[F[K]] ? never : K]: FieldTypes[F[K]] } & {
    -readonly [K in keyof F as undefined extends FieldTypes[F[K]] ? K : never]?: Exclude<FieldTypes[F[K]], undefined>;
  }
>;

/** A row of data/seed as written there: entity fields, plus lang and storage ids where the table has them. */
export type SeedRow = Record<string, unknown>;

/** The years a list offers (lib/lists/registry.ts, YearRule). */
export interface ListYears {
  spec: { readonly newest: number; readonly oldest: number };
  scheduled?: boolean;
  olderFromData?: boolean;
}

/** A newsroom form field (lib/newsroom/kinds.ts, FieldSpec), as a list's kind declares it. */
export interface KindField {
  type: 'text' | 'longText' | 'link' | 'date' | 'datetime' | 'integer' | 'decimal' | 'document' | 'choice';
  /** The call's column the field fills when the item goes live; none for the newsroom's own fields. */
  column?: string;
  required?: boolean;
  min?: number;
  max?: number;
  options?: readonly string[];
}

type FieldName<F extends ListFields> = keyof F & string;

export interface ListDefinition<F extends ListFields = ListFields> {
  /** The page id of the site map (lib/site), and the file name of the definition. */
  page: string;
  /** The page's URL path, under /th and /en. */
  path: `/${string}`;
  /** The menu section whose tab menu lists the page (lib/site sections). */
  section: SectionId;
  /** The backend call (docs/product.md, The backend contract). */
  call: {
    /** The getter's stem: setNews is served by getSetNews. */
    key: string;
    /** The contract's name: /api/<name> on the remote backend and on this site. */
    name: string;
    /** Whether the call sends lang; its table then holds a row per language. */
    lang: boolean;
    /** The server data cache tag; POST /api/revalidate takes it. */
    tag: string;
    /** What a generated demo document of this call is titled after (npm run generate:demo). */
    label: string;
    table: {
      name: string;
      /** Columns identifying a row for the seed upsert (lang is added when the call sends lang); default seed_id. */
      key?: readonly string[];
      orderBy: string;
    };
    /** The demonstration rows (data/seed/<file>.json imported, or written here), in both languages where the call sends lang. */
    seed: readonly SeedRow[];
  };
  /** The fields of an item, in reply order. */
  fields: F;
  /** The field read as the item's title (alerts, search, the title search of a searchable list); a quarterly document has none, its title is its period. */
  title?: FieldName<F>;
  /** The field holding the item's date, for a date-sorted list: it orders, files (?year=) and dates the item. */
  date?: FieldName<F>;
  /** The field holding the item's document (PDF) URL. */
  document?: FieldName<F>;
  /** How the call's reply runs, for items of one date that carry no time (lib/lists/arrange.ts). */
  replyOrder?: 'oldest first' | 'newest first';
  /**
   * A list read by lib/lists' own code rather than by its date: the calendar (events rebuilt with the
   * dividends'), quarterly documents (by year and quarter), shareholder meetings (typed, by meeting year).
   */
  shape?: 'calendar' | 'quarterDocuments' | 'meetings';
  /** The years offered (docs/decisions/010-list-years-follow-the-data.md). */
  years: ListYears;
  /** Items per page; without it the year's items are one page. */
  pageSize?: number;
  /** ?q=: the title search. */
  searchable?: boolean;
  /** A new item is an alert of this category (lib/email-alerts); `year` names a year field where the item has no date. */
  alert?: { category: AlertCategory; year?: FieldName<F> };
  /** The section of the site search that holds the items (?type=); its label is the page's title. */
  search?: { section: string };
  /** What the IR team publishes into the list from the workspace (lib/newsroom kinds). */
  kind?: {
    name: string;
    fields: Readonly<Record<string, KindField>>;
    /** The field carrying the SET release time, before which the item may never go live. */
    setRelease?: string;
    /** The shareholder-meeting fields the 28-day rule reads. */
    meeting?: { date: string; role: string; year: string; type: string };
  };
}

/**
 * A list's definition, typed as written (literal names kept), checked: `export default defineList({…})`
 * in lib/list-defs/<page>.ts; `npm run generate:lists` adds it to ./all.ts.
 */
export function defineList<const F extends ListFields, const D extends ListDefinition<F>>(
  definition: D & { fields: F },
): D {
  return definition;
}

/** The fields of a list of one document per quarter (the financial statements, the MD&A): year, quarter, PDF. */
const QUARTER_DOCUMENT_FIELDS = { year: 'integer', quarter: 'quarter', pdf_url: 'link' } as const;

/** The newsroom kind's fields of a list of one document per quarter, on the columns of QUARTER_DOCUMENT_FIELDS. */
const QUARTER_DOCUMENT_KIND_FIELDS = {
  year: { type: 'integer', column: 'year', min: 2000, max: 2200 },
  quarter: { type: 'integer', column: 'quarter', min: 1, max: 4 },
  document: { type: 'document', column: 'pdf_url' },
} as const satisfies Record<string, KindField>;

/** A quarterly document list's definition as written for quarterDocumentList. */
export interface QuarterDocumentListInput extends Pick<ListDefinition, 'page' | 'path' | 'search'> {
  /** The call; its table is named with the table's name alone. */
  call: Omit<ListDefinition['call'], 'table'> & { table: string };
  kind: { name: string };
}

/** The definition quarterDocumentList makes of its input. */
export type QuarterDocumentList<D extends QuarterDocumentListInput> = Pick<D, 'page' | 'path' | 'search'> & {
  section: 'financial';
  call: Omit<D['call'], 'table'> & { table: { name: D['call']['table']; key: readonly string[]; orderBy: string } };
  fields: typeof QUARTER_DOCUMENT_FIELDS;
  document: 'pdf_url';
  shape: 'quarterDocuments';
  years: ListYears;
  alert: { category: 'documents'; year: 'year' };
  kind: D['kind'] & { fields: typeof QUARTER_DOCUMENT_KIND_FIELDS };
};

/**
 * A list of the financial menu of one document per quarter (the financial statements, the MD&A): the
 * year, the quarter and the PDF, newest quarter first, each new document an alert of its year.
 */
export function quarterDocumentList<const D extends QuarterDocumentListInput>(definition: D): QuarterDocumentList<D> {
  return quarterDocuments(definition) as QuarterDocumentList<D>;
}

function quarterDocuments(definition: QuarterDocumentListInput): ListDefinition {
  const { call, kind, ...rest } = definition;
  return {
    ...rest,
    section: 'financial',
    call: { ...call, table: { name: call.table, key: ['year', 'quarter'], orderBy: 'year DESC, quarter DESC' } },
    fields: QUARTER_DOCUMENT_FIELDS,
    document: 'pdf_url',
    shape: 'quarterDocuments',
    years: { spec: { newest: 2025, oldest: 2021 } },
    alert: { category: 'documents', year: 'year' },
    kind: { ...kind, fields: QUARTER_DOCUMENT_KIND_FIELDS },
  };
}

type ReplyOrder = NonNullable<ListDefinition['replyOrder']>;

/** A dated list's newsroom kind, before datedList puts the title and date fields first. */
interface DatedKind {
  name: string;
  fields?: Readonly<Record<string, KindField>>;
  setRelease?: string;
}

/** A dated list's definition as written for datedList: no published_at field, table order or kind title and date. */
export interface DatedListInput<F extends ListFields> extends Omit<
  ListDefinition<F>,
  'call' | 'title' | 'date' | 'replyOrder' | 'kind'
> {
  call: Omit<ListDefinition['call'], 'table'> & { table: { name: string; key?: readonly [string] } };
  title: FieldName<F>;
  date: FieldName<F>;
  replyOrder: ReplyOrder;
  kind?: DatedKind;
}

/** The definition datedList makes of its input. */
export type DatedList<D extends Pick<DatedListInput<ListFields>, 'fields' | 'call' | 'kind'>> = Omit<
  D,
  'fields' | 'call' | 'kind'
> & {
  fields: D['fields'] & { published_at: 'publishedAt' };
  call: D['call'] & { table: { orderBy: string } };
} & (D extends { kind: infer K extends DatedKind }
    ? { kind: Omit<K, 'fields'> & { fields: Readonly<Record<string, KindField>> } }
    : unknown);

/**
 * A list of dated items, each with its title (lib/lists/arrange.ts orders them): the definition adds
 * the publication time as the last field, orders the table by date, publication time and id as the
 * reply runs, and opens the kind's form with the title and the date.
 */
export function datedList<const F extends ListFields, const D extends DatedListInput<F>>(
  definition: D & { fields: F },
): DatedList<D>;
export function datedList(definition: DatedListInput<ListFields>): ListDefinition {
  const { call, fields, title, date, replyOrder, kind, ...rest } = definition;
  const id = call.table.key?.[0] ?? 'seed_id';
  const orderBy =
    replyOrder === 'newest first'
      ? `${date} DESC, published_at DESC NULLS LAST, ${id} DESC`
      : `${date} ASC, published_at ASC NULLS FIRST, ${id} ASC`;
  const kindFields = {
    title: { type: 'text', column: title, required: true },
    date: { type: 'date', column: date },
    ...kind?.fields,
  } satisfies Record<string, KindField>;
  return {
    ...rest,
    call: { ...call, table: { ...call.table, orderBy } },
    fields: { ...fields, published_at: 'publishedAt' },
    title,
    date,
    replyOrder,
    ...(kind && { kind: { ...kind, fields: kindFields } }),
  };
}

/** The columns of a news list of the call <name>, as the backend names them. */
type NewsColumns<N extends string> = { [K in `title_${N}`]: 'text' } & { [K in `url_${N}`]: 'link' } & {
  [K in `publish_date_${N}`]: 'isoDate';
};

/** A news list's definition as written for newsList. */
export interface NewsListInput extends Pick<ListDefinition, 'page' | 'path' | 'years' | 'pageSize' | 'search'> {
  /** The call, whose name is also its table's and the stem of its columns. */
  call: Omit<ListDefinition['call'], 'table'>;
  /** The fields an item has beside its title, link and date. */
  fields?: ListFields;
  kind: DatedKind;
}

/** The definition newsList makes of its input. */
export type NewsList<N extends string, D extends NewsListInput> = Pick<
  D,
  'page' | 'path' | 'years' | 'pageSize' | 'search'
> & {
  section: 'news';
  call: D['call'] & { table: { name: N; orderBy: string } };
  fields: NewsColumns<N> & (D extends { fields: infer X } ? X : unknown) & { published_at: 'publishedAt' };
  title: `title_${N}`;
  date: `publish_date_${N}`;
  document: `url_${N}`;
  replyOrder: 'newest first';
  alert: { category: 'news' };
  kind: Omit<D['kind'], 'fields'> & { fields: Readonly<Record<string, KindField>> };
};

/**
 * A list of the news menu whose items are each a title, a link and a date, in the backend's columns
 * title_<name>, url_<name> and publish_date_<name> of the call <name>: newest first, each new item a
 * news alert, the kind's form the title, the date and the link before any fields of its own.
 */
export function newsList<const N extends string, const D extends NewsListInput>(
  definition: D & { call: { name: N } },
): NewsList<N, D> {
  return news(definition) as NewsList<N, D>;
}

function news(definition: NewsListInput): ListDefinition {
  const { call, fields, kind, ...rest } = definition;
  const [title, document, date] = [`title_${call.name}`, `url_${call.name}`, `publish_date_${call.name}`];
  return datedList({
    ...rest,
    section: 'news',
    call: { ...call, table: { name: call.name } },
    fields: { [title]: 'text', [document]: 'link', [date]: 'isoDate', ...fields },
    title,
    date,
    document,
    replyOrder: 'newest first',
    alert: { category: 'news' },
    kind: { ...kind, fields: { link: { type: 'link', column: document, required: true }, ...kind.fields } },
  });
}
