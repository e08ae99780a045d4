// The scripts (and bench/search.ts) load the backend door in plain Node, outside Next's server bundle,
// where the 'server-only' marker would throw on import (it guards client bundles): it loads as an empty
// module. A script imports this file first, so that it runs before the door is loaded.
import Module from 'node:module';

/** @typedef {(this: unknown, request: string, ...rest: unknown[]) => unknown} Load */
// Node's CommonJS loader, internal and so not in Node's types.
const loader = /** @type {{ _load: Load }} */ (/** @type {unknown} */ (Module));
const load = loader._load;
/** @type {Load} */
loader._load = function loadWithoutServerOnly(request, ...rest) {
  return request === 'server-only' ? {} : load.call(this, request, ...rest);
};
