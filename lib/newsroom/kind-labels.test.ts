import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { CONTENT_KINDS, KIND_NAMES, type FieldSpec } from './kinds';

/**
 * Every kind and every field of it is labelled in both languages, where the workspace shows them: the
 * menus and the dashboard (Workspace.itemForm.kinds), an item's heading (Workspace.item.kinds), the form
 * (Workspace.itemForm.fields) and an item's history of changes (Workspace.item.fields). A kind or a
 * field added without its labels fails here (docs/architecture.md, Adding a field to a kind).
 */
const catalogues = { th, en } as const;

/** A kind's field names, with the cells of its tables. */
function fieldNames(fields: Readonly<Record<string, FieldSpec>>): string[] {
  return Object.entries(fields).flatMap(([name, field]) => [name, ...(field.columns ? fieldNames(field.columns) : [])]);
}

const labelled = (group: unknown, key: string) => {
  const label = (group as Record<string, unknown>)[key];
  return typeof label === 'string' && label.trim() !== '';
};

describe.each(Object.keys(catalogues) as (keyof typeof catalogues)[])('the workspace in %s', (locale) => {
  const { Workspace } = catalogues[locale];

  it.each(KIND_NAMES)('names the kind %s in its menus, headings and items', (kind) => {
    const missing = ['itemForm.kinds', 'item.kinds'].filter((path) => {
      const group = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], Workspace);
      return !labelled(group, kind);
    });
    expect(missing).toEqual([]);
  });

  it.each(KIND_NAMES)('labels each field of %s on the form and in its history', (kind) => {
    const names = fieldNames(CONTENT_KINDS[kind].fields);
    expect(
      names.filter((name) => !labelled(Workspace.itemForm.fields, name)).map((name) => `itemForm.fields.${name}`),
    ).toEqual([]);
    expect(names.filter((name) => !labelled(Workspace.item.fields, name)).map((name) => `item.fields.${name}`)).toEqual(
      [],
    );
  });
});
