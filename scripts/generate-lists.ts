import './server-only-stub.mjs';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LIST_INDEX_FILE, listIndexSource, routeFolder, routeSources } from './list-index';

// Writes lib/list-defs/all.ts, the index of the list definitions, then the route of a defined list
// that has none (docs/architecture.md, Adding a list).
writeFileSync(LIST_INDEX_FILE, listIndexSource());
console.log('lib/list-defs/all.ts written');
// Loaded once the index is written, so a definition just added is in it.
void import('../lib/list-defs').then(({ LIST_DEFINITION_LIST }) => {
  for (const definition of LIST_DEFINITION_LIST) {
    const folder = routeFolder(definition.path);
    // A route that exists is the list's own: never touched.
    if (existsSync(path.join(folder, 'page.tsx'))) continue;
    for (const [file, source] of Object.entries(routeSources(definition.page))) {
      const target = path.join(folder, file);
      mkdirSync(folder, { recursive: true });
      writeFileSync(target, source);
      console.log(`${path.relative(process.cwd(), target)} written`);
    }
  }
});
