import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIST_INDEX_FILE, listIndexSource, routeFolder, routeSources } from '@/scripts/list-index';
import { LIST_DEFINITION_LIST } from '@/lib/list-defs';

describe('the list definitions', () => {
  it('are all in the generated index: run `npm run generate:lists` after adding one', () => {
    expect(readFileSync(LIST_INDEX_FILE, 'utf8')).toBe(listIndexSource());
  });

  it('are each named after their page, with pages, paths, calls, tables, tags and kinds of their own', () => {
    for (const field of [
      (d) => d.page,
      (d) => d.path,
      (d) => d.call.key,
      (d) => d.call.name,
      (d) => d.call.tag,
      (d) => d.call.table.name,
    ] as const satisfies readonly ((definition: (typeof LIST_DEFINITION_LIST)[number]) => string)[]) {
      expect(new Set(LIST_DEFINITION_LIST.map(field)).size).toBe(LIST_DEFINITION_LIST.length);
    }
    const kinds = LIST_DEFINITION_LIST.flatMap((definition) => (definition.kind ? [definition.kind.name] : []));
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('name as title, date, document and alert year only fields of their items', () => {
    for (const definition of LIST_DEFINITION_LIST) {
      const named = [definition.title, definition.date, definition.document, definition.alert?.year].filter(
        (field) => field !== undefined,
      );
      expect([definition.page, named.filter((field) => !Object.hasOwn(definition.fields, field))]).toEqual([
        definition.page,
        [],
      ]);
      // A list read by its date says how the call's reply runs; one read by lib/lists' own code needs not.
      if (!definition.shape)
        expect([definition.page, definition.date !== undefined, definition.replyOrder !== undefined]).toEqual([
          definition.page,
          true,
          true,
        ]);
    }
  });
});

describe('the route of each defined list', () => {
  it('has its page; the one `npm run generate:lists` writes for a new list has its page, generic body and loading state', () => {
    for (const definition of LIST_DEFINITION_LIST) {
      expect([definition.page, existsSync(path.join(routeFolder(definition.path), 'page.tsx'))]).toEqual([
        definition.page,
        true,
      ]);
    }
    const written = routeSources('newsPodcast');
    expect(written['page.tsx']).toContain("export default framedPage('newsPodcast', DefinedList);");
    expect(written['page.tsx']).toContain("export const generateMetadata = pageMetadata('newsPodcast');");
    expect(written['loading.tsx']).toContain("export default listLoading('newsPodcast');");
  });
});
