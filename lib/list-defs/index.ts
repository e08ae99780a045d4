import { LIST_DEFINITIONS } from './all';
import type { ItemOf, ListDefinition } from './define';

/**
 * The door of the list definitions (docs/architecture.md, Adding a list): each list page and its call
 * as one definition, ./<page>.ts, gathered in the generated ./all.ts. The registries that name lists
 * derive their entries from these.
 */
export { LIST_DEFINITIONS };
export { defineList } from './define';
export type {
  FieldKind,
  FieldTypes,
  ItemOf,
  KindField,
  ListDefinition,
  ListFields,
  ListYears,
  SeedRow,
} from './define';
export { MEETING_DOCUMENT_ROLES } from './shareholderMeeting';

type Definitions = typeof LIST_DEFINITIONS;

/** The page of each defined list. */
export type DefinedPage = keyof Definitions;

/** The definition of a page, as written. */
export type DefinitionOf<P extends DefinedPage> = Definitions[P];

/** An item of a defined list's call, read off its fields. */
export type DefinedItem<P extends DefinedPage> = ItemOf<Definitions[P]['fields']>;

/** The call key of each defined list. */
export type DefinedCallKey = Definitions[DefinedPage]['call']['key'];

/** The page of the list a call serves. */
export type PageOfCall<K extends DefinedCallKey> = {
  [P in DefinedPage]: Definitions[P]['call']['key'] extends K ? P : never;
}[DefinedPage];

/** Every definition, in the order of ./all.ts. */
export const LIST_DEFINITION_LIST: readonly ListDefinition[] = Object.values(LIST_DEFINITIONS);

/** The definition of a page, or undefined for a page that is no defined list. */
export function listDefinition(page: string): ListDefinition | undefined {
  return LIST_DEFINITION_LIST.find((definition) => definition.page === page);
}

/** The definition of the list a call serves, or undefined for a call of no defined list. */
export function definitionOfCall(key: string): ListDefinition | undefined {
  return LIST_DEFINITION_LIST.find((definition) => definition.call.key === key);
}

/** The call keys of the defined lists whose definition has a part (`alert`, `search`, `kind`). */
export type DefinedCallKeyWith<Part extends 'alert' | 'search' | 'kind'> = {
  [P in DefinedPage]: Definitions[P] extends { [K in Part]: object } ? Definitions[P]['call']['key'] : never;
}[DefinedPage];

/** The sections of the site search the defined lists fill, each with its page. */
export type DefinedSearchSections = {
  [P in DefinedPage as Definitions[P] extends { search: { section: infer S extends string } } ? S : never]: P;
};

/** The newsroom kinds of the defined lists. */
export type DefinedKindName = {
  [P in DefinedPage]: Definitions[P] extends { kind: { name: infer N extends string } } ? N : never;
}[DefinedPage];

/** The paths of the defined list pages, by page. */
export type DefinedPaths = { [P in DefinedPage]: Definitions[P]['path'] };
