// bench/search.ts calls lib/backend/search.ts in plain Node, outside Next's server bundle, where the
// 'server-only' marker would throw on import (it is meant for client bundles): load it as an empty module.
import Module from 'node:module';

/** @typedef {(this: unknown, request: string, ...rest: unknown[]) => unknown} Load */
// Node's CommonJS loader, internal and so not in Node's types.
const loader = /** @type {{ _load: Load }} */ (/** @type {unknown} */ (Module));
const load = loader._load;
/** @type {Load} */
loader._load = function loadWithoutServerOnly(request, ...rest) {
  return request === 'server-only' ? {} : load.call(this, request, ...rest);
};
