import './server-only-stub.mjs';
import { writeFileSync } from 'node:fs';
import { LIST_INDEX_FILE, listIndexSource } from './list-index';

// Writes lib/list-defs/all.ts, the index of the list definitions (docs/architecture.md, Adding a list).
writeFileSync(LIST_INDEX_FILE, listIndexSource());
console.log('lib/list-defs/all.ts written');
