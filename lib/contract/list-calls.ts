import {
  LIST_DEFINITION_LIST,
  type DefinedItem,
  type DefinedPage,
  type DefinitionOf,
  type FieldKind,
  type FieldTypes,
  type ItemOf,
  type ListDefinition,
  type ListFields,
} from '@/lib/list-defs';
import type { BackendCall } from './calls';
import {
  type FieldCheck,
  integer,
  isoDate,
  isoDateTime,
  link,
  optional,
  quarter,
  record,
  text,
  type RecordCheck,
} from './reply-checks';

/** The check of each kind of field a list definition names (lib/list-defs/define.ts, FieldTypes). */
const FIELD_CHECKS: { readonly [K in FieldKind]: FieldCheck<FieldTypes[K]> } = {
  text,
  integer,
  quarter,
  isoDate,
  link,
  optionalLink: optional(link),
  publishedAt: optional(isoDateTime),
};

/** The reply check of one item of a defined list: its fields, in the definition's order. */
export function listCheck<F extends ListFields>(definition: { readonly fields: F }): RecordCheck<ItemOf<F>> {
  const shape = Object.fromEntries(
    Object.entries(definition.fields).map(([field, kind]) => [field, FIELD_CHECKS[kind]]),
  );
  return record(shape) as unknown as RecordCheck<ItemOf<F>>;
}

type CallOf<P extends DefinedPage> = BackendCall<
  DefinedItem<P>,
  DefinitionOf<P>['call']['lang'],
  DefinitionOf<P>['call']['tag']
>;

/** The calls of the defined lists, keyed by the getter's stem. */
export type ListCalls = { [P in DefinedPage as DefinitionOf<P>['call']['key']]: CallOf<P> };

/** The call a definition gives (./calls.ts, BackendCall). */
export function listCall(definition: ListDefinition): BackendCall {
  const { name, lang, tag, table, seed, label } = definition.call;
  return { name, lang, check: listCheck(definition), tag, table, seed, label, path: `/api/${name}` };
}

/** Every defined list's call. */
export const LIST_CALLS = Object.fromEntries(
  LIST_DEFINITION_LIST.map((definition) => [definition.call.key, listCall(definition)]),
) as unknown as ListCalls;
