import type { createTranslator, Messages, NamespaceKeys, NestedKeyOf, NestedValueOf } from 'next-intl';

/**
 * Message keys as types (docs/architecture.md, "Typed messages"). next-intl checks a literal key, or a
 * template whose part is a union ('item.states.' + ItemState); these name the keys of a group for a
 * value that comes from data, once checked (isKeyIn in ./server.ts).
 */

/** A group of the catalogue: a dotted path to an object of texts, 'Workspace.item.states'. */
export type MessageGroup = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

type GroupOf<Group extends MessageGroup> = NestedValueOf<Messages, Group>;

/** The names of the texts directly in a group: KeyIn<'Workspace.item.states'> is 'draft' | 'review' | …. */
export type KeyIn<Group extends MessageGroup> = {
  [Name in keyof GroupOf<Group>]: GroupOf<Group>[Name] extends string ? Name : never;
}[keyof GroupOf<Group>] &
  string;

/** The names of the texts in a group that take no argument: those a helper may translate with the key alone. */
export type PlainKeyIn<Group extends MessageGroup> = {
  [Name in keyof GroupOf<Group>]: GroupOf<Group>[Name] extends string
    ? GroupOf<Group>[Name] extends `${string}{${string}`
      ? never
      : Name
    : never;
}[keyof GroupOf<Group>] &
  string;

/** The names of the groups directly in a group: GroupIn<'Workspace.itemForm.tableImport.kinds'> is 'dividends'. */
export type GroupIn<Group extends MessageGroup> = {
  [Name in keyof GroupOf<Group>]: GroupOf<Group>[Name] extends string ? never : Name;
}[keyof GroupOf<Group>] &
  string;

/** The site's translator, of the whole catalogue or of a namespace: what getTranslations() and createTranslator() give. */
export type Translator<Namespace extends MessageGroup = never> = ReturnType<
  typeof createTranslator<Messages, Namespace>
>;
